import { createContext, type ReactNode, use, useContext, useMemo, useSyncExternalStore } from 'react';
import type { TFunction, Translator } from './translator.ts';

// The React face of the translator (docs/decisions/051-own-translator.md): what react-i18next gave
// the screens, `useTranslation(ns, { keyPrefix })` and a provider, and nothing else.

const TranslatorContext = createContext<Translator | null>(null);
let fallbackInstance: Translator | null = null;

/** The instance a component uses when no provider is above it (the app's own, set at start). */
export function setDefaultTranslator(instance: Translator): void {
  fallbackInstance = instance;
}

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/** The words of a namespace in the current language (the first of a list, whose others a component
 * reads as `ns:key`); the component waits, suspended, until every namespace named is loaded
 * (docs/decisions/062-words-by-namespace.md), renders again when the language changes or words of
 * those namespaces are added, and `t` changes with them. */
export function useTranslation(
  namespaces?: string | readonly string[],
  { keyPrefix }: { keyPrefix?: string } = {},
): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext) ?? fallbackInstance;
  if (!i18n) throw new Error('useTranslation needs an I18nProvider or a default translator');
  const list = typeof namespaces === 'string' ? [namespaces] : (namespaces ?? []);
  // every load starts at once; the component waits for each in turn
  for (const loading of list.map((name) => i18n.whenLoaded(name))) if (loading !== true) use(loading);
  const ns = list[0];
  const revision = useSyncExternalStore(i18n.subscribe, () => i18n.revisionOf(list));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` for each revision is the point
  const t = useMemo(() => i18n.fixedT(ns, keyPrefix), [i18n, ns, keyPrefix, revision]);
  return { t, i18n };
}
