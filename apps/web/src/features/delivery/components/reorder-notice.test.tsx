import { formatMoney } from '@storefront/domain/money/money';
import type { ReorderChange } from '@storefront/domain/order/reorder.rules';
import { I18nProvider } from '@storefront/ui/i18n/react.tsx';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { reorderNoticeOf } from '../model/reorder-notice.ts';
import { ReorderNotice } from './reorder-notice.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('es');
});
afterEach(cleanup);

const changes: ReorderChange[] = [
  { kind: 'price_changed', name: { es: 'Enyucado', en: 'Cassava cake' }, was: 9_900, now: 10_900 },
  { kind: 'fewer', name: { es: 'Picada' }, wanted: 3, got: 1 },
  { kind: 'options_gone', name: { es: 'Arepa' }, options: [{ es: 'Ají' }, { es: 'Hogao' }] },
  { kind: 'choose_again', name: { es: 'Churrasco' } },
  { kind: 'gone', name: { es: 'Tomahawk' } },
  { kind: 'gone', name: { es: 'Cerveza', en: 'Beer' } },
];

function renderNotice(lang: string, currency: string, notice = { count: 4, changes }) {
  render(
    <I18nProvider i18n={i18n}>
      <ReorderNotice notice={notice} lang={lang} currency={currency} />
    </I18nProvider>,
  );
  return screen.getByRole('status');
}

describe('ReorderNotice (issue 58 Reorder)', () => {
  it("says in a live region what went back in the cart and what changed, money as the venue's currency writes it", async () => {
    const region = renderNotice('es', 'COP');
    await screen.findByText(/^Agregamos 4 productos/);
    expect([...region.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Agregamos 4 productos a tu carrito.',
      `Enyucado cambió de precio: de ${formatMoney(9_900, 'COP')} a ${formatMoney(10_900, 'COP')}.`,
      'Picada: solo queda 1 de los 3 que pediste.',
      'Arepa va sin estas opciones, que ya no se ofrecen: Ají, Hogao.',
      'Churrasco: sus opciones cambiaron; elígelo de nuevo en el menú.',
      'Ya no están disponibles: Tomahawk, Cerveza.',
    ]);
    expect(region.getAttribute('aria-live')).toBe('polite');
  });

  it("names products in the diner's language", async () => {
    await i18n.changeLanguage('en');
    const region = renderNotice('en', 'BRL', { count: 1, changes: [changes[0]!, changes[5]!] });
    await screen.findByText('We added 1 product to your cart.');
    expect([...region.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'We added 1 product to your cart.',
      `Cassava cake changed price: from ${formatMoney(9_900, 'BRL')} to ${formatMoney(10_900, 'BRL')}.`,
      'No longer available: Beer.',
    ]);
  });

  it('says only what is gone when nothing went back in the cart', async () => {
    const region = renderNotice('es', 'COP', { count: 0, changes: [changes[4]!] });
    await screen.findByText('Ya no están disponibles: Tomahawk.');
    expect(region.querySelectorAll('p')).toHaveLength(1);
  });
});

describe('reorderNoticeOf', () => {
  it("reads the notice from a history entry's state, and nothing from any other state", () => {
    const notice = { count: 1, changes: [] };
    expect(reorderNoticeOf({ reorder: notice })).toBe(notice);
    expect(reorderNoticeOf(null)).toBeNull();
    expect(reorderNoticeOf({ created: { id: 'p' } })).toBeNull();
    expect(reorderNoticeOf({ reorder: { count: '1' } })).toBeNull();
  });
});
