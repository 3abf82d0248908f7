// The venue's legal texts on the storefront (docs/decisions/110-legal-texts-in-the-storefront.md).

/** The documents a venue may publish; the storefront's `/legal/{document}` takes these. */
export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export const isLegalDocument = (value: string): value is LegalDocument =>
  (LEGAL_DOCUMENTS as readonly string[]).includes(value);

/** A legal text in the diner's language, else in the venue's own, else in the first language it was
 * written in, with the language it is in (for the page's `lang`); null when the venue has none. */
export function legalTextFor(
  text: Partial<Record<string, string>> | null,
  lang: string,
  venueLang: string,
): { lang: string; text: string } | null {
  if (!text) return null;
  for (const candidate of [lang, venueLang, ...Object.keys(text)]) {
    const value = text[candidate];
    if (value) return { lang: candidate, text: value };
  }
  return null;
}
