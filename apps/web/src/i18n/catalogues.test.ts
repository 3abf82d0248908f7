import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { errorMessages } from '@storefront/domain/errors/error-messages';
import { type KeyUse, keys, keyUses, sources, type Words, worded } from '@storefront/ui/test/key-uses.ts';
import { describe, expect, it } from 'vitest';

// Every user-facing string is worded in es, en and pt; country overlays only re-word keys that exist.
const root = join(import.meta.dirname, 'locales');
const codes = readdirSync(root);
const baseLangs = ['es', 'en', 'pt'];

function catalogue(code: string, namespace: string): unknown {
  return JSON.parse(readFileSync(join(root, code, `${namespace}.json`), 'utf8'));
}

const namespaces = readdirSync(join(root, 'es')).map((file) => file.replace(/\.json$/, ''));

// Every key the storefront's code and the UI primitives it shares (packages/ui) ask for is worded
// (the reading of `t` calls: packages/ui/src/test/key-uses.ts); the console's keys are its own test's.
const src = join(import.meta.dirname, '..');
const uiSrc = join(import.meta.dirname, '../../../../packages/ui/src');
const everyUse: KeyUse[] = [...sources(src), ...sources(uiSrc)].flatMap((file) =>
  keyUses(file, relative(src, file), 'common'),
);

function wordsOf(lang: string, ns: string): Words | undefined {
  if (ns === 'errors') return errorMessages[lang as keyof typeof errorMessages] as unknown as Words;
  return namespaces.includes(ns) ? (catalogue(lang, ns) as Words) : undefined;
}

describe('the keys the code asks for', () => {
  it('finds the calls, whatever their options', () => {
    expect(everyUse.length).toBeGreaterThan(450);
    expect(everyUse).toContainEqual(
      expect.objectContaining({ where: 'app/shell/left-panel.tsx', ns: 'shell', key: 'left_panel.language' }),
    );
  });

  it.each(baseLangs)('words every key in %s', (lang) => {
    const missing = everyUse
      .filter((use) => !worded(use, [...namespaces, 'errors'], (ns) => wordsOf(lang, ns)))
      .map((use) => `${use.where}: ${use.ns ?? '?'}:${use.key}`);
    expect(missing).toEqual([]);
  });
});

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
});
