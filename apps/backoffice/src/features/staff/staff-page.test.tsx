// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { meOf, renderBackoffice } from '../../test-harness.tsx';

afterEach(cleanup);

describe('the staff page by permission', () => {
  it('tells a role without the permission that the page is not theirs, and asks the server nothing', async () => {
    const { requests } = renderBackoffice('/staff', { me: meOf('finance') });
    expect(await screen.findByTestId('not-permitted')).toBeTruthy();
    expect(requests.map((request) => request.key)).not.toContain('GET /api/backoffice/staff');
  });

  it('hides the staff buttons a role may not use', async () => {
    const staff = [meOf('owner').staff, { ...meOf('finance').staff, name: 'Fay Finance' }];
    const routes = { 'GET /api/backoffice/staff': { status: 200, body: { data: staff } } };
    const readOnly = renderBackoffice('/staff', { me: meOf('read-only'), routes });
    expect(await screen.findByText('Fay Finance')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite someone' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change role/ })).toBeNull();
    readOnly.unmount();

    renderBackoffice('/staff', { me: meOf('admin'), routes });
    expect(await screen.findByText('Fay Finance')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite someone' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change role: Fay Finance' })).toBeTruthy();
    // An admin cannot give or take the owner's role: no buttons on the owner's row.
    expect(screen.queryByRole('button', { name: /: A owner$/ })).toBeNull();
  });
});
