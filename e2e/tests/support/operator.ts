import { type APIRequestContext, expect } from '@playwright/test';

/** The operator key of the journeys' server (playwright.config.ts passes it on). */
export const E2E_OPERATOR_KEY = 'e2e-operator-key-0123456789abcdef-0123456789abcdef';

export const operatorHeaders = { 'x-operator-key': E2E_OPERATOR_KEY };

/** Settles a pending sandbox deposit as the operator would (the player cannot in production). */
export async function settleSandboxDeposit(
  request: APIRequestContext,
  invoiceId: string,
  verb: 'approve' | 'decline' = 'approve',
) {
  const response = await request.post(`/api/operator/sandbox/invoices/${invoiceId}/${verb}`, {
    headers: operatorHeaders,
  });
  expect(response.status(), await response.text()).toBe(200);
}
