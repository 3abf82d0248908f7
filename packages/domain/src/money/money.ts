// Money is integer minor units plus a currency code, formatted only at the edge (architecture §5).
// Display locale and fraction digits follow spec §1 and §9.

const localeByCurrency: Readonly<Record<string, string>> = {
  MXN: 'es-MX',
  PEN: 'es-PE',
  CLP: 'es-CL',
  USD: 'en-US',
  BRL: 'pt-BR',
};
const zeroDecimalCurrencies = new Set(['COP', 'CLP']);

/** The display locale of a currency (spec §1): anything not listed uses es-CO. */
export function currencyLocale(currency: string): string {
  return localeByCurrency[currency] ?? 'es-CO';
}

/** Fraction digits shown and stored for a currency (spec §9: COP and CLP 0, others 2). */
export function currencyFractionDigits(currency: string): number {
  return zeroDecimalCurrencies.has(currency) ? 0 : 2;
}

export function toMajorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyFractionDigits(currency);
}

export function toMinorUnits(major: number, currency: string): number {
  return Math.round(major * 10 ** currencyFractionDigits(currency));
}

/** A typed amount in major units (comma or dot decimals) as minor units, or null. */
export function parseAmount(text: string, currency: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  const minor = toMinorUnits(Number(normalized), currency);
  return minor > 0 ? minor : null;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** The one money formatter of the product. */
export function formatMoney(minor: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    const digits = currencyFractionDigits(currency);
    formatter = new Intl.NumberFormat(currencyLocale(currency), {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(currency, formatter);
  }
  return formatter.format(toMajorUnits(minor, currency));
}
