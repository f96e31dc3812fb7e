import type { PaymentMethod, PaymentMethodField } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  initialFieldValues,
  isFieldDisabled,
  methodLimits,
  requestFields,
  validateMethodFields,
  visibleMethodFields,
  walletPattern,
} from './method-fields.ts';

const field = (key: string, extra: Partial<PaymentMethodField> = {}): PaymentMethodField => ({
  key,
  value: null,
  labels: { en: key },
  hints: {},
  fieldType: 'text',
  isRequired: false,
  regexp: null,
  position: 0,
  options: [],
  ...extra,
});

const method = (fields: PaymentMethodField[], extra: Partial<PaymentMethod> = {}): PaymentMethod => ({
  method: 'sandbox_crypto',
  type: 'address',
  logo: '/images/payments/usdt.svg',
  amountMin: 10,
  amountMax: 100_000,
  presets: [],
  fields,
  processingType: 'qr',
  ...extra,
});

const TRON = '^T[1-9A-HJ-NP-Za-km-z]{33}$';
const EVM = '^0x[0-9a-fA-F]{40}$';
const tronAddress = `T${'9'.repeat(33)}`;
const evmAddress = `0x${'a'.repeat(40)}`;

const usdtWithdraw = method([
  field('crypto_network', {
    fieldType: 'select',
    isRequired: true,
    options: [
      { id: 'TRC20', name: 'Tron', minAmount: 10, maxAmount: 50_000, regexp: TRON, regex: TRON },
      { id: 'ERC20', name: 'Ethereum', minAmount: 20, maxAmount: 100_000, regexp: EVM, regex: EVM },
    ],
  }),
  field('wallet_id'),
  field('tag'),
]);

describe('wallet_id against the chosen network', () => {
  it('is required whatever the definition says', () => {
    expect(validateMethodFields(usdtWithdraw, { crypto_network: 'TRC20', wallet_id: '' })).toEqual({
      wallet_id: { rule: 'required', params: {} },
    });
  });

  it("follows the selected network's pattern", () => {
    expect(validateMethodFields(usdtWithdraw, { crypto_network: 'TRC20', wallet_id: tronAddress })).toEqual(
      {},
    );
    expect(validateMethodFields(usdtWithdraw, { crypto_network: 'ERC20', wallet_id: tronAddress })).toEqual({
      wallet_id: { rule: 'regex', params: {} },
    });
    expect(validateMethodFields(usdtWithdraw, { crypto_network: 'ERC20', wallet_id: evmAddress })).toEqual(
      {},
    );
  });

  it("falls back to the currencyWithdraw option's pattern", () => {
    const payout = method([
      field('currencyWithdraw', {
        fieldType: 'select',
        options: [
          {
            id: 'BTC',
            name: 'Bitcoin',
            minAmount: null,
            maxAmount: null,
            regexp: '^bc1[a-z0-9]{20,}$',
            regex: '^bc1[a-z0-9]{20,}$',
          },
          { id: 'USDT', name: 'Tether', minAmount: null, maxAmount: null, regexp: TRON, regex: TRON },
        ],
      }),
      field('wallet_id', { isRequired: true }),
    ]);
    expect(walletPattern(payout, { currencyWithdraw: 'USDT' })).toBe(TRON);
    expect(validateMethodFields(payout, { currencyWithdraw: 'BTC', wallet_id: tronAddress })).toHaveProperty(
      'wallet_id.rule',
      'regex',
    );
    expect(validateMethodFields(payout, { currencyWithdraw: 'USDT', wallet_id: tronAddress })).toEqual({});
  });

  it('narrows the amount limits to the network', () => {
    expect(methodLimits(usdtWithdraw, { crypto_network: 'ERC20' })).toEqual({ min: 20, max: 100_000 });
    expect(methodLimits(usdtWithdraw, {})).toEqual({ min: 10, max: 100_000 });
  });
});

describe('other dynamic field rules', () => {
  const pix = method(
    [
      field('cpf_number', { isRequired: true }),
      field('phone'),
      field('reference', { regexp: '^[A-Z]{3}\\d{3}$' }),
    ],
    { method: 'sandbox_pix', type: 'form' },
  );

  it('checks required, cpf, phone and regexp rules', () => {
    expect(validateMethodFields(pix, { cpf_number: '', phone: '+49 30', reference: 'abc' })).toEqual({
      cpf_number: { rule: 'required', params: {} },
      phone: { rule: 'phone', params: {} },
      reference: { rule: 'regex', params: {} },
    });
    expect(
      validateMethodFields(pix, {
        cpf_number: '529.982.247-25',
        phone: '+5511987654321',
        reference: 'ABC123',
      }),
    ).toEqual({});
    expect(validateMethodFields(pix, { cpf_number: '529.982.247-24' })).toHaveProperty(
      'cpf_number.rule',
      'cpf',
    );
  });
});

describe('which fields the form draws', () => {
  const agent = method(
    [
      field('agentNumber', { value: '+254700000000', isRequired: true }),
      field('phone', { value: '+5511987654321' }),
      field('cpf_number', { value: '111.111.111-11' }),
      field('crypto_network', {
        fieldType: 'select',
        options: [{ id: 'TRC20', name: 'Tron', minAmount: null, maxAmount: null, regexp: null, regex: null }],
      }),
      field('wallet_id'),
    ],
    { method: 'sandbox_agent' },
  );

  it('shows agentNumber disabled, never checked', () => {
    const agentField = agent.fields[0]!;
    expect(isFieldDisabled(agentField)).toBe(true);
    expect(validateMethodFields(agent, { agentNumber: '' })).not.toHaveProperty('agentNumber');
    expect(visibleMethodFields(agent, initialFieldValues(agent)).map((item) => item.key)).toContain(
      'agentNumber',
    );
  });

  it('hides fields the server filled in, unless their value fails or show-filled is on', () => {
    const values = initialFieldValues(agent);
    expect(visibleMethodFields(agent, values).map((item) => item.key)).toEqual([
      'agentNumber',
      'cpf_number',
      'wallet_id',
    ]);
    expect(visibleMethodFields(agent, values, { showFilled: true }).map((item) => item.key)).toEqual([
      'agentNumber',
      'phone',
      'cpf_number',
      'wallet_id',
    ]);
  });

  it('starts selects on their first option and sends empty fields as null', () => {
    const values = initialFieldValues(usdtWithdraw);
    expect(values).toEqual({ crypto_network: 'TRC20', wallet_id: '', tag: '' });
    expect(requestFields(usdtWithdraw, { ...values, wallet_id: ` ${tronAddress} ` })).toEqual({
      crypto_network: 'TRC20',
      wallet_id: tronAddress,
      tag: null,
    });
  });
});
