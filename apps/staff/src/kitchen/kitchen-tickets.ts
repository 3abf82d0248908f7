import { localized } from '@storefront/domain/catalog/cart.rules';
import type { Localized } from '@storefront/domain/catalog/catalog.schema';
import type { DeliveryOrder } from '@storefront/domain/delivery/delivery.schema';
import type { OrderStatus } from '@storefront/domain/order/order.values';
import {
  type KitchenColumn,
  kitchenBoardStep,
  type RoundTicket,
} from '@storefront/domain/staff/kitchen.rules';
import {
  type KitchenCourse,
  type KitchenStation,
  stationOf,
} from '@storefront/domain/staff/kitchen-stations.rules';
import type { TFunction } from '@storefront/ui/i18n/translator.ts';
import { staffApi } from '../app/api.ts';

// The kitchen board's tickets (docs/staff-api.md): a table round or a delivery / take-away order as
// one card, its column and the one move it offers. Online orders from the moment they arrive on
// hold until they leave the pass (domain kitchenBoardStep, docs/decisions/092-online-orders-on-the-kitchen-board.md).

export type TicketService = 'on_table' | 'delivery' | 'take_away';

/** A move a ticket or an item offers: what the button says, what it does, what the live region says. */
export interface TicketMove {
  label: string;
  run: () => Promise<unknown>;
  done: string;
}

export interface TicketItem {
  name: Localized;
  count: number;
  options: Localized[];
  note: string | null;
  by: string | null;
  /** The staff member who took it (a waiter, an order by phone: ADR 112). */
  takenBy: string | null;
  /** A table round's item: bumped or not, held until its course is fired, and its toggle. */
  bumped?: boolean;
  /** Voided after it was sent (ADR 114): struck out, nothing to cook. */
  voided?: boolean;
  held?: KitchenCourse | null;
  toggle?: TicketMove | null;
}

export interface Ticket {
  id: string;
  service: TicketService;
  label: string;
  orderedAt: string;
  column: KitchenColumn;
  scheduledFor: string | null;
  items: TicketItem[];
  /** The expo's view of a table round: each station and whether it is done. */
  stations: { station: KitchenStation; done: boolean }[];
  /** The ticket's moves (bump, recall, serve, fire); none when the role may not make them. */
  moves: TicketMove[];
}

/** A table round on a station's board (`station`) or the expo (null), permission `rounds.mark`:
 * each item bumped or recalled alone; the station's ticket bumped, or recalled once bumped; at the
 * expo the round bumped, then served, and its held course fired ("fire mains", ADR 108). */
export function roundTicket(
  ticket: RoundTicket,
  t: TFunction,
  mayMark: boolean,
  station: KitchenStation | null,
  lang: string,
): Ticket {
  const label = t('kitchen.table', { table: ticket.table, round: ticket.round });
  const { purchase_id: purchase, round } = ticket;
  const move = (key: string, state: 'prepared' | 'ordered' | 'delivered', done: string): TicketMove => ({
    label: t(key),
    run: () => staffApi.kitchenRound(purchase, round, state, station),
    done: t(done, { label }),
  });
  const fired = ticket.items.filter((item) => !item.held && item.state !== 'voided');
  const servable = station === null && fired.length > 0 && fired.every((item) => item.state === 'prepared');
  const moves: TicketMove[] = [];
  // the expo readies the whole round (every station), a station its own items
  if (ticket.state === 'ordered')
    moves.push(move(station === null ? 'kitchen.prepared' : 'kitchen.bump', 'prepared', 'kitchen.bumped'));
  if (station !== null && ticket.state === 'prepared')
    moves.push(move('kitchen.recall', 'ordered', 'kitchen.recalled'));
  if (servable) moves.push(move('kitchen.served', 'delivered', 'kitchen.servedDone'));
  const next = ticket.held_courses[0];
  if (station === null && next) {
    const course = t(`kitchen.courses.${next}`);
    moves.push({
      label: t('kitchen.fire', { course }),
      run: () => staffApi.fireCourse(purchase, round),
      done: t('kitchen.fired', { label, course }),
    });
  }
  return {
    id: ticket.id,
    service: 'on_table',
    label,
    orderedAt: ticket.ordered_at,
    column: ticket.state === 'prepared' || servable ? 'ready' : 'prepare',
    scheduledFor: null,
    items: ticket.items.map((item) => {
      const bumped = item.state === 'prepared';
      const voided = item.state === 'voided';
      const to = bumped ? 'ordered' : 'prepared';
      const name = localized(item.name, lang);
      return {
        name: item.name,
        count: item.count,
        options: item.option_names,
        note: item.note,
        by: item.added_by,
        takenBy: item.taken_by ?? null,
        bumped,
        voided,
        held: item.held ? item.course : null,
        toggle:
          mayMark && !item.held && !voided
            ? {
                label: t(bumped ? 'kitchen.recallItem' : 'kitchen.bumpItem'),
                run: () => staffApi.kitchenItem(purchase, item.id, to),
                done: t(bumped ? 'kitchen.recalled' : 'kitchen.bumped', { label: `${label}: ${name}` }),
              }
            : null,
      };
    }),
    stations: station === null ? ticket.stations : [],
    moves: mayMark ? moves : [],
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
  const label = t('kitchen.order', {
    service: t(order.service === 'delivery' ? 'kitchen.delivery' : 'kitchen.takeAway'),
    number: order.bck_purchase_id,
  });
  return {
    id: order.id,
    service: order.service,
    label,
    orderedAt: order.created_at,
    column: step.column,
    scheduledFor: order.scheduled_for,
    items: order.products.map((item) => ({
      name: item.name,
      count: item.count,
      options: item.option_names,
      note: item.note,
      by: null,
      takenBy: item.taken_by ?? null,
    })),
    stations: [],
    moves: mayMove
      ? [
          {
            label: t(moveLabel[step.next]!),
            run: () => staffApi.moveDelivery(order.id, step.next),
            done: t('kitchen.bumped', { label }),
          },
        ]
      : [],
  };
}

/** A delivery or take-away order on a station's board: its items of that station while the kitchen
 * prepares it (accepted, in preparation), without moves: the expo accepts, packs and hands it over
 * (ADR 108). Null when it has nothing for the station or is not being prepared. */
export function stationOrderTicket(
  order: DeliveryOrder,
  t: TFunction,
  station: KitchenStation,
  productStations: Readonly<Record<string, KitchenStation>>,
): Ticket | null {
  const ticket = orderTicket(order, t, false);
  if (ticket?.column !== 'prepare') return null;
  const items = ticket.items.filter(
    (_, index) => stationOf(productStations[order.products[index]!.product_id]) === station,
  );
  return items.length === 0 ? null : { ...ticket, items };
}
