import { z } from 'zod';
import { STAFF_REASON_MAX } from './backoffice-player-actions.ts';
import { dataEnvelope, idParamsSchema } from './http.ts';
import { defineRoute } from './routes/define.ts';
import { zText } from './validators/input.ts';

/**
 * The back office's desk for the built-in sandbox payment provider: the deposits waiting for a tester
 * to approve or decline them (what the operator's /api/operator/sandbox/invoices and its command do).
 * Registered only while the sandbox is on (`StaffMe.features.sandboxDeposits`); otherwise they are 404.
 */

export const sandboxDepositSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  player: z.object({ id: z.string(), email: z.string().nullable(), nickname: z.string() }),
  /** In currency units, as a decimal string. */
  amount: z.string(),
  currency: z.string(),
  method: z.string(),
  createdAt: z.string(),
  /** Seconds since the deposit was opened, at the time of the answer. */
  ageSeconds: z.number().int(),
});
export type SandboxDeposit = z.infer<typeof sandboxDepositSchema>;

export const SANDBOX_DEPOSIT_OUTCOMES = ['approved', 'declined'] as const;

export const sandboxDepositDecisionSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(SANDBOX_DEPOSIT_OUTCOMES),
});
export type SandboxDepositDecision = z.infer<typeof sandboxDepositDecisionSchema>;

export const declineSandboxDepositRequestSchema = z.object({
  reason: zText({ max: STAFF_REASON_MAX }).trim().min(1),
});
export type DeclineSandboxDepositRequest = z.infer<typeof declineSandboxDepositRequestSchema>;

const tag = 'Back office: payments';

export const backofficeSandboxRoutes = {
  sandboxDeposits: defineRoute({
    method: 'GET',
    path: '/api/backoffice/sandbox-deposits',
    access: 'staff',
    permission: 'payments.read',
    tag,
    summary: 'Sandbox deposits waiting for a tester, oldest first (only while the sandbox provider is on).',
    response: dataEnvelope(z.array(sandboxDepositSchema)),
  }),
  approveSandboxDeposit: defineRoute({
    method: 'POST',
    path: '/api/backoffice/sandbox-deposits/{id}/approve',
    access: 'staff',
    permission: 'payments.sandbox',
    tag,
    summary:
      'Approves a pending sandbox deposit as its tester: credited as the provider’s webhook would, audited; 409 when it is settled already.',
    params: idParamsSchema,
    response: dataEnvelope(sandboxDepositDecisionSchema),
  }),
  declineSandboxDeposit: defineRoute({
    method: 'POST',
    path: '/api/backoffice/sandbox-deposits/{id}/decline',
    access: 'staff',
    permission: 'payments.sandbox',
    tag,
    summary:
      'Declines a pending sandbox deposit as its tester, with a reason kept in the audit log; 409 when it is settled already.',
    params: idParamsSchema,
    body: declineSandboxDepositRequestSchema,
    response: dataEnvelope(sandboxDepositDecisionSchema),
  }),
};
