// WCAG 2.2 contrast from the venue theme: venue colours are data, so readable text is computed,
// not assumed.

function channel(value: number): number {
  const s = value / 255;
  return s <= 0.039_28 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const AA_NORMAL_TEXT = 4.5;

/** The venue's text colour when it reads on the background (AA), else black or white, whichever
 * reads better. */
export function readableText(background: string, preferred?: string | null): string {
  if (preferred && contrastRatio(preferred, background) >= AA_NORMAL_TEXT) return preferred;
  return contrastRatio('#ffffff', background) >= contrastRatio('#111111', background) ? '#ffffff' : '#111111';
}
