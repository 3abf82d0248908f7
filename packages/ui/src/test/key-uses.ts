import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Every key the code asks for is worded: each `t('…')` of a front end, whatever its options (`lng`
// asks in another language, `ns` in another namespace, `count` for a plural form), resolves in es,
// en and pt; a key built from a template (`status.${s}`) names a group of words that exists. The
// namespace of a key without `ns:` is the one of the `useTranslation` above it in its file (the
// app's default where it names none); a `t` handed to a helper, the file's own ones. Read by the
// storefront's catalogue test (apps/web/src/i18n/catalogues.test.ts) and the console's
// (apps/staff/src/i18n/catalogues.test.ts).

export type Words = Record<string, unknown>;

/** Every leaf key of a tree of words, dotted. */
export function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

/** A file's code without its comments (which may quote a key). */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

export function sources(dir: string): string[] {
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

export interface KeyUse {
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
export function keyUses(file: string, where: string, defaultNs: string): KeyUse[] {
  const text = code(file);
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

/** Whether a use finds its words in one of the candidate namespaces (its own when it names one). */
export function worded(
  use: KeyUse,
  candidates: readonly string[],
  wordsOf: (ns: string) => Words | undefined,
): boolean {
  return (use.ns ? [use.ns] : candidates).some((ns) =>
    (use.prefixed ? groups(wordsOf(ns)) : [wordsOf(ns)]).some((words) => {
      if (use.group) return typeof at(words, use.key) === 'object';
      if (typeof at(words, use.key) === 'string') return true;
      return use.plural && typeof at(words, `${use.key}_other`) === 'string';
    }),
  );
}
