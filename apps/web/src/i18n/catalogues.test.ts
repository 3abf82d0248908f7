import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { errorMessages } from '@storefront/domain/errors/error-messages';
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

// Every key the code asks for is worded: each `t('…')` of the storefront and of the staff console,
// whatever its options (`lng` asks in another language, `ns` in another namespace, `count` for a
// plural form), resolves in es, en and pt; a key built from a template (`status.${s}`) names a group
// of words that exists. The namespace of a key without `ns:` is the one of the `useTranslation`
// above it in its file (the console's is `staff`); a `t` handed to a helper, the file's own ones.
const src = join(import.meta.dirname, '..');

/** A file's code without its comments (which may quote a key). */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The text of a call's arguments after its first, up to the call's closing parenthesis. */
function restOfCall(text: string, from: number): string {
  let depth = 1;
  for (let i = from; i < text.length; i += 1) {
    const char = text[i];
    if (char === '(' || char === '{' || char === '[') depth += 1;
    else if (char === ')' || char === '}' || char === ']') depth -= 1;
    if (depth === 0) return text.slice(from, i);
  }
  return text.slice(from);
}

interface KeyUse {
  where: string;
  /** `ns:key`, the namespace worked out; `ns` is null where the file leaves it to its caller. */
  ns: string | null;
  key: string;
  /** Under a `keyPrefix` its caller names (`useTranslation(words.ns, { keyPrefix: words.keyPrefix })`):
   * some group of words holds it. */
  prefixed: boolean;
  /** Built from a template: the words under `key` (a group) must exist. */
  group: boolean;
  plural: boolean;
}

/** Every `t('…')` and `t(\`…\`)` of a file, with the namespace it reads. */
function keyUses(file: string): KeyUse[] {
  const text = code(file);
  const where = relative(src, file);
  const staff = where.startsWith('features/staff/');
  const defaultNs = staff ? 'staff' : 'common';
  const scopes = [...text.matchAll(/useTranslation\(\s*([^)]*)\)/g)].map((m) => {
    const args = m[1]!.trim();
    const literal = /^(?:\[\s*)?['"]([a-z-]+)['"]/.exec(args);
    const prefix = /keyPrefix:\s*['"]([\w.]+)['"]/.exec(args)?.[1];
    const known = args === '' || (literal !== null && (!/keyPrefix/.test(args) || prefix !== undefined));
    return { at: m.index, ns: args === '' ? defaultNs : known ? literal![1]! : null, prefix };
  });
  const uses: KeyUse[] = [];
  for (const m of text.matchAll(/(?<![\w$])(?:i18n\.)?t\(\s*(?:(['"])([^'"]+)\1|`([^`]+)`)/g)) {
    const literal = m[2] ?? m[3]!;
    const templated = m[3]?.includes('${') ?? false;
    const options = restOfCall(text, m.index + m[0].length);
    const scope = scopes.filter((s) => s.at < m.index).at(-1);
    const viaInstance = m[0].startsWith('i18n.');
    let ns: string | null = viaInstance ? defaultNs : scope ? scope.ns : null;
    let prefixed = !viaInstance && scope !== undefined && scope.ns === null;
    let key = templated ? literal.slice(0, literal.indexOf('${')) : literal;
    const colon = /^([a-z-]+):/.exec(key);
    if (colon) {
      ns = colon[1]!;
      key = key.slice(colon[0].length);
      prefixed = false;
    } else {
      const optionNs = /\bns:\s*['"]([a-z-]+)['"]/.exec(options)?.[1];
      if (optionNs) ns = optionNs;
      if (scope?.prefix && !viaInstance) key = `${scope.prefix}.${key}`;
    }
    if (templated) {
      // `status.${s}`: the group `status`; `errors:${key}` names the whole namespace
      key = key.replace(/\.$/, '');
      if (key === '' || !/^[\w.]+$/.test(key)) continue;
    }
    uses.push({ where, ns, key, prefixed, group: templated, plural: /\bcount\b/.test(options) });
  }
  return uses;
}

type Words = Record<string, unknown>;
const staffWords = (lang: string): Words =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'staff', `${lang}.json`), 'utf8'));

function wordsOf(lang: string, ns: string, staff: boolean): Words | undefined {
  if (ns === 'errors') return errorMessages[lang as keyof typeof errorMessages] as unknown as Words;
  if (staff && ns === 'staff') return staffWords(lang);
  return namespaces.includes(ns) ? (catalogue(lang, ns) as Words) : undefined;
}

/** Every group of words of a tree, itself included. */
function groups(words: unknown): Words[] {
  if (typeof words !== 'object' || words === null) return [];
  return [words as Words, ...Object.values(words).flatMap(groups)];
}

function at(words: Words | undefined, key: string): unknown {
  let node: unknown = words;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Words)[part];
  }
  return node;
}

/** Whether a use finds its words in a language. */
function worded(use: KeyUse, lang: string): boolean {
  const staff = use.where.startsWith('features/staff/');
  const candidates = use.ns ? [use.ns] : staff ? ['staff', 'errors'] : [...namespaces, 'errors'];
  return candidates.some((ns) =>
    (use.prefixed ? groups(wordsOf(lang, ns, staff)) : [wordsOf(lang, ns, staff)]).some((words) => {
      if (use.group) return typeof at(words, use.key) === 'object';
      if (typeof at(words, use.key) === 'string') return true;
      return use.plural && typeof at(words, `${use.key}_other`) === 'string';
    }),
  );
}

// The storefront's own code and the UI primitives it shares with the console (packages/ui).
const uiSrc = join(import.meta.dirname, '../../../../packages/ui/src');
const everyUse = [...sources(src), ...sources(uiSrc)].flatMap(keyUses);

describe('the keys the code asks for', () => {
  it('finds the calls, whatever their options', () => {
    expect(everyUse.length).toBeGreaterThan(600);
    expect(everyUse).toContainEqual(
      expect.objectContaining({ where: 'app/shell/left-panel.tsx', ns: 'shell', key: 'left_panel.language' }),
    );
  });

  it.each(baseLangs)('words every key in %s', (lang) => {
    const missing = everyUse
      .filter((use) => !worded(use, lang))
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

  it('words every key of the staff console (i18n/staff, never loaded by the storefront) in es, en and pt', () => {
    const staff = (lang: string) =>
      JSON.parse(readFileSync(join(import.meta.dirname, 'staff', `${lang}.json`), 'utf8'));
    const expected = keys(staff('es')).sort();
    for (const lang of ['en', 'pt']) expect(keys(staff(lang)).sort(), lang).toEqual(expected);
  });
});
