// @vitest-environment happy-dom
import type { QueuedDocument } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meOf, renderBackoffice } from '../../test-harness.tsx';

afterEach(cleanup);
// No canvas here: the preview's fallback shows; the e2e draws a real PDF in Chromium.
vi.mock('./pdfjs.ts', () => ({
  loadPdfjs: () => {
    throw new Error('no canvas in happy-dom');
  },
}));

const passport: QueuedDocument = {
  id: '11111111-1111-4111-8111-111111111111',
  type: 'passport',
  fileName: 'passport.jpg',
  mimeType: 'image/jpeg',
  size: 52_000,
  uploadedAt: '2026-12-01T10:00:00.000Z',
  ageSeconds: 90_000,
  player: { id: '22222222-2222-4222-8222-222222222222', email: 'ada@example.com', nickname: 'ada' },
  verification: { level: 'none', verified: false },
};
const bill: QueuedDocument = {
  ...passport,
  id: '33333333-3333-4333-8333-333333333333',
  type: 'utility-bill',
  fileName: 'bill.pdf',
  mimeType: 'application/pdf',
};
const queueRoute = {
  'GET /api/backoffice/kyc/documents': {
    status: 200,
    body: { data: [passport, bill], meta: { nextCursor: null } },
  },
};

describe('the KYC queue page', () => {
  it('lists the queue and shows an image in <img> and a PDF drawn by pdf.js beside the facts (the e2e draws a real one)', async () => {
    renderBackoffice('/kyc', { me: meOf('risk'), routes: queueRoute });
    const table = await screen.findByTestId('kyc-table');
    expect(within(table).getAllByText('ada@example.com')).toHaveLength(2);
    expect(within(table).getByText('Passport')).toBeTruthy();
    expect(within(table).getAllByText('waiting 1 d')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'View the passport of ada' }));
    const panel = await screen.findByTestId('kyc-review');
    const image = within(panel).getByRole('img', { name: 'Passport of ada' });
    expect(image.getAttribute('src')).toBe(`/api/backoffice/kyc/documents/${passport.id}/file`);
    expect(within(panel).getByText('Not verified')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'View the utility bill of ada' }));
    const preview = await screen.findByLabelText('Utility bill of ada');
    expect(preview.tagName).toBe('FIGURE');
    expect(await within(preview).findByText(/could not be drawn here/)).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('rejects with a reason from the dialog', async () => {
    const sent: unknown[] = [];
    const { requests } = renderBackoffice('/kyc', {
      me: meOf('risk'),
      routes: {
        ...queueRoute,
        [`POST /api/backoffice/kyc/documents/${passport.id}/reject`]: (body) => {
          sent.push(body);
          return {
            status: 200,
            body: {
              data: {
                document: { ...passport, status: 3, createdAt: passport.uploadedAt, rejectReason: 'Blurred' },
                verification: passport.verification,
              },
            },
          };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View the passport of ada' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject the document' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('textbox', { name: /Reason/ })
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(sent).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Blurred' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject the document' }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'Blurred' }]));
    expect(requests.some((request) => request.key === 'GET /api/backoffice/audit')).toBe(false);
  });

  it('shows no approve or reject button to a support agent', async () => {
    renderBackoffice('/kyc', { me: meOf('support'), routes: queueRoute });
    fireEvent.click(await screen.findByRole('button', { name: 'View the passport of ada' }));
    await screen.findByTestId('kyc-review');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject…' })).toBeNull();
  });

  it('is not offered to a role without kyc.read', async () => {
    const { requests } = renderBackoffice('/kyc', { me: meOf('marketing') });
    expect(await screen.findByTestId('not-permitted')).toBeTruthy();
    expect(requests.map((request) => request.key)).not.toContain('GET /api/backoffice/kyc/documents');
  });
});
