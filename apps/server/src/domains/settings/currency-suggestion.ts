// Currencies of the countries we know players from; anything else gets the base currency.
const euroCountries = [
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
  'AD',
  'MC',
  'SM',
  'VA',
  'ME',
  'XK',
];
const currencyByCountry: Record<string, string> = {
  ...Object.fromEntries(euroCountries.map((code) => [code, 'EUR'])),
  BR: 'BRL',
  CA: 'CAD',
  GB: 'GBP',
  TR: 'TRY',
  IN: 'INR',
  JP: 'JPY',
  US: 'USD',
  RU: 'RUB',
};

/** The country's own currency when it is enabled, else the base currency. */
export function suggestCurrency(
  country: string | null,
  enabled: { code: string; isBase: boolean }[],
): string {
  const own = country ? currencyByCountry[country] : undefined;
  if (own && enabled.some((currency) => currency.code === own)) return own;
  return (enabled.find((currency) => currency.isBase) ?? enabled[0])?.code ?? 'EUR';
}
