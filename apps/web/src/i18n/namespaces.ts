import type { ScreenName } from '@storefront/domain/navigation/route-table';

// Which of a language's words load when (docs/decisions/062-words-by-namespace.md). The boot loads
// the shell's namespaces and the error texts before the first render; a screen's own namespaces
// load beside its code when the router opens it; the rest when the browser is idle after the first
// render. A component that shows words of a namespace not loaded yet waits for them (useTranslation
// suspends), so this table decides only how soon words arrive, never whether: i18n/namespaces.test.ts
// checks that it names every namespace a screen's code uses.

/** Namespaces of the header, side panel, dialogs and buttons every screen shows (the boot's). */
export const BOOT_NAMESPACES = ['common', 'shell'] as const;

/** The catalogues' namespaces beyond the boot's: one file each in locales/<code>/. */
export const SCREEN_NAMESPACES = ['catalog', 'delivery', 'on-table', 'payment', 'booking'] as const;
export type ScreenNamespace = (typeof SCREEN_NAMESPACES)[number];

const catalog = ['catalog'] as const;
const delivery = ['delivery'] as const;
const onTableMenu = ['catalog', 'on-table'] as const;
const myOrder = ['on-table', 'payment'] as const;
const bookingForm = ['booking', 'delivery'] as const;

/** The namespaces each screen's code uses beyond the boot's; a screen not named uses none. */
export const screenNamespaces: Partial<Record<ScreenName, readonly ScreenNamespace[]>> = {
  home: catalog,
  mainCategories: catalog,
  subCategories: catalog,
  menu: catalog,
  productView: catalog,
  product: catalog,
  webCheckout: ['payment'],
  cluviPay: ['payment'],
  location: delivery,
  myLocation: delivery,
  delivery,
  deliveryCart: delivery,
  precheckout: ['delivery', 'payment'],
  checkout: delivery,
  orders: delivery,
  order: delivery,
  historyMyOrders: delivery,
  rateCluvi: delivery,
  servicePolicies: delivery,
  onTableMenu,
  grabAndGo: onTableMenu,
  serviceRoom: onTableMenu,
  shortMenuDigital: onTableMenu,
  onTableHome: onTableMenu,
  onTableOrder: ['on-table'],
  myOrder,
  grabAndGoMyOrder: myOrder,
  newMenu: ['on-table'],
  book: bookingForm,
  bookingPopup: bookingForm,
  bookingDetail: ['booking'],
  rateBooking: ['booking'],
};
