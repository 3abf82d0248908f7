import { errorMessages } from '@storefront/domain/errors/error-messages';
import { describe, expect, it, vi } from 'vitest';

// The words the boot awaits before the first render (docs/decisions/033-first-render-bytes.md,
// 062-words-by-namespace.md): the diner's locale chain only, the shell's namespaces and the
// domain's error texts; a screen's namespaces later. The test set-up loads every
// language into the shared instance, so each case takes a fresh copy of the module.
async function freshI18n() {
  vi.resetModules();
  return import('./i18n.ts');
}

describe('loadLanguage', () => {
  it("loads the error texts of the diner's language and its fallback, not the others", async () => {
    const { i18n, loadLanguage } = await freshI18n();
    await loadLanguage('pt', 'BR');
    expect(i18n.getResource('pt', 'errors', 'rate_limited')).toBe(errorMessages.pt.rate_limited);
    expect(i18n.getResource('es', 'errors', 'rate_limited')).toBe(errorMessages.es.rate_limited);
    expect(i18n.hasResourceBundle('en', 'errors')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('words an error with its parameters in the chosen country', async () => {
    const { i18n, loadLanguage, setLanguage } = await freshI18n();
    await loadLanguage('en', 'CO');
    setLanguage('en', 'CO');
    expect(i18n.t('errors:stock_quantity_unavailable', { stock: 3 })).toBe(
      errorMessages.en.stock_quantity_unavailable.replace('{{stock}}', '3'),
    );
  });

  it('loads the boot’s namespaces only; a screen’s namespaces and then the rest load later', async () => {
    const { i18n, loadLanguage, setLanguage, loadScreenWords, loadRemainingWords } = await freshI18n();
    await loadLanguage('es', 'CO');
    setLanguage('es', 'CO');
    expect(i18n.hasResourceBundle('es', 'shell')).toBe(true);
    expect(i18n.hasResourceBundle('es', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('es-CO', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('es', 'catalog')).toBe(false);
    expect(i18n.whenLoaded('catalog')).toBeInstanceOf(Promise);

    await loadScreenWords(['catalog']);
    expect(i18n.whenLoaded('catalog')).toBe(true);
    expect(i18n.hasResourceBundle('es-CO', 'catalog')).toBe(true);
    expect(i18n.hasResourceBundle('es', 'delivery')).toBe(false);

    await loadRemainingWords();
    for (const ns of ['delivery', 'on-table', 'payment', 'booking'])
      expect(i18n.whenLoaded(ns), ns).toBe(true);
    expect(i18n.hasResourceBundle('en', 'catalog')).toBe(false);
  });
});
