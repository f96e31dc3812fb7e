import type { CryptoNetwork, ProviderField, ProviderMethod } from './psp-port.ts';

/**
 * The sandbox PSP's methods: one of every processing type the cashier knows (iframe card page, QR,
 * message, asyncRedirect, crypto addresses), for deposits and payouts, per currency and country.
 */

type Limits = { min: string; max: string; presets: string[]; preset: number };

/** Card limits per fiat currency, in the currency's unit. */
const CARD_LIMITS: Record<string, Limits> = {
  EUR: { min: '10', max: '5000', presets: ['20', '50', '100', '250'], preset: 1 },
  USD: { min: '10', max: '5000', presets: ['20', '50', '100', '250'], preset: 1 },
  GBP: { min: '10', max: '5000', presets: ['20', '50', '100', '250'], preset: 1 },
  CAD: { min: '15', max: '7500', presets: ['30', '75', '150', '300'], preset: 1 },
  BRL: { min: '50', max: '25000', presets: ['100', '250', '500', '1000'], preset: 1 },
  TRY: { min: '300', max: '150000', presets: ['500', '1000', '2500', '5000'], preset: 1 },
  INR: { min: '800', max: '400000', presets: ['1000', '2500', '5000', '10000'], preset: 1 },
  JPY: { min: '1500', max: '750000', presets: ['3000', '7500', '15000', '30000'], preset: 1 },
};

const PIX_LIMITS: Limits = { min: '20', max: '50000', presets: ['50', '100', '250', '500'], preset: 1 };
const BANK_CURRENCIES = ['EUR', 'GBP', 'USD', 'CAD'];
/** A prepaid voucher paid in the provider's own window (processing type form). */
const VOUCHER_CURRENCIES = ['EUR', 'GBP', 'USD'];
const MOBILE_MONEY_AGENTS: Record<string, string> = { INR: '+918000012345', TRY: '+905550001234' };

const BTC_ADDRESS = '^(?:bc1[02-9ac-hj-np-z]{25,87}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$';
const LTC_ADDRESS = '^(?:ltc1[02-9ac-hj-np-z]{25,87}|[LM3][1-9A-HJ-NP-Za-km-z]{26,33})$';
const EVM_ADDRESS = '^0x[0-9a-fA-F]{40}$';
const TRON_ADDRESS = '^T[1-9A-HJ-NP-Za-km-z]{33}$';
const XRP_ADDRESS = '^r[1-9A-HJ-NP-Za-km-z]{24,34}$';
const IBAN = '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$';
const DESTINATION_TAG = '^[0-9]{1,10}$';

/** Crypto networks per currency, each with its own limits and address pattern. */
const CRYPTO: Record<string, { networks: CryptoNetwork[]; presets: string[]; preset: number }> = {
  BTC: {
    networks: [
      { id: 'BTC', name: 'Bitcoin', min: '0.0001', max: '5', regex: BTC_ADDRESS, scheme: 'bitcoin' },
    ],
    presets: ['0.001', '0.005', '0.01', '0.05'],
    preset: 1,
  },
  ETH: {
    networks: [
      {
        id: 'ERC20',
        name: 'Ethereum (ERC20)',
        min: '0.005',
        max: '100',
        regex: EVM_ADDRESS,
        scheme: 'ethereum',
      },
    ],
    presets: ['0.05', '0.1', '0.5', '1'],
    preset: 1,
  },
  USDT: {
    networks: [
      { id: 'TRC20', name: 'Tron (TRC20)', min: '10', max: '100000', regex: TRON_ADDRESS, scheme: 'tron' },
      {
        id: 'ERC20',
        name: 'Ethereum (ERC20)',
        min: '20',
        max: '100000',
        regex: EVM_ADDRESS,
        scheme: 'ethereum',
      },
    ],
    presets: ['50', '100', '500', '1000'],
    preset: 1,
  },
  LTC: {
    networks: [
      { id: 'LTC', name: 'Litecoin', min: '0.05', max: '1000', regex: LTC_ADDRESS, scheme: 'litecoin' },
    ],
    presets: ['0.25', '0.5', '1', '5'],
    preset: 1,
  },
  XRP: {
    networks: [
      {
        id: 'XRP',
        name: 'XRP Ledger',
        min: '10',
        max: '200000',
        regex: XRP_ADDRESS,
        scheme: 'xrpl',
        usesTag: true,
      },
    ],
    presets: ['25', '50', '100', '500'],
    preset: 1,
  },
};

/** Where a fiat balance can be paid out in crypto (the currencyWithdraw options). */
const PAYOUT_CURRENCIES = [
  { id: 'BTC', name: 'Bitcoin (BTC)', regex: BTC_ADDRESS },
  { id: 'ETH', name: 'Ethereum (ETH)', regex: EVM_ADDRESS },
  { id: 'USDT_TRC20', name: 'Tether (USDT, TRC20)', regex: TRON_ADDRESS },
];

const presetsOf = (limits: { presets: string[]; preset: number }) =>
  limits.presets.map((amount, index) => ({ amount, default: index === limits.preset }));

/** Decimal strings compared exactly (both non-negative, plain decimal). */
function compareDecimal(a: string, b: string): number {
  const [aw = '0', af = ''] = a.split('.');
  const [bw = '0', bf = ''] = b.split('.');
  const width = Math.max(af.length, bf.length);
  const left = BigInt(aw + af.padEnd(width, '0'));
  const right = BigInt(bw + bf.padEnd(width, '0'));
  return left === right ? 0 : left < right ? -1 : 1;
}

const label = (en: string, de: string, ptBr: string) => ({ en, de, 'pt-br': ptBr });

const FIELDS = {
  cpf: {
    key: 'cpf_number',
    labels: label('CPF number', 'CPF-Nummer', 'Número do CPF'),
    hints: label('000.000.000-00', '000.000.000-00', '000.000.000-00'),
    fieldType: 'text',
    isRequired: true,
  },
  phone: {
    key: 'phone',
    labels: label('Mobile number', 'Handynummer', 'Número de celular'),
    hints: label(
      'With country code, e.g. +91…',
      'Mit Ländervorwahl, z. B. +91…',
      'Com código do país, ex. +91…',
    ),
    fieldType: 'text',
    isRequired: true,
  },
  iban: {
    key: 'iban',
    labels: label('IBAN', 'IBAN', 'IBAN'),
    hints: label('Your account in your own name', 'Ihr Konto auf Ihren Namen', 'Sua conta em seu nome'),
    fieldType: 'text',
    isRequired: true,
    regexp: IBAN,
  },
  walletId: {
    key: 'wallet_id',
    labels: label('Wallet address', 'Wallet-Adresse', 'Endereço da carteira'),
    hints: label(
      'Check the network before sending',
      'Netzwerk vor dem Senden prüfen',
      'Confira a rede antes de enviar',
    ),
    fieldType: 'text',
    isRequired: true,
  },
  tag: {
    key: 'tag',
    labels: label('Destination tag', 'Destination Tag', 'Tag de destino'),
    hints: label(
      'Required by most exchanges',
      'Von den meisten Börsen verlangt',
      'Exigida pela maioria das corretoras',
    ),
    fieldType: 'text',
    isRequired: false,
    regexp: DESTINATION_TAG,
  },
} satisfies Record<string, ProviderField>;

function agentNumberField(currency: string): ProviderField {
  return {
    key: 'agentNumber',
    labels: label('Agent number', 'Agentennummer', 'Número do agente'),
    fieldType: 'text',
    isRequired: false,
    value: MOBILE_MONEY_AGENTS[currency]!,
  };
}

function networkField(currency: string): ProviderField {
  return {
    key: 'crypto_network',
    labels: label('Network', 'Netzwerk', 'Rede'),
    fieldType: 'select',
    isRequired: true,
    options: CRYPTO[currency]!.networks.map(({ id, name, min, max, regex }) => ({
      id,
      name,
      min,
      max,
      regex,
    })),
  };
}

function method(
  name: string,
  logo: string,
  processingType: ProviderMethod['processingType'],
  limits: Limits,
  fields: ProviderField[] = [],
): ProviderMethod {
  return {
    method: name,
    type: 'form',
    logo: `/images/payments/${logo}.svg`,
    processingType,
    min: limits.min,
    max: limits.max,
    presets: presetsOf(limits),
    fields,
  };
}

function cryptoMethod(currency: string, fields: ProviderField[]): ProviderMethod {
  const crypto = CRYPTO[currency]!;
  const mins = crypto.networks.map((network) => network.min).sort(compareDecimal);
  const maxes = crypto.networks.map((network) => network.max).sort(compareDecimal);
  return {
    method: 'sandbox_crypto',
    type: 'address',
    logo: `/images/payments/${currency.toLowerCase()}.svg`,
    processingType: 'qr',
    min: mins[0]!,
    max: maxes.at(-1)!,
    presets: presetsOf(crypto),
    fields,
  };
}

const servesBrazil = (country: string | undefined) => !country || country.toUpperCase() === 'BR';

/** The sandbox's deposit methods for a currency and the player's payment region. */
export function sandboxDepositMethods(currency: string, country: string | undefined): ProviderMethod[] {
  const methods: ProviderMethod[] = [];
  const card = CARD_LIMITS[currency];
  if (card) methods.push(method('sandbox_card', 'card', 'iframe', card));
  if (card && BANK_CURRENCIES.includes(currency))
    methods.push(method('sandbox_bank', 'bank', 'asyncRedirect', card));
  if (card && VOUCHER_CURRENCIES.includes(currency))
    methods.push(method('sandbox_voucher', 'voucher', 'form', card));
  if (card && MOBILE_MONEY_AGENTS[currency])
    methods.push(
      method('sandbox_mobile_money', 'mobile-money', 'message', card, [
        FIELDS.phone,
        agentNumberField(currency),
      ]),
    );
  if (currency === 'BRL' && servesBrazil(country))
    methods.push(method('sandbox_pix', 'pix', 'qr', PIX_LIMITS, [FIELDS.cpf]));
  if (CRYPTO[currency]) methods.push(cryptoMethod(currency, [networkField(currency)]));
  return methods;
}

/** The sandbox's payout methods: the deposit rails back, crypto to a wallet, fiat paid out in crypto. */
export function sandboxWithdrawalMethods(currency: string, country: string | undefined): ProviderMethod[] {
  const methods: ProviderMethod[] = [];
  const card = CARD_LIMITS[currency];
  if (card) methods.push(method('sandbox_card', 'card', 'form', card));
  if (card && BANK_CURRENCIES.includes(currency))
    methods.push(method('sandbox_bank', 'bank', 'form', card, [FIELDS.iban]));
  if (card && MOBILE_MONEY_AGENTS[currency])
    methods.push(
      method('sandbox_mobile_money', 'mobile-money', 'form', card, [
        FIELDS.phone,
        agentNumberField(currency),
      ]),
    );
  if (currency === 'BRL' && servesBrazil(country))
    methods.push(method('sandbox_pix', 'pix', 'form', PIX_LIMITS, [FIELDS.cpf]));
  if (card && ['EUR', 'USD'].includes(currency))
    methods.push(
      method('sandbox_crypto_payout', 'crypto', 'form', card, [
        {
          key: 'currencyWithdraw',
          labels: label('Receive in', 'Auszahlen in', 'Receber em'),
          fieldType: 'select',
          isRequired: true,
          options: PAYOUT_CURRENCIES,
        },
        FIELDS.walletId,
      ]),
    );
  const crypto = CRYPTO[currency];
  if (crypto) {
    const usesTag = crypto.networks.some((network) => network.usesTag);
    methods.push({
      ...cryptoMethod(currency, [networkField(currency), FIELDS.walletId, ...(usesTag ? [FIELDS.tag] : [])]),
      processingType: 'form',
    });
  }
  return methods;
}

/** The network of a crypto payment, for its limits and address pattern. */
export function cryptoNetwork(currency: string, id: string | undefined): CryptoNetwork | undefined {
  return CRYPTO[currency]?.networks.find((network) => network.id === id);
}
