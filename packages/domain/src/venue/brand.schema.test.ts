import { describe, expect, it } from 'vitest';
import { brandEditSchema } from './brand.schema.ts';
import { venueImportSchema } from './venue.schema.ts';

// The brand editor and the venue file validate alike: the editor's schema is picked from the
// import's, so what one takes the other takes (docs/back-office.md#brand).

/** A venue file as small as the import takes. */
const demo: Record<string, unknown> = {
  slug: 'la-brasa',
  name: 'La Brasa Dorada',
  country_code: 'CO',
  currency: 'COP',
  language: 'es',
  langs: ['es', 'en'],
  theme: {
    theme_color: '#b3261e',
    titles_txt_color: '#1a1a1a',
    page_bgcolor: '#ffffff',
    header_bgcolor: '#1a1a1a',
    header_txt_color: '#ffffff',
    preload_background: '#1a1a1a',
  },
  header: { logo: 'assets/la-brasa-logo.svg' },
  suppliers: [{ slug: 'chapinero', label: 'Chapinero' }],
};
/** The file's images are paths the import uploads; the editor's are what it can serve. */
const served = {
  header: { logo: 'https://cdn.example.com/la-brasa.png' },
  preload: { logo: null },
  meta: { favicon: null },
  linktree_logo: { thumb: null },
};

describe('the venue file and the brand editor', () => {
  it('take legal texts and the locked notice contacts, none by default', () => {
    expect(venueImportSchema.parse(demo)).toMatchObject({
      legal: { terms: null, privacy: null },
      notice_contacts: { email: null, phone: null },
    });
    const venue = venueImportSchema.parse({
      ...demo,
      legal: { terms: { es: 'Términos', en: 'Terms' } },
      notice_contacts: { email: 'hola@la-brasa.test', phone: '+57 601 555 0100' },
    });
    expect(venue.legal).toEqual({ terms: { es: 'Términos', en: 'Terms' }, privacy: null });
  });

  it('refuse the same bad values, each at its path', () => {
    const bad = {
      legal: { terms: {} },
      notice_contacts: { email: 'nobody', phone: 'call me' },
      theme: { ...(demo.theme as object), theme_color: 'red' },
    };
    const paths = (issues: { path: PropertyKey[] }[]) => issues.map((i) => i.path.join('.')).sort();
    const fromFile = venueImportSchema.safeParse({ ...demo, ...bad });
    const fromEditor = brandEditSchema.safeParse({ ...demo, ...served, ...bad, banners: [], version: 1 });
    const expected = ['legal.terms', 'notice_contacts.email', 'notice_contacts.phone', 'theme.theme_color'];
    expect(paths(fromFile.error!.issues)).toEqual(expected);
    expect(paths(fromEditor.error!.issues)).toEqual(expected);
  });

  it('the editor also wants the default language offered, known languages only, and images it can serve', () => {
    const form = { ...demo, ...served, banners: [], version: 3 };
    expect(brandEditSchema.safeParse(form).success).toBe(true);
    const paths = (input: object) =>
      brandEditSchema
        .safeParse(input)
        .error!.issues.map((i) => i.path.join('.'))
        .sort();
    expect(paths({ ...form, langs: ['es', 'fr'] })).toEqual(['langs.1']);
    // the rules across fields, once every field is well formed
    expect(paths({ ...form, language: 'pt', header: { logo: 'javascript:alert(1)' } })).toEqual([
      'header.logo',
      'language',
    ]);
  });
});
