import { z } from 'zod';
import { defineRoute } from './routes/define.ts';
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

const nameSchema = zText({ max: 100 }).trim().min(1).min(2);
const subjectSchema = zText({ max: 64 }).min(1).pipe(z.enum(COMMUNICATION_SUBJECTS));

/**
 * The contact message. The product's client sends `{email, message}` only; our own form adds a name
 * and a subject. An empty field reports `required` first; the client shows the first message of each field.
 */
export const communicationRequestSchema = z.object({
  email: zText({ max: 254 }).trim().min(1).pipe(z.email()),
  message: zMultilineText({ max: 5000 }).trim().min(1).min(10),
  name: nameSchema.optional(),
  subject: subjectSchema.optional(),
  locale: localeCodeSchema.optional(),
});
export type CommunicationRequest = z.infer<typeof communicationRequestSchema>;

/** Our contact form asks for all of it. */
export const contactFormSchema = communicationRequestSchema.extend({
  name: nameSchema,
  subject: subjectSchema,
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export const communicationResponseSchema = z.object({
  data: z.object({ id: z.string(), createdAt: z.string() }),
});

export const notificationRoutes = {
  sendCommunication: defineRoute({
    method: 'POST',
    path: '/api/notification/communications',
    access: 'guest',
    tag: 'Notification',
    summary: 'A message of the contact page, kept for the support team; 422 with fields.',
    body: communicationRequestSchema,
    response: communicationResponseSchema,
    status: 201,
  }),
};
