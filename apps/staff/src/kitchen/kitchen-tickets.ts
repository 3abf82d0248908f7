import type { Localized } from '@storefront/domain/catalog/catalog.schema';
import type { DeliveryOrder } from '@storefront/domain/delivery/delivery.schema';
import type { OrderStatus } from '@storefront/domain/order/order.values';
import {
  type KitchenColumn,
  kitchenBoardStep,
  type RoundTicket,
} from '@storefront/domain/staff/kitchen.rules';
import type { TFunction } from '@storefront/ui/i18n/translator.ts';
import { staffApi } from '../app/api.ts';

// The kitchen board's tickets (docs/staff-api.md): a table round or a delivery / take-away order as
// one card, its column and the one move it offers. Online orders from the moment they arrive on
// hold until they leave the pass (domain kitchenBoardStep, docs/decisions/092-online-orders-on-the-kitchen-board.md).

export type TicketService = 'on_table' | 'delivery' | 'take_away';

export interface Ticket {
  id: string;
  service: TicketService;
  label: string;
  orderedAt: string;
  column: KitchenColumn;
  scheduledFor: string | null;
  items: { name: Localized; count: number; options: Localized[]; note: string | null; by: string | null }[];
  /** The ticket's one move forward; null when the role may not make it. */
  bump: { label: string; run: () => Promise<unknown> } | null;
}

/** A table round: prepared, then delivered to the table (permission `rounds.mark`). */
export function roundTicket(ticket: RoundTicket, t: TFunction, mayMark: boolean): Ticket {
  const state = ticket.state === 'ordered' ? 'prepared' : 'delivered';
  return {
    id: ticket.id,
    service: 'on_table',
    label: t('kitchen.table', { table: ticket.table, round: ticket.round }),
    orderedAt: ticket.ordered_at,
    column: ticket.state === 'ordered' ? 'prepare' : 'ready',
    scheduledFor: null,
    items: ticket.items.map((item) => ({
      name: item.name,
      count: item.count,
      options: item.option_names,
      note: item.note,
      by: item.added_by,
    })),
    bump: mayMark
      ? {
          label: t(state === 'prepared' ? 'kitchen.bumpPrepared' : 'kitchen.bumpDelivered'),
          run: () => staffApi.markRound(ticket.purchase_id, ticket.round, state),
        }
      : null,
  };
}

/** The words of an online order's move on the board, by the status it moves to. */
const moveLabel: Partial<Record<OrderStatus, string>> = {
  accepted: 'kitchen.accept',
  preparation: 'kitchen.startPreparing',
  packed: 'kitchen.packed',
  delivered: 'kitchen.handedOver',
  on_the_way: 'kitchen.outForDelivery',
};

/** A delivery or take-away order on the board, or null when it is not there (permission
 * `delivery.move` for its moves). */
export function orderTicket(order: DeliveryOrder, t: TFunction, mayMove: boolean): Ticket | null {
  // a booking's deposit is a purchase of its own, never a kitchen ticket
  if (order.service !== 'delivery' && order.service !== 'take_away') return null;
  const step = kitchenBoardStep(order.status, order.service);
  if (!step) return null;
  return {
    id: order.id,
    service: order.service,
    label: t('kitchen.order', {
      service: t(order.service === 'delivery' ? 'kitchen.delivery' : 'kitchen.takeAway'),
      number: order.bck_purchase_id,
    }),
    orderedAt: order.created_at,
    column: step.column,
    scheduledFor: order.scheduled_for,
    items: order.products.map((item) => ({
      name: item.name,
      count: item.count,
      options: item.option_names,
      note: item.note,
      by: null,
    })),
    bump: mayMove
      ? { label: t(moveLabel[step.next]!), run: () => staffApi.moveDelivery(order.id, step.next) }
      : null,
  };
}
