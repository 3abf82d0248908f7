import { interpolate } from '@storefront/domain/i18n/interpolate';
import { catalogueChain } from '@storefront/domain/i18n/lang.rules';

// The storefront's and the staff console's words (docs/decisions/051-own-translator.md): catalogues
// by language code and namespace, looked up along `lang-COUNTRY`, `lang`, the fallback language
// (architecture §9). It keeps the i18next conventions the catalogues are written in: `ns:key`,
// nested keys by `.`, plural forms as `key_one`/`key_other` (Intl.PluralRules of the language),
// `{{name}}` parameters and `$t(ns:key)` to reuse another entry. About 1 KB gzip where i18next with
// react-i18next was 17 KB of every first render.

type Tree = { readonly [key: string]: unknown };

/** Options of a lookup: `count` picks the plural form, `lng` and `ns` override the instance's
 * language and namespace; every other field is a `{{name}}` parameter. */
export interface TOptions {
  count?: number;
  lng?: string;
  ns?: string;
  [param: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

interface TranslatorOptions {
  lng: string;
  defaultNS: string;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralForm(code: string, count: number): string {
  let rules = pluralRules.get(code);
  if (!rules) {
    rules = new Intl.PluralRules(code);
    pluralRules.set(code, rules);
  }
  return rules.select(count);
}

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

/** `base` with `extra`'s entries over it, nested trees merged; neither is changed (the loaded
 * catalogue modules stay as they are). */
function merged(base: Tree | undefined, extra: Tree): Tree {
  if (!base) return extra;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] = isTree(value) && isTree(current) ? merged(current, value) : value;
  }
  return out;
}

function lookup(tree: Tree | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!isTree(node) || !Object.hasOwn(node, part)) return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

/** Catalogues shared by an instance and its clones: code → namespace → entries. */
type Store = Map<string, Map<string, Tree>>;

export class Translator {
  language: string;
  private readonly store: Store;
  private readonly options: TranslatorOptions;
  private readonly listeners = new Set<() => void>();
  /** Changes of the language, and of each namespace's words: a component re-renders for its own. */
  private languageRevision = 0;
  private readonly namespaceRevisions = new Map<string, number>();
  private loadNamespace: ((ns: string) => Promise<void>) | null = null;
  /** Namespaces loaded for a language (`es-CO|catalog`), and those on their way. */
  private readonly loadedNamespaces = new Set<string>();
  private readonly loadingNamespaces = new Map<string, Promise<void>>();

  constructor(options: TranslatorOptions, store: Store = new Map()) {
    this.options = options;
    this.language = options.lng;
    this.store = store;
  }

  /** The first code of the language's chain that has words loaded (`es-CO` once its overlay is
   * loaded, else `es`). */
  get resolvedLanguage(): string {
    return catalogueChain(this.language).find((code) => this.store.has(code)) ?? this.language;
  }

  changeLanguage(lng: string): Promise<void> {
    this.language = lng;
    this.languageRevision += 1;
    this.changed();
    return Promise.resolve();
  }

  addResourceBundle(code: string, ns: string, entries: Tree): void {
    const namespaces = this.store.get(code) ?? new Map<string, Tree>();
    this.store.set(code, namespaces);
    namespaces.set(ns, merged(namespaces.get(ns), entries));
    this.namespaceRevisions.set(ns, (this.namespaceRevisions.get(ns) ?? 0) + 1);
    this.changed();
  }

  hasResourceBundle(code: string, ns: string): boolean {
    return this.store.get(code)?.has(ns) ?? false;
  }

  getResource(code: string, ns: string, key: string): unknown {
    return lookup(this.store.get(code)?.get(ns), key);
  }

  /** Another language over the same catalogues (a test showing one piece in another country). */
  cloneInstance({ lng }: { lng: string }): Translator {
    return new Translator({ ...this.options, lng }, this.store);
  }

  /** Words a key in the instance's language, or in `options.lng`; the key itself when no
   * catalogue of the chain has it. */
  t: TFunction = (key, options = {}) => this.translate(key, options.ns ?? this.options.defaultNS, options);

  /** A `t` for one namespace, its keys under `keyPrefix` (react-i18next's `useTranslation`). */
  fixedT(ns = this.options.defaultNS, keyPrefix?: string): TFunction {
    return (key, options = {}) =>
      this.translate(keyPrefix ? `${keyPrefix}.${key}` : key, options.ns ?? ns, options);
  }

  /** How a namespace's words of the language in use are loaded (the storefront's i18n.ts). Without
   * one, as in the staff console whose words are bundled, every namespace counts as loaded. */
  setNamespaceLoader(load: (ns: string) => Promise<void>): void {
    this.loadNamespace = load;
  }

  /** `true` once the namespace's words of the language in use are loaded, else the promise of their
   * loading (started once; a failed one is started again at the next call). */
  whenLoaded(ns: string): true | Promise<void> {
    const load = this.loadNamespace;
    const key = `${this.language}|${ns}`;
    if (!load || this.loadedNamespaces.has(key)) return true;
    let loading = this.loadingNamespaces.get(key);
    // words loaded another way (the boot's, every catalogue in tests): the language's own file is
    // there, and no load of this one is under way to wait for
    if (!loading && this.hasResourceBundle(this.language.split('-')[0]!, ns)) return true;
    if (!loading) {
      loading = load(ns).then(
        () => {
          this.loadedNamespaces.add(key);
          this.loadingNamespaces.delete(key);
        },
        (error: unknown) => {
          this.loadingNamespaces.delete(key);
          throw error;
        },
      );
      this.loadingNamespaces.set(key, loading);
    }
    return loading;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes with the language and with the words of these namespaces (the default one when none
   * is named) only: words of a namespace a component does not read, loaded while it is on screen (the
   * rest of the language, when idle), do not render it again. */
  revisionOf(namespaces: readonly string[]): number {
    let revision = this.languageRevision;
    for (const ns of namespaces.length > 0 ? namespaces : [this.options.defaultNS])
      revision += this.namespaceRevisions.get(ns) ?? 0;
    return revision;
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  private translate(fullKey: string, defaultNs: string, options: TOptions): string {
    const colon = fullKey.indexOf(':');
    const ns = colon > 0 ? fullKey.slice(0, colon) : defaultNs;
    const key = colon > 0 ? fullKey.slice(colon + 1) : fullKey;
    const lng = options.lng ?? this.language;
    for (const code of catalogueChain(lng)) {
      const bundle = this.store.get(code)?.get(ns);
      if (!bundle) continue;
      const found =
        (typeof options.count === 'number'
          ? lookup(bundle, `${key}_${pluralForm(code, options.count)}`)
          : undefined) ?? lookup(bundle, key);
      if (typeof found === 'string')
        return interpolate(found, options).replace(/\$t\(([^)]+)\)/g, (_, nested: string) =>
          this.translate(nested, ns, { lng }),
        );
    }
    return key;
  }
}
