// @vitest-environment happy-dom
import { ErrorCode } from '@casino/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, meOf, renderBackoffice } from '../../test-harness.tsx';

afterEach(cleanup);

const fill = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function signInWith(answer: Parameters<typeof renderBackoffice>[1]['routes']) {
  const view = renderBackoffice('/sign-in?next=%2Faudit', { routes: answer });
  fill('E-mail', 'ana@example.com');
  fill('Password', 'a long password');
  submit('Continue');
  return view;
}

describe('the sign-in page', () => {
  it('checks the fields with the contract before calling the server', async () => {
    const { requests } = renderBackoffice('/sign-in', {});
    fill('E-mail', 'not an address');
    submit('Continue');
    expect(await screen.findByText('Enter an e-mail address.')).toBeTruthy();
    expect(screen.getByText('Required.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it.each([
    [
      'wrong credentials',
      apiError(401, ErrorCode.invalidCredentials, 'The e-mail or the password is not correct.'),
      'The e-mail or the password is not correct.',
    ],
    [
      'a disabled account',
      apiError(403, ErrorCode.accountBlocked, 'This staff account is disabled.'),
      'This staff account is disabled.',
    ],
    [
      'throttling',
      { ...apiError(429, ErrorCode.rateLimited, 'Too many attempts.'), headers: { 'retry-after': '8' } },
      'Too many attempts. Try again in 8 s.',
    ],
  ])('says what went wrong on %s', async (_case, answer, message) => {
    signInWith({ 'POST /api/backoffice/session': answer });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('puts a wrong code on the code field, then signs in and goes back where the staff member was', async () => {
    let codes = 0;
    const { router } = signInWith({
      'POST /api/backoffice/session': {
        status: 200,
        body: { data: { step: 'totp', csrfToken: 'half', expiresAt: '2030-01-01T00:00:00Z' } },
      },
      'POST /api/backoffice/session/totp': () =>
        ++codes === 1
          ? apiError(422, ErrorCode.twoFactorInvalid, 'The given data was invalid.', {
              code: ['The code is not correct.'],
            })
          : { status: 200, body: { data: meOf('owner') } },
      'GET /api/backoffice/audit': { status: 200, body: { data: [], meta: { nextCursor: null } } },
      'GET /api/backoffice/staff': { status: 200, body: { data: [] } },
    });
    await screen.findByLabelText('Code from your authenticator app');
    fill('Code from your authenticator app', '111111');
    submit('Sign in');
    expect(await screen.findByText('The code is not correct.')).toBeTruthy();
    expect(screen.getByLabelText('Code from your authenticator app').getAttribute('aria-invalid')).toBe(
      'true',
    );
    fill('Code from your authenticator app', '222222');
    submit('Sign in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit'));
  });

  it('starts again from the password when the TOTP step took too long', async () => {
    signInWith({
      'POST /api/backoffice/session': {
        status: 200,
        body: { data: { step: 'totp', csrfToken: 'half', expiresAt: '2030-01-01T00:00:00Z' } },
      },
      'POST /api/backoffice/session/totp': apiError(401, ErrorCode.unauthorized, 'Unauthenticated.'),
    });
    await screen.findByLabelText('Code from your authenticator app');
    fill('Code from your authenticator app', '111111');
    submit('Sign in');
    expect((await screen.findByRole('status')).textContent).toContain('The sign-in took too long');
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });
});
