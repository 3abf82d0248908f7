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

/** How the display locale of each listed currency writes its amounts (spec §1: COP in es-CO, MXN
 * in es-MX, PEN in es-PE, CLP in es-CL, USD in en-US, BRL in pt-BR), as Intl.NumberFormat writes
 * them (CLDR 48, Node's and Chromium's alike) and as `formatMoney`'s test checks against it. The
 * first Intl.NumberFormat of a page loads ICU's number data, 16–28 ms in Chromium before the menu
 * can show a price (docs/decisions/068-money-written-without-intl.md). */
interface MoneyWriting {
  /** The symbol with what separates it from the number (a no-break space, U+00A0, or nothing). */
  symbol: string;
  group: string;
  decimal: string;
  /** es-CL writes `$-2.000`; the others `-$ 2.000`. */
  signAfterSymbol?: true;
}

const writingByCurrency: Readonly<Record<string, MoneyWriting>> = {
  COP: { symbol: '$\u00a0', group: '.', decimal: ',' },
  MXN: { symbol: '$', group: ',', decimal: '.' },
  PEN: { symbol: 'S/\u00a0', group: ',', decimal: '.' },
  CLP: { symbol: '$', group: '.', decimal: ',', signAfterSymbol: true },
  USD: { symbol: '$', group: ',', decimal: '.' },
  BRL: { symbol: 'R$\u00a0', group: '.', decimal: ',' },
};

function writeMoney(minor: number, digits: number, writing: MoneyWriting): string {
  // Half a minor unit rounds away from zero, as Intl's default (halfExpand) does.
  const units = Math.round(Math.abs(minor));
  const scale = 10 ** digits;
  const whole = String(Math.floor(units / scale)).replace(/\B(?=(\d{3})+(?!\d))/g, writing.group);
  const number =
    digits > 0 ? `${whole}${writing.decimal}${String(units % scale).padStart(digits, '0')}` : whole;
  if (minor >= 0 || units === 0) return writing.symbol + number;
  return writing.signAfterSymbol ? `${writing.symbol}-${number}` : `-${writing.symbol}${number}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** An amount through Intl.NumberFormat in its currency's display locale: any currency the
 * storefront does not list (es-CO's way of writing it), and the yardstick of the listed ones. */
export function formatMoneyByIntl(minor: number, currency: string): string {
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

/** The one money formatter of the product. */
export function formatMoney(minor: number, currency: string): string {
  const writing = writingByCurrency[currency];
  if (!writing || !Number.isFinite(minor)) return formatMoneyByIntl(minor, currency);
  return writeMoney(minor, currencyFractionDigits(currency), writing);
}
