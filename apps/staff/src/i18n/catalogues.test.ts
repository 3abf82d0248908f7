import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { errorMessages } from '@storefront/domain/errors/error-messages';
import { keys, keyUses, sources, type Words, worded } from '@storefront/ui/test/key-uses.ts';
import { describe, expect, it } from 'vitest';

// The console's words (es, en, pt in this folder, never loaded by the storefront): every key its code
// asks for resolves in its `staff` namespace or the domain's error texts, in each language.
const src = join(import.meta.dirname, '..');
const staffWords = (lang: string): Words =>
  JSON.parse(readFileSync(join(import.meta.dirname, `${lang}.json`), 'utf8'));
const everyUse = sources(src).flatMap((file) => keyUses(file, relative(src, file), 'staff'));

function wordsOf(lang: string, ns: string): Words | undefined {
  if (ns === 'errors') return errorMessages[lang as keyof typeof errorMessages] as unknown as Words;
  return ns === 'staff' ? staffWords(lang) : undefined;
}

describe('the staff console’s words', () => {
  it('finds the calls of every screen', () => {
    expect(everyUse.length).toBeGreaterThan(150);
    expect(everyUse).toContainEqual(expect.objectContaining({ where: 'app/layout.tsx', ns: 'staff' }));
  });

  it.each(['es', 'en', 'pt'])('words every key the console asks for in %s', (lang) => {
    const missing = everyUse
      .filter((use) => !worded(use, ['staff', 'errors'], (ns) => wordsOf(lang, ns)))
      .map((use) => `${use.where}: ${use.ns ?? '?'}:${use.key}`);
    expect(missing).toEqual([]);
  });

  it('has the same keys in es, en and pt', () => {
    const expected = keys(staffWords('es')).sort();
    for (const lang of ['en', 'pt']) expect(keys(staffWords(lang)).sort(), lang).toEqual(expected);
  });
});
