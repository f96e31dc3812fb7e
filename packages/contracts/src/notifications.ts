import { z } from 'zod';
import { localeCodeSchema } from './settings.ts';
import { zMultilineText, zText } from './validators/input.ts';

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
  name: zText({ max: 100 }).trim().min(1).min(2),
  email: zText({ max: 254 }).trim().min(1).pipe(z.email()),
  subject: zText({ max: 64 }).min(1).pipe(z.enum(COMMUNICATION_SUBJECTS)),
  message: zMultilineText({ max: 5000 }).trim().min(1).min(10),
  locale: localeCodeSchema.optional(),
});
export type CommunicationRequest = z.infer<typeof communicationRequestSchema>;

export const communicationResponseSchema = z.object({
  data: z.object({ id: z.string(), createdAt: z.string() }),
});
