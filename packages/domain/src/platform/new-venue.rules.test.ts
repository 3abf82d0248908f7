import { describe, expect, it } from 'vitest';
import { venueImportSchema } from '../venue/venue.schema.ts';
import { consoleWords } from './console-words.ts';
import {
  countryTemplates,
  monogramSvg,
  newVenueFile,
  newVenueSchema,
  templateCountries,
} from './new-venue.rules.ts';

const form = {
  name: 'Arepas Doña Rosa',
  slug: 'arepas-rosa',
  country_code: 'CO',
  branch_slug: 'centro',
  branch_label: 'Centro',
  owner_email: 'Rosa@Example.co',
};

describe('newVenueSchema', () => {
  it('takes the console form, lower-casing the address and the e-mail', () => {
    expect(newVenueSchema.parse({ ...form, slug: 'Arepas-Rosa' })).toMatchObject({
      slug: 'arepas-rosa',
      owner_email: 'rosa@example.co',
      domains: [],
    });
  });

  it('refuses a reserved address, a country without a template and a malformed domain', () => {
    expect(newVenueSchema.safeParse({ ...form, slug: 'staff' }).success).toBe(false);
    expect(newVenueSchema.safeParse({ ...form, branch_slug: 'platform' }).success).toBe(false);
    expect(newVenueSchema.safeParse({ ...form, country_code: 'AR' }).success).toBe(false);
    expect(newVenueSchema.safeParse({ ...form, domains: ['not a domain'] }).success).toBe(false);
  });
});

describe('newVenueFile', () => {
  it.each(templateCountries)(
    "makes a valid venue file in %s's money, wording, languages and clock",
    (country) => {
      const venue = venueImportSchema.parse(
        newVenueFile(newVenueSchema.parse({ ...form, country_code: country }), '/media/logo.svg'),
      );
      const template = countryTemplates[country];
      expect(venue).toMatchObject({
        country_code: country,
        currency: template.currency,
        locale: template.locale,
        language: template.language,
        timezone: template.timezone,
        status: 'active',
      });
      expect(venue.suppliers).toMatchObject([{ slug: 'centro', label: 'Centro', service_take_away: true }]);
      expect(venue.catalog.products).toEqual([]);
    },
  );
});

describe('monogramSvg', () => {
  it("draws the first letters of the venue's first two words, and nothing it was given as markup", () => {
    expect(monogramSvg('Arepas Doña Rosa')).toContain('>AD</text>');
    expect(monogramSvg('<script>')).not.toContain('<script>');
  });
});

describe('consoleWords', () => {
  it('words every key in es, en and pt, and every template country', () => {
    const keys = Object.keys(consoleWords.en).sort();
    for (const lang of ['es', 'pt'] as const) expect(Object.keys(consoleWords[lang]).sort()).toEqual(keys);
    for (const lang of ['es', 'en', 'pt'] as const) {
      for (const country of templateCountries) expect(consoleWords[lang].countries[country]).toBeTruthy();
    }
  });
});
