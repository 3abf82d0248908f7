import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';

// One country's words on every screen (docs/decisions/010-country-wording.md): the storefront in a
// country's Spanish says that country's word for each thing that is worded differently from one
// country to another, never another country's (a Colombian bill named its groups "Propina de la
// mesa" and "Tu propina" while its choices said "Sin servicio" and its totals "Servicio"). Each
// country's words of ADR 010's table, with the waiter and two allergens that overlays word too.
// Every entry of every namespace is resolved as the diner's translator resolves it in that country
// (overlay, base Spanish, `$t()` references), and none holds a word of another country's set.
// A word that is also an everyday word elsewhere is left out: "servicio" is Colombia's tip and
// every country's service ("Políticas de servicio"), so only "propina" is looked for in Colombia;
// "local" is Peru's and Chile's branch and everyone's premises ("Por pagar en el local").
// The error texts (spec §8, the server's, one per language) are the spec's own and not overlaid.

type Country = 'DEFAULT' | 'CO' | 'PE' | 'CL' | 'MX' | 'SV' | 'PA';

/** For each thing worded by country, the words each country uses for it. */
const countryWords: Record<string, Record<Country, readonly string[]>> = {
  'delivery service': {
    DEFAULT: ['delivery'],
    CO: ['domicilio'],
    PE: ['delivery'],
    CL: ['delivery'],
    MX: ['delivery'],
    SV: ['a domicilio'],
    PA: ['delivery'],
  },
  branch: {
    DEFAULT: ['sucursal', 'sucursales'],
    CO: ['sede', 'sedes'],
    PE: ['local', 'locales'],
    CL: ['local', 'locales'],
    MX: ['sucursal', 'sucursales'],
    SV: ['sucursal', 'sucursales'],
    PA: ['sucursal', 'sucursales'],
  },
  'card reader': {
    DEFAULT: ['terminal'],
    CO: ['datáfono'],
    PE: ['pos'],
    CL: ['máquina de pago'],
    MX: ['terminal'],
    SV: ['pos'],
    PA: ['terminal'],
  },
  tip: {
    DEFAULT: ['propina'],
    CO: ['servicio'],
    PE: ['propina'],
    CL: ['propina'],
    MX: ['propina'],
    SV: ['propina'],
    PA: ['propina'],
  },
  waiter: {
    DEFAULT: ['mesero', 'meseros'],
    CO: ['mesero', 'meseros'],
    PE: ['mozo', 'mozos'],
    CL: ['garzón', 'garzones'],
    MX: ['mesero', 'meseros'],
    SV: ['mesero', 'meseros'],
    PA: ['mesero', 'meseros'],
  },
  peanuts: {
    DEFAULT: ['maní'],
    CO: ['maní'],
    PE: ['maní'],
    CL: ['maní'],
    MX: ['cacahuate'],
    SV: ['maní'],
    PA: ['maní'],
  },
  sesame: {
    DEFAULT: ['ajonjolí'],
    CO: ['ajonjolí'],
    PE: ['ajonjolí'],
    CL: ['sésamo'],
    MX: ['ajonjolí'],
    SV: ['ajonjolí'],
    PA: ['ajonjolí'],
  },
};

/** Everyday words as well as one country's word for a thing: never taken for another country's. */
const everydayWords = new Set(['servicio', 'local', 'locales']);

const countries = Object.keys(countryWords.branch!) as Country[];

/** The words a country's screens must not show: the other countries' words for each thing, but
 * those its own words contain or that contain one of its own (SV's "a domicilio" and CO's "domicilio"). */
export function foreignWords(country: Country): string[] {
  const found = new Set<string>();
  for (const byCountry of Object.values(countryWords)) {
    const own = byCountry[country];
    for (const other of countries)
      for (const word of byCountry[other])
        if (!everydayWords.has(word) && !own.some((mine) => mine.includes(word) || word.includes(mine)))
          found.add(word);
  }
  return [...found].sort();
}

const root = join(import.meta.dirname, 'locales');
const namespaces = readdirSync(join(root, 'es')).map((file) => file.replace(/\.json$/, ''));

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

/** Every entry of the storefront as a country's diner reads it, `ns:key` → words. */
function resolvedWords(country: Country): [string, string][] {
  const lng = country === 'DEFAULT' ? 'es' : `es-${country}`;
  return namespaces.flatMap((ns) =>
    keys(JSON.parse(readFileSync(join(root, 'es', `${ns}.json`), 'utf8'))).map((key): [string, string] => [
      `${ns}:${key}`,
      i18n.t(`${ns}:${key}`, { lng }),
    ]),
  );
}

const wordPattern = (word: string) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'iu');

describe('country wording', () => {
  it('has a set of words for each country the spec names', () => {
    expect(countries).toEqual(['DEFAULT', 'CO', 'PE', 'CL', 'MX', 'SV', 'PA']);
    for (const country of countries.filter((c) => c !== 'DEFAULT'))
      expect(readdirSync(root)).toContain(`es-${country}`);
    expect(foreignWords('CO')).toContain('propina');
    expect(foreignWords('CO')).not.toContain('servicio');
    expect(foreignWords('SV')).not.toContain('domicilio');
  });

  it.each(countries)('shows no word of another country in %s', (country) => {
    const words = resolvedWords(country);
    expect(words.length).toBeGreaterThan(500);
    const mixed = foreignWords(country).flatMap((word) =>
      words
        .filter(([, text]) => wordPattern(word).test(text))
        .map(([key, text]) => `${key} "${text}" (${word})`),
    );
    expect(mixed).toEqual([]);
  });
});
