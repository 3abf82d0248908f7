import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every user-facing string is worded in es, en and pt; country overlays only re-word keys that exist.
const root = join(import.meta.dirname, 'locales');
const codes = readdirSync(root);
const baseLangs = ['es', 'en', 'pt'];

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function catalogue(code: string, namespace: string): unknown {
  return JSON.parse(readFileSync(join(root, code, `${namespace}.json`), 'utf8'));
}

const namespaces = readdirSync(join(root, 'es')).map((file) => file.replace(/\.json$/, ''));

describe('i18n catalogues', () => {
  it.each(namespaces)('words every %s key in es, en and pt', (namespace) => {
    const expected = keys(catalogue('es', namespace)).sort();
    for (const lang of ['en', 'pt']) expect(keys(catalogue(lang, namespace)).sort(), lang).toEqual(expected);
  });

  it('keeps country overlays to keys their language already has', () => {
    for (const code of codes.filter((c) => !baseLangs.includes(c))) {
      const lang = code.split('-')[0]!;
      for (const file of readdirSync(join(root, code))) {
        const namespace = file.replace(/\.json$/, '');
        const base = new Set(keys(catalogue(lang, namespace)));
        for (const key of keys(catalogue(code, namespace)))
          expect(base.has(key), `${code}/${namespace}: ${key}`).toBe(true);
      }
    }
  });

  it('has an overlay for each country the spec names (CO, PE, CL, MX, SV, PA)', () => {
    for (const country of ['CO', 'PE', 'CL', 'MX', 'SV', 'PA']) expect(codes).toContain(`es-${country}`);
  });

  it('words every key of the staff console (i18n/staff, never loaded by the storefront) in es, en and pt', () => {
    const staff = (lang: string) =>
      JSON.parse(readFileSync(join(import.meta.dirname, 'staff', `${lang}.json`), 'utf8'));
    const expected = keys(staff('es')).sort();
    for (const lang of ['en', 'pt']) expect(keys(staff(lang)).sort(), lang).toEqual(expected);
  });
});
