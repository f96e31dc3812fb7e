import { z } from 'zod';
import { localeCodeSchema } from './settings.ts';

export const COMMUNICATION_SUBJECTS = [
  'account',
  'payments',
  'bonuses',
  'games',
  'responsible-gaming',
  'other',
] as const;

/** An empty field reports `required` first; the client shows the first message of each field. */
export const communicationRequestSchema = z.object({
  name: z.string().trim().min(1).min(2).max(100),
  email: z.string().trim().min(1).pipe(z.email().max(254)),
  subject: z.string().min(1).pipe(z.enum(COMMUNICATION_SUBJECTS)),
  message: z.string().trim().min(1).min(10).max(5000),
  locale: localeCodeSchema.optional(),
});
export type CommunicationRequest = z.infer<typeof communicationRequestSchema>;

export const communicationResponseSchema = z.object({
  data: z.object({ id: z.string(), createdAt: z.string() }),
});
