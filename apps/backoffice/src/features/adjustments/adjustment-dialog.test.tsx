// @vitest-environment happy-dom
import { STEP_UP_HEADER } from '@casino/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/api-context.tsx';
import { createBackofficeClient } from '../../api/client.ts';
import { createQueryClient } from '../../api/query-client.ts';
import { AdjustmentDialog } from './adjustment-dialog.tsx';

afterEach(cleanup);

const PLAYER = '00000000-0000-4000-8000-000000000002';
const ACCOUNT = '00000000-0000-4000-8000-000000000003';

function renderDialog(status: 'applied' | 'awaiting-second-approval') {
  const requests: { url: string; headers: Record<string, string>; body: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const body = init.body === undefined ? {} : JSON.parse(String(init.body));
    requests.push({ url, headers: init.headers as Record<string, string>, body });
    const data = {
      id: '00000000-0000-4000-8000-000000000004',
      playerId: PLAYER,
      accountId: ACCOUNT,
      currency: 'EUR',
      part: body.part,
      direction: body.direction,
      amount: body.amount,
      reasonCode: body.reasonCode,
      comment: body.comment,
      status,
      requestedBy: { id: 's1', name: 'Fay Finance' },
      decidedBy: null,
      declineReason: null,
      createdAt: '2026-12-02T10:00:00.000Z',
    };
    return new Response(JSON.stringify({ data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  const onClose = vi.fn();
  const onDone = vi.fn();
  render(
    <ApiProvider
      client={createBackofficeClient({ fetch, hooks: { onSessionEnded: vi.fn(), onSessionUsed: vi.fn() } })}
    >
      <QueryClientProvider client={createQueryClient()}>
        <AdjustmentDialog
          open
          playerId={PLAYER}
          accounts={[{ id: ACCOUNT, currency: 'EUR' }]}
          onClose={onClose}
          onDone={onDone}
        />
      </QueryClientProvider>
    </ApiProvider>,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Adjust a balance' }));
  const fill = (label: string, value: string) =>
    fireEvent.input(dialog.getByLabelText(label), { target: { value } });
  return { dialog, fill, requests, onClose, onDone };
}

describe('the adjustment dialog', () => {
  it('sends a debit with its reason code, comment, key and fresh code', async () => {
    const { dialog, fill, requests, onClose } = renderDialog('applied');
    fireEvent.change(dialog.getByLabelText('Direction'), { target: { value: 'debit' } });
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'chargeback' } });
    fill('Amount', '12.50');
    fill('Comment', 'Chargeback 4711');
    fill('Code from your authenticator app', '123456');
    fireEvent.click(dialog.getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [sent] = requests;
    expect(sent!.url).toBe(`/api/backoffice/players/${PLAYER}/adjustments`);
    expect(sent!.headers[STEP_UP_HEADER]).toBe('123456');
    expect(sent!.body).toMatchObject({
      accountId: ACCOUNT,
      part: 'cash',
      direction: 'debit',
      amount: '12.50',
      reasonCode: 'chargeback',
      comment: 'Chargeback 4711',
    });
    expect(String(sent!.body.idempotencyKey)).toMatch(/^adjustment-/);
  });

  it('refuses an empty comment before asking the server, and says when a second approval is needed', async () => {
    const { dialog, fill, requests } = renderDialog('awaiting-second-approval');
    fill('Amount', '5000');
    fill('Code from your authenticator app', '123456');
    fireEvent.click(dialog.getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(dialog.getByLabelText('Comment').getAttribute('aria-invalid')).toBe('true'));
    expect(requests).toHaveLength(0);
    fill('Comment', 'Big goodwill');
    fireEvent.click(dialog.getByRole('button', { name: 'Adjust' }));
    expect(await screen.findByTestId('adjustment-waiting')).toBeTruthy();
  });
});
