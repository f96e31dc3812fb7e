// @vitest-environment happy-dom
import type { PaymentMethodField } from '@casino/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletI18n } from '../test/wallet-i18n.ts';
import { MethodFieldInput } from './method-field-input.tsx';

const field = (key: string, extra: Partial<PaymentMethodField> = {}): PaymentMethodField => ({
  key,
  value: null,
  labels: { en: `${key} label`, de: `${key} Bezeichnung` },
  hints: {},
  fieldType: 'text',
  isRequired: true,
  regexp: null,
  position: 0,
  options: [],
  ...extra,
});

function renderField(definition: PaymentMethodField, value = '', locale = 'en') {
  render(
    <I18nextProvider i18n={walletI18n}>
      <MethodFieldInput
        field={definition}
        locale={locale}
        value={value}
        onChange={vi.fn()}
        onBlur={vi.fn()}
        onFocus={vi.fn()}
      />
    </I18nextProvider>,
  );
}

describe('MethodFieldInput', () => {
  afterEach(cleanup);

  it('draws agentNumber disabled with its value', () => {
    renderField(field('agentNumber', { value: '+918000012345' }), '+918000012345');
    const input = screen.getByTestId('wallet-field-agentNumber') as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(input.value).toBe('+918000012345');
    expect(input.getAttribute('aria-required')).toBeNull();
  });

  it("labels a field in the page's language, with its hint below", () => {
    renderField(field('wallet_id', { hints: { en: 'Check the network' } }), '', 'de');
    expect(screen.getByLabelText(/wallet_id Bezeichnung/)).toBeTruthy();
    expect(screen.getByText('Check the network')).toBeTruthy();
  });

  it('draws a select with its options', () => {
    renderField(
      field('crypto_network', {
        fieldType: 'select',
        options: [
          { id: 'TRC20', name: 'Tron (TRC20)', minAmount: null, maxAmount: null, regexp: null, regex: null },
          {
            id: 'ERC20',
            name: 'Ethereum (ERC20)',
            minAmount: null,
            maxAmount: null,
            regexp: null,
            regex: null,
          },
        ],
      }),
      'ERC20',
    );
    const select = screen.getByTestId('wallet-field-crypto_network') as HTMLSelectElement;
    expect(select.value).toBe('ERC20');
    expect([...select.options].map((option) => option.text)).toEqual(['Tron (TRC20)', 'Ethereum (ERC20)']);
  });
});
