import { z } from 'zod';
import { reservedSlugs, slugPattern } from '../venue/venue.paths.ts';
import type { VenueImportInput } from '../venue/venue.schema.ts';

// A venue the platform's operator creates from the console (issue 56 "Must work" 1,
// docs/decisions/123-platform-console.md): a country's template (currency, wording, languages, time
// zone) and a first branch, which the owner then fills in from their own back office.

/** What each country a venue may start in brings: its money, its wording (the locale), its
 * languages and its clock. */
export const countryTemplates = {
  CO: { currency: 'COP', locale: 'es-CO', language: 'es', langs: ['es', 'en'], timezone: 'America/Bogota' },
  MX: {
    currency: 'MXN',
    locale: 'es-MX',
    language: 'es',
    langs: ['es', 'en'],
    timezone: 'America/Mexico_City',
  },
  BR: {
    currency: 'BRL',
    locale: 'pt-BR',
    language: 'pt',
    langs: ['pt', 'es', 'en'],
    timezone: 'America/Sao_Paulo',
  },
  CL: { currency: 'CLP', locale: 'es-CL', language: 'es', langs: ['es', 'en'], timezone: 'America/Santiago' },
  PE: { currency: 'PEN', locale: 'es-PE', language: 'es', langs: ['es', 'en'], timezone: 'America/Lima' },
} as const;
export type TemplateCountry = keyof typeof countryTemplates;
export const templateCountries = Object.keys(countryTemplates) as TemplateCountry[];

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .min(2)
  .max(63)
  .regex(slugPattern, 'lowercase letters, digits and inner hyphens only')
  .refine((value) => !reservedSlugs.has(value), 'this name is reserved by the storefront');
const host = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'a domain like pedidos.example.com',
  );

/** The console's "New venue" form. */
export const newVenueSchema = z.object({
  slug,
  name: z.string().trim().min(1).max(120),
  country_code: z.enum(templateCountries as [TemplateCountry, ...TemplateCountry[]]),
  branch_slug: slug,
  branch_label: z.string().trim().min(1).max(120),
  owner_email: z.email().max(200).trim().toLowerCase(),
  /** Custom domains, one per line or comma; the subdomain `<slug>.<platform>` always answers. */
  domains: z.array(host).max(5).default([]),
});
export type NewVenue = z.infer<typeof newVenueSchema>;

/** Why a venue is locked, which the operator gives and the audit keeps. */
export const lockReasonSchema = z.string().trim().min(3).max(300);

/** Days a removed venue's data is kept (locked) before it is deleted, unless the operator keeps it. */
export const REMOVAL_RETENTION_DAYS = 30;

/** The venue file of a new venue: the template's country, one branch taking take-away orders, no
 * menu yet, the platform's neutral colours and the logo given (a generated monogram). */
export function newVenueFile(venue: NewVenue, logo: string): VenueImportInput {
  const template = countryTemplates[venue.country_code];
  return {
    slug: venue.slug,
    name: venue.name,
    status: 'active',
    country_code: venue.country_code,
    currency: template.currency,
    locale: template.locale,
    language: template.language,
    langs: [...template.langs],
    timezone: template.timezone,
    domains: venue.domains,
    theme: {
      theme_color: '#7a2417',
      titles_txt_color: '#3b1a12',
      page_bgcolor: '#fff8ef',
      header_bgcolor: '#7a2417',
      header_txt_color: '#ffffff',
      preload_background: '#fff8ef',
    },
    header: { logo },
    meta: { favicon: logo },
    suppliers: [{ slug: venue.branch_slug, label: venue.branch_label, service_take_away: true }],
  };
}

/** A monogram logo of the venue's initials until the owner uploads one (SVG). */
export function monogramSvg(name: string): string {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => [...word][0]?.toUpperCase() ?? '')
      .join('') || '?';
  const safe = initials.replace(/[<>&"']/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><circle cx="48" cy="48" r="46" fill="#7a2417"/><text x="48" y="60" font-family="sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="#fff">${safe}</text></svg>`;
}
