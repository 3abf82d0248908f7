import { CONSUMPTION_TAX_PERCENT } from '../constants.ts';
import type { KitchenStation } from '../staff/kitchen-stations.rules.ts';
import type { Lang } from '../venue/venue.schema.ts';

// The words printed on kitchen tickets and receipts, in the venue's language (ADR 109). The tax note
// says what the storefront's checkout says (`summary.tax_label`).

export interface TicketWords {
  round: string;
  delivery: string;
  takeAway: string;
  subtotal: string;
  discount: string;
  deliveryFee: string;
  tip: string;
  total: string;
  paid: string;
  taxNote: string;
  thanks: string;
  testPage: string;
  stations: Record<KitchenStation, string>;
  /** The subject of a receipt by e-mail, after the venue's name. */
  receiptSubject: string;
  /** Before the name of the staff member who took an item (ADR 112). */
  takenBy: string;
}

export const ticketWords: Readonly<Record<Lang, TicketWords>> = {
  es: {
    round: 'Ronda',
    delivery: 'Domicilio',
    takeAway: 'Para llevar',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    deliveryFee: 'Envío',
    tip: 'Propina',
    total: 'TOTAL',
    paid: 'Pagado',
    taxNote: `Los precios no incluyen el impuesto al consumo del ${CONSUMPTION_TAX_PERCENT} %.`,
    thanks: '¡Gracias por su visita!',
    testPage: 'Página de prueba: si lee las tildes y la ñ, la impresora está lista.',
    stations: { grill: 'Parrilla', cold: 'Fríos', bar: 'Barra', pastry: 'Postres', kitchen: 'Cocina' },
    receiptSubject: 'tu recibo',
    takenBy: 'tomó',
  },
  en: {
    round: 'Round',
    delivery: 'Delivery',
    takeAway: 'Take-away',
    subtotal: 'Subtotal',
    discount: 'Discount',
    deliveryFee: 'Delivery',
    tip: 'Tip',
    total: 'TOTAL',
    paid: 'Paid',
    taxNote: `Prices do not include the ${CONSUMPTION_TAX_PERCENT} % consumption tax.`,
    thanks: 'Thank you for your visit!',
    testPage: 'Test page: if the accents below read right, the printer is ready.',
    stations: { grill: 'Grill', cold: 'Cold', bar: 'Bar', pastry: 'Pastry', kitchen: 'Kitchen' },
    receiptSubject: 'your receipt',
    takenBy: 'taken by',
  },
  pt: {
    round: 'Rodada',
    delivery: 'Entrega',
    takeAway: 'Para viagem',
    subtotal: 'Subtotal',
    discount: 'Desconto',
    deliveryFee: 'Entrega',
    tip: 'Gorjeta',
    total: 'TOTAL',
    paid: 'Pago',
    taxNote: `Os preços não incluem o imposto sobre consumo de ${CONSUMPTION_TAX_PERCENT} %.`,
    thanks: 'Obrigado pela visita!',
    testPage: 'Página de teste: se os acentos abaixo saírem certos, a impressora está pronta.',
    stations: { grill: 'Grelha', cold: 'Frios', bar: 'Bar', pastry: 'Confeitaria', kitchen: 'Cozinha' },
    receiptSubject: 'seu recibo',
    takenBy: 'anotou',
  },
};
