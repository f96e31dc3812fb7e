// @vitest-environment happy-dom
import { CSRF_HEADER, ErrorCode, STEP_UP_HEADER } from '@casino/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, meOf, renderBackoffice } from '../../test-harness.tsx';

afterEach(cleanup);

const owner = meOf('owner');
const staffList = { status: 200, body: { data: [owner.staff] } };

async function openInvite(invite: Parameters<typeof renderBackoffice>[1]['routes'] = {}) {
  const view = renderBackoffice('/staff', {
    me: owner,
    routes: { 'GET /api/backoffice/staff': staffList, ...invite },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Invite someone' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Invite someone' }));
  const fill = (label: string, value: string) =>
    fireEvent.input(dialog.getByLabelText(label), { target: { value } });
  fill('Name', 'Fay Finance');
  fill('E-mail', 'fay@example.com');
  fireEvent.change(dialog.getByLabelText('Role'), { target: { value: 'finance' } });
  return { ...view, dialog, fill };
}

describe('the invite dialog', () => {
  it('asks for a current code, since inviting is a sensitive change', async () => {
    const { dialog, requests } = await openInvite();
    fireEvent.click(dialog.getByRole('button', { name: 'Create the invite' }));
    expect(await dialog.findByText('Enter the 6 digits your authenticator app shows.')).toBeTruthy();
    expect(requests.map((request) => request.key)).not.toContain('POST /api/backoffice/staff');
  });

  it("shows the server's field errors of a 422 on the fields they name, the code's included", async () => {
    const { dialog, fill } = await openInvite({
      'POST /api/backoffice/staff': apiError(422, ErrorCode.validationFailed, 'The given data was invalid.', {
        email: ['Someone has this e-mail already.'],
        twoFactorCode: ['The code is not correct.'],
      }),
    });
    fill('Code from your authenticator app', '123456');
    fireEvent.click(dialog.getByRole('button', { name: 'Create the invite' }));
    expect(await dialog.findByText('Someone has this e-mail already.')).toBeTruthy();
    const email = dialog.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(`${email.id}-error`);
    expect(dialog.getByText('The code is not correct.')).toBeTruthy();
    expect(dialog.queryByRole('alert')).toBeNull();
  });

  it('sends the code and the CSRF token, then shows the enrolment link once', async () => {
    const invite = {
      staff: { ...meOf('finance').staff, name: 'Fay Finance', email: 'fay@example.com', status: 'invited' },
      enrolmentUrl: 'http://127.0.0.1:3000/backoffice/enrol/abc',
      expiresAt: '2030-01-04T10:00:00.000Z',
    };
    const { dialog, fill, requests } = await openInvite({
      'POST /api/backoffice/staff': { status: 201, body: { data: invite } },
    });
    fill('Code from your authenticator app', '123456');
    fireEvent.click(dialog.getByRole('button', { name: 'Create the invite' }));
    const link = await screen.findByTestId('enrolment-url');
    expect((link as HTMLInputElement).value).toBe(invite.enrolmentUrl);
    const sent = requests.find((request) => request.key === 'POST /api/backoffice/staff')!;
    expect(sent.body).toEqual({ name: 'Fay Finance', email: 'fay@example.com', role: 'finance' });
    expect(sent.headers[STEP_UP_HEADER]).toBe('123456');
    expect(sent.headers[CSRF_HEADER]).toBe('csrf-token');
  });
});
