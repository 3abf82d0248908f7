import { localized } from '@storefront/domain/catalog/cart.rules';
import { formatMoney } from '@storefront/domain/money/money';
import type { ReorderChange } from '@storefront/domain/order/reorder.rules';
import type { TFunction } from '@storefront/ui/i18n/translator.ts';

// What "Order again" tells the diner (issue 58 Reorder, domain order/reorder.rules.ts): how many units
// went into the cart and what changed since the order. It travels to the cart page in the history
// entry's state (as the pay page's hand-over does), so it survives the navigation and a reload.

export interface ReorderNotice {
  /** Units put back in the cart. */
  count: number;
  changes: ReorderChange[];
}

/** The navigation state the cart page reads its notice from. */
export interface ReorderState {
  reorder: ReorderNotice;
}

/** The notice a history entry's state holds, if any (the state is whatever the entry kept). */
export function reorderNoticeOf(state: unknown): ReorderNotice | null {
  const notice = (state as Partial<ReorderState> | null)?.reorder;
  return notice && typeof notice.count === 'number' && Array.isArray(notice.changes) ? notice : null;
}

/** The notice's sentences in the diner's language, money as the venue writes it; the products that
 * are gone in one sentence. */
export function reorderSentences(
  { count, changes }: ReorderNotice,
  t: TFunction,
  lang: string,
  currency: string,
): string[] {
  const name = (text: Parameters<typeof localized>[0]) => localized(text, lang);
  const money = (minor: number) => formatMoney(minor, currency);
  const sentences = count > 0 || changes.length === 0 ? [t('order.reordered', { count })] : [];
  for (const change of changes) {
    if (change.kind === 'price_changed')
      sentences.push(
        t('order.price_changed', { name: name(change.name), was: money(change.was), now: money(change.now) }),
      );
    else if (change.kind === 'fewer')
      sentences.push(t('order.fewer', { name: name(change.name), wanted: change.wanted, count: change.got }));
    else if (change.kind === 'options_gone')
      sentences.push(
        t('order.options_gone', { name: name(change.name), options: change.options.map(name).join(', ') }),
      );
    else if (change.kind === 'choose_again')
      sentences.push(t('order.choose_again', { name: name(change.name) }));
  }
  const gone = changes.flatMap((c) => (c.kind === 'gone' ? [name(c.name)] : []));
  if (gone.length > 0) sentences.push(t('order.unavailable', { names: [...new Set(gone)].join(', ') }));
  // two lines of one product that changed alike say it once
  return [...new Set(sentences)];
}
