import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { VenueImportInput } from '@storefront/domain/venue/venue.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domains, instances, media, suppliers } from '../src/db/schema.ts';
import {
  AggregateVenueImportError,
  importVenues,
  parseVenueFile,
  VenueImportError,
} from '../src/modules/venue/venue.import.ts';
import { forgetVenueReads } from '../src/modules/venue/venue.service.ts';
import { createTestApp, demoVenuesDir, fileApp, rowCounts, storeName, tempDir } from './support/app.ts';

// The operator's import path (venue.import.ts) against a real database: all-or-nothing writes,
// errors that name the file and the field.

const t = fileApp(createTestApp);
let work: string;

beforeAll(async () => {
  work = tempDir('sf-import-');
});
afterAll(async () => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const demoFile = (slug: string) => join(demoVenuesDir, `${slug}.json`);
const demoSlugs = () =>
  readdirSync(demoVenuesDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => file.replace(/\.json$/, ''));

function demoVenue(slug: string): VenueImportInput & Record<string, unknown> {
  return JSON.parse(readFileSync(demoFile(slug), 'utf8'));
}

let dirCount = 0;
/** A fresh folder holding the demo assets and the given venue files (name -> content). */
function venueDir(files: Record<string, unknown>): string {
  const dir = join(work, `case-${++dirCount}`);
  cpSync(join(demoVenuesDir, 'assets'), join(dir, 'assets'), { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return dir;
}

/** A valid venue that does not exist yet (a copy of La Brasa under another slug, no domains). */
function newVenue(slug = 'casa-nueva'): VenueImportInput & Record<string, unknown> {
  return { ...demoVenue('la-brasa'), slug, name: 'Casa Nueva', domains: [] };
}

async function instanceBySlug(slug: string) {
  const rows = await t.database.db.select().from(instances).where(eq(instances.slug, slug));
  return rows[0];
}

async function captureError(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the import to fail');
}

function refreshCaches() {
  forgetVenueReads(t.app.venues);
  t.app.tenancy.invalidate();
}

describe(`importVenues (${storeName})`, () => {
  it('imports every venue file of a directory with its branches, domains and images', async () => {
    // createTestApp imported venues/demo; the store now holds exactly that.
    const counts = await rowCounts(t.database);
    const files = demoSlugs();
    const branches = files.reduce((sum, slug) => sum + (demoVenue(slug).suppliers?.length ?? 0), 0);
    expect(counts).toMatchObject({ instances: files.length, domains: 1, suppliers: branches });
    // at least each venue's logo; catalogue images add more
    expect(counts.media).toBeGreaterThanOrEqual(files.length);

    const brasa = await instanceBySlug('la-brasa');
    expect(brasa).toMatchObject({ name: 'La Brasa Dorada', countryCode: 'CO', currency: 'COP', version: 1 });
    const hosts = await t.database.db.select().from(domains).where(eq(domains.instanceId, brasa!.id));
    expect(hosts.map((d) => d.host)).toEqual(['labrasadorada.example.co']);
    const [logo] = await t.database.db.select().from(media).where(eq(media.instanceId, brasa!.id));
    expect(logo!.contentType).toBe('image/svg+xml');
    expect(
      Buffer.from(logo!.bytes).equals(readFileSync(join(demoVenuesDir, 'assets/la-brasa-logo.svg'))),
    ).toBe(true);
  });

  it('re-importing an unchanged directory changes no row count and reports every venue', async () => {
    const before = await rowCounts(t.database);
    const result = await importVenues(t.database.db, demoVenuesDir);
    expect(result.imported.map((venue) => venue.file)).toEqual(demoSlugs().map((slug) => `${slug}.json`));
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it('updates an edited venue in place and deactivates a branch removed from the file', async () => {
    const before = await instanceBySlug('la-brasa');
    const [usaquenBefore] = await t.database.db.select().from(suppliers).where(eq(suppliers.slug, 'usaquen'));
    const edited = demoVenue('la-brasa');
    edited.name = 'La Brasa Renovada';
    edited.theme = { ...(edited.theme as object), theme_color: '#123456' } as VenueImportInput['theme'];
    edited.suppliers = edited.suppliers!.filter((s) => s.slug !== 'usaquen');
    const dir = venueDir({ 'la-brasa.json': edited });

    const result = await importVenues(t.database.db, dir);
    expect(result.imported).toEqual([{ file: 'la-brasa.json', slug: 'la-brasa', instanceId: before!.id }]);

    const after = await instanceBySlug('la-brasa');
    expect(after!.id).toBe(before!.id);
    expect(after!.name).toBe('La Brasa Renovada');
    expect(after!.version).toBe(before!.version + 1);
    expect((after!.theme as { theme_color: string }).theme_color).toBe('#123456');
    const branches = await t.database.db.select().from(suppliers).where(eq(suppliers.instanceId, before!.id));
    const bySlug = Object.fromEntries(branches.map((s) => [s.slug, s]));
    expect(bySlug.usaquen).toMatchObject({ id: usaquenBefore!.id, active: false });
    expect(bySlug.chapinero!.active).toBe(true);
    expect(bySlug['el-poblado']!.active).toBe(true);

    // The storefront stops answering the removed branch and shows the new name.
    refreshCaches();
    const host = { host: 'la-brasa.localhost' };
    const config = (await t.app.inject({ url: '/domain/config.json', headers: host })).json();
    expect(config.name).toBe('La Brasa Renovada');
    expect(config.suppliers.map((s: { slug: string }) => s.slug)).toEqual(['chapinero', 'el-poblado']);
    const removed = await t.app.inject({ url: '/domain/suppliers/usaquen.json', headers: host });
    expect(removed.statusCode).toBe(404);
    const removedById = await t.app.inject({
      url: `/domain/branches/${usaquenBefore!.id}.json`,
      headers: host,
    });
    expect(removedById.statusCode).toBe(404);

    // Putting the branch back reactivates the same row (its history stays attached).
    await importVenues(t.database.db, demoFile('la-brasa'));
    const [usaquenAgain] = await t.database.db.select().from(suppliers).where(eq(suppliers.slug, 'usaquen'));
    expect(usaquenAgain).toMatchObject({ id: usaquenBefore!.id, active: true });
    expect((await instanceBySlug('la-brasa'))!.name).toBe('La Brasa Dorada');
    refreshCaches();
  });

  it('parses a file into the venue with its images turned into content-addressed media', () => {
    const parsed = parseVenueFile(demoFile('la-brasa'));
    const bytes = readFileSync(join(demoVenuesDir, 'assets/la-brasa-logo.svg'));
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    expect(parsed.venue.header.logo).toBe(`/media/${hash}.svg`);
    expect(parsed.venue.meta.favicon).toBe(`/media/${hash}.svg`);
    expect(parsed.media.some((m) => m.hash === hash && m.contentType === 'image/svg+xml')).toBe(true);
    // catalogue images too, each stored once and addressed by its own hash
    expect(parsed.media.every((m) => m.url === `/media/${m.hash}.svg`)).toBe(true);
    expect(parsed.venue.suppliers).toHaveLength(3);
  });

  it("stores a product's more photos (images) like its image, in order, an upload's ref kept as it is", () => {
    const ref = `media:${'b'.repeat(32)}.800x600`;
    const venue = newVenue();
    const catalog = venue.catalog as { products: Record<string, unknown>[] };
    catalog.products[0]!.images = ['assets/la-brasa-logo.svg', ref];
    const dir = venueDir({ 'casa-nueva.json': venue });
    const parsed = parseVenueFile(join(dir, 'casa-nueva.json'));
    const bytes = readFileSync(join(demoVenuesDir, 'assets/la-brasa-logo.svg'));
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    expect(parsed.venue.catalog.products[0]!.images).toEqual([`/media/${hash}.svg`, ref]);
  });

  it('keeps a photo uploaded in the back office (its media: ref) as it is, as an export writes it', () => {
    const ref = `media:${'a'.repeat(32)}.1200x900`;
    const venue = newVenue();
    venue.header = { logo: ref };
    const dir = venueDir({ 'casa-nueva.json': venue });
    const parsed = parseVenueFile(join(dir, 'casa-nueva.json'));
    expect(parsed.venue.header.logo).toBe(ref);
  });
});

describe(`an invalid venue file is refused whole, naming the file and the field (${storeName})`, () => {
  const invalid: { name: string; path: string; edit: (venue: Record<string, unknown>) => unknown }[] = [
    {
      name: 'a colour that is not #rrggbb',
      path: 'theme.theme_color',
      edit: (v) => ({ ...v, theme: { ...(v.theme as object), theme_color: 'red' } }),
    },
    {
      name: 'a missing required field',
      path: 'name',
      edit: ({ name: _name, ...rest }) => rest,
    },
    {
      name: 'a duplicate branch slug',
      path: 'suppliers.1.slug',
      edit: (v) => {
        const [first, second, ...rest] = v.suppliers as { slug: string }[];
        return { ...v, suppliers: [first, { ...second, slug: first!.slug }, ...rest] };
      },
    },
    {
      name: 'a branch slug reserved by the storefront',
      path: 'suppliers.0.slug',
      edit: (v) => {
        const [first, ...rest] = v.suppliers as { slug: string }[];
        return { ...v, suppliers: [{ ...first, slug: 'api' }, ...rest] };
      },
    },
    {
      name: 'an image file that does not exist',
      path: 'header.logo',
      edit: (v) => ({ ...v, header: { logo: 'assets/missing-logo.svg' } }),
    },
    {
      name: "a product's extra photo file that does not exist",
      path: 'catalog.products.0.images.1',
      edit: (v) => {
        const catalog = v.catalog as { products: Record<string, unknown>[] };
        const [first, ...rest] = catalog.products;
        const images = ['assets/la-brasa-logo.svg', 'assets/missing.png'];
        return { ...v, catalog: { ...catalog, products: [{ ...first, images }, ...rest] } };
      },
    },
    {
      name: 'an unsupported image type',
      path: 'meta.favicon',
      edit: (v) => ({ ...v, meta: { favicon: 'assets/la-brasa-logo.gif' } }),
    },
    {
      name: 'a lone UTF-16 surrogate escape in a text ("\\ud800")',
      path: 'name',
      edit: (v) => ({ ...v, name: 'Casa \ud800 Nueva' }),
    },
    {
      name: 'a U+0000 in a nested text',
      path: 'suppliers.0.label',
      edit: (v) => {
        const [first, ...rest] = v.suppliers as { label: string }[];
        return { ...v, suppliers: [{ ...first, label: 'Sede\u0000' }, ...rest] };
      },
    },
    {
      name: 'an invalid country code and currency at once',
      path: 'currency',
      edit: (v) => ({ ...v, country_code: 'Colombia', currency: 'pesos' }),
    },
  ];

  for (const { name, path, edit } of invalid) {
    it(`refuses ${name} (${path})`, async () => {
      const dir = venueDir({ 'casa-nueva.json': edit(newVenue()) });
      const file = join(dir, 'casa-nueva.json');
      const before = await rowCounts(t.database);

      const error = await captureError(importVenues(t.database.db, file));
      expect(error).toBeInstanceOf(AggregateVenueImportError);
      const [fileError] = (error as AggregateVenueImportError).errors;
      expect(fileError).toBeInstanceOf(VenueImportError);
      expect(fileError!.file).toBe(file);
      expect(fileError!.issues.map((issue) => issue.path)).toContain(path);
      expect(error.message).toContain(file);
      expect(error.message).toContain(`${path}:`);

      expect(() => parseVenueFile(file)).toThrow(VenueImportError);
      expect(await rowCounts(t.database)).toEqual(before);
      expect(await instanceBySlug('casa-nueva')).toBeUndefined();
    });
  }

  it('refuses a file that is not JSON', async () => {
    const dir = venueDir({ 'broken.json': '{ "slug": "casa-nueva", ' });
    const error = await captureError(importVenues(t.database.db, dir));
    expect(error).toBeInstanceOf(AggregateVenueImportError);
    expect(error.message).toContain('broken.json');
    expect(error.message).toContain('not readable JSON');
  });

  it('writes nothing from a directory holding one valid and one invalid file', async () => {
    const bad = {
      ...newVenue('casa-mala'),
      theme: { ...(newVenue().theme as object), page_bgcolor: 'white' },
    };
    const dir = venueDir({ 'a-valid.json': newVenue('casa-valida'), 'b-invalid.json': bad });
    const before = await rowCounts(t.database);

    const error = await captureError(importVenues(t.database.db, dir));
    expect(error).toBeInstanceOf(AggregateVenueImportError);
    const errors = (error as AggregateVenueImportError).errors;
    expect(errors.map((e) => basename(e.file))).toEqual(['b-invalid.json']);
    expect(errors[0]!.issues.map((issue) => issue.path)).toEqual(['theme.page_bgcolor']);

    expect(await rowCounts(t.database)).toEqual(before);
    expect(await instanceBySlug('casa-valida')).toBeUndefined();
  });

  it('refuses two files of one directory that name the same venue slug', async () => {
    const dir = venueDir({
      'a.json': newVenue('casa-doble'),
      'b.json': { ...newVenue('casa-doble'), name: 'Otra' },
    });
    const before = await rowCounts(t.database);

    const error = await captureError(importVenues(t.database.db, dir));
    expect(error).toBeInstanceOf(AggregateVenueImportError);
    const [only] = (error as AggregateVenueImportError).errors;
    expect(basename(only!.file)).toBe('b.json');
    expect(only!.issues).toEqual([{ path: 'slug', message: 'casa-doble is also the slug of a.json' }]);
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it('refuses a domain that belongs to another venue and rolls the venue back', async () => {
    const intruder = { ...newVenue('intruso'), domains: ['intruso.example.com', 'labrasadorada.example.co'] };
    const dir = venueDir({ 'intruso.json': intruder });
    const before = await rowCounts(t.database);

    const error = await captureError(importVenues(t.database.db, dir));
    expect(error).toBeInstanceOf(VenueImportError);
    expect((error as VenueImportError).file).toBe(join(dir, 'intruso.json'));
    expect((error as VenueImportError).issues).toEqual([
      { path: 'domains.1', message: 'labrasadorada.example.co belongs to another venue' },
    ]);

    expect(await rowCounts(t.database)).toEqual(before);
    expect(await instanceBySlug('intruso')).toBeUndefined();
    const [owner] = await t.database.db
      .select({ slug: instances.slug })
      .from(domains)
      .innerJoin(instances, eq(instances.id, domains.instanceId))
      .where(eq(domains.host, 'labrasadorada.example.co'));
    expect(owner!.slug).toBe('la-brasa');
  });

  it('writes nothing from a directory when a later file claims a domain already taken', async () => {
    const dir = venueDir({
      'a-valid.json': newVenue('casa-valida'),
      'b-intruder.json': { ...newVenue('intruso'), domains: ['labrasadorada.example.co'] },
    });
    const before = await rowCounts(t.database);

    const error = await captureError(importVenues(t.database.db, dir));
    expect(error).toBeInstanceOf(VenueImportError);
    expect(error.message).toContain('b-intruder.json');
    expect(await rowCounts(t.database)).toEqual(before);
    expect(await instanceBySlug('casa-valida')).toBeUndefined();
  });
});
