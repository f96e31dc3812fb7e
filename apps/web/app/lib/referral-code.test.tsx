// @vitest-environment happy-dom
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetReferralCode, rememberedReferralCode, useReferralCode } from './referral-code.ts';

let shown = '';
function Page() {
  useReferralCode();
  const location = useLocation();
  shown = `${location.pathname}${location.search}`;
  return null;
}

function open(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

describe('the referral code of a ?ref= link', () => {
  afterEach(() => forgetReferralCode());

  it('is kept from any page for the sign-up form, and leaves the URL', async () => {
    open('/casino/slots?ref=K7MX2QPA&page=2');
    await waitFor(() => expect(shown).toBe('/casino/slots?page=2'));
    expect(rememberedReferralCode()).toBe('K7MX2QPA');
  });

  it('keeps the first code when a later page has none, and is forgotten after the sign-up', async () => {
    open('/?ref=FIRSTONE');
    await waitFor(() => expect(rememberedReferralCode()).toBe('FIRSTONE'));
    open('/games');
    expect(rememberedReferralCode()).toBe('FIRSTONE');
    forgetReferralCode();
    expect(rememberedReferralCode()).toBe('');
  });
});
