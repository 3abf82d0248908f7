import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider, useTranslation } from './react.tsx';
import { Translator } from './translator.ts';

afterEach(cleanup);

// A component waits, suspended, for the namespaces it names (docs/decisions/062-words-by-namespace.md).

function Words({ namespaces }: { namespaces: string | string[] }) {
  const { t } = useTranslation(namespaces);
  return <p>{`${t('title')} / ${t('payment:method')}`}</p>;
}

/** A translator whose namespaces load when the test says so. */
function lazyTranslator() {
  const i18n = new Translator({ lng: 'es', defaultNS: 'common' });
  i18n.addResourceBundle('es', 'common', { title: 'común' });
  const pending = new Map<string, () => void>();
  const asked: string[] = [];
  i18n.setNamespaceLoader(
    (ns) =>
      new Promise<void>((resolve) => {
        asked.push(ns);
        pending.set(ns, () => {
          i18n.addResourceBundle('es', ns, ns === 'payment' ? { method: 'Tarjeta' } : { title: ns });
          resolve();
        });
      }),
  );
  return { i18n, asked, load: (ns: string) => act(async () => pending.get(ns)!()) };
}

/** Rendered in an awaited act, as React asks of a component that suspends. */
async function renderWords(i18n: Translator, namespaces: string | string[]) {
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>waiting</p>}>
          <Words namespaces={namespaces} />
        </Suspense>
      </I18nProvider>,
    );
  });
}

describe('useTranslation', () => {
  it('shows nothing of a component until its namespace is loaded, then its words', async () => {
    const { i18n, asked, load } = lazyTranslator();
    await renderWords(i18n, 'catalog');
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(asked).toEqual(['catalog']);
    await load('catalog');
    expect(await screen.findByText('catalog / method')).toBeTruthy();
  });

  it('waits for every namespace of a list', async () => {
    const { i18n, asked, load } = lazyTranslator();
    await renderWords(i18n, ['on-table', 'payment']);
    expect(asked).toEqual(['on-table', 'payment']);
    await load('on-table');
    expect(screen.getByText('waiting')).toBeTruthy();
    await load('payment');
    expect(await screen.findByText('on-table / Tarjeta')).toBeTruthy();
  });

  it('does not wait for words already there, nor without a loader', async () => {
    const { i18n, asked } = lazyTranslator();
    await renderWords(i18n, 'common');
    expect(screen.getByText('común / method')).toBeTruthy();
    expect(asked).toEqual([]);
    cleanup();
    const bundled = new Translator({ lng: 'es', defaultNS: 'staff' });
    await renderWords(bundled, 'staff');
    expect(screen.getByText('title / method')).toBeTruthy();
  });
});

let renders = 0;
function CountedWords() {
  renders += 1;
  const { t } = useTranslation('catalog');
  return <p>{t('title')}</p>;
}

describe('useTranslation renders again', () => {
  it('for its own namespaces’ words and the language, not for words of another namespace', async () => {
    const i18n = new Translator({ lng: 'es', defaultNS: 'common' });
    i18n.addResourceBundle('es', 'catalog', { title: 'Menú' });
    i18n.addResourceBundle('en', 'catalog', { title: 'Menu' });
    renders = 0;
    render(
      <I18nProvider i18n={i18n}>
        <CountedWords />
      </I18nProvider>,
    );
    expect(renders).toBe(1);
    act(() => i18n.addResourceBundle('es', 'delivery', { title: 'Domicilio' }));
    expect(renders).toBe(1);
    act(() => i18n.addResourceBundle('es-CO', 'catalog', { title: 'Carta' }));
    expect(renders).toBe(2);
    act(() => void i18n.changeLanguage('en'));
    expect(renders).toBe(3);
    expect(screen.getByText('Menu')).toBeTruthy();
  });
});

describe('Translator.whenLoaded', () => {
  it('starts one load per namespace and language, and a failed one again at the next call', async () => {
    const i18n = new Translator({ lng: 'es', defaultNS: 'common' });
    let calls = 0;
    i18n.setNamespaceLoader(async (ns) => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      i18n.addResourceBundle('es', ns, {});
    });
    const first = i18n.whenLoaded('catalog');
    expect(i18n.whenLoaded('catalog')).toBe(first);
    await expect(first).rejects.toThrow('offline');
    await i18n.whenLoaded('catalog');
    expect(i18n.whenLoaded('catalog')).toBe(true);
    expect(calls).toBe(2);
  });
});
