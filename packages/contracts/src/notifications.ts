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

export const communicationRequestSchema = z.object({
  name: z.string().trim().min(2, 'min').max(100, 'max'),
  email: z.email('email').max(254, 'max'),
  subject: z.enum(COMMUNICATION_SUBJECTS, 'required'),
  message: z.string().trim().min(10, 'min').max(5000, 'max'),
  locale: localeCodeSchema.optional(),
});
export type CommunicationRequest = z.infer<typeof communicationRequestSchema>;

export const communicationResponseSchema = z.object({
  data: z.object({ id: z.string(), createdAt: z.string() }),
});
