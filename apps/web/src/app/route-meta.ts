import type { HeaderType } from '@storefront/domain/navigation/navigation.rules';
import type { ScreenName } from './paths.ts';

// The header type of each screen (spec §2 Layout); `null` screens have no top bar. Recorded in
// docs/decisions/009-header-types-and-back-targets.md.
export const screenHeader: Readonly<Record<ScreenName, HeaderType | null>> = {
  main: null,
  location: 'to_main',
  myLocation: 'to_main',
  branchToOnTable: 'to_main',
  branchToTakeAway: 'to_main',
  branchWithoutService: 'to_main',
  branchToBook: 'to_main',
  branchOffices: 'to_main',
  branchWhatsapp: 'to_main',
  rateCluvi: 'to_main',
  // embedded in the venue's own site: no top bar (docs/bookings.md)
  bookingPopup: null,
  bookingDetail: 'tobook',
  rateBooking: 'tobook',
  // the new v3 menu replaces the on-table home (spec §2 guard): back to it would come straight back
  newMenu: 'to_main',
  home: 'main',
  precheckout: 'internal',
  checkout: 'internal',
  webCheckout: 'internal',
  cluviPay: 'cluvi-pay',
  onTableMenu: 'ordermyontable',
  grabAndGo: 'ordermyontable',
  onTableHome: 'main',
  myOrder: 'my_order',
  grabAndGoMyOrder: 'my_order',
  onTableOrder: 'ordermyontable',
  deliveryCart: 'tomenu',
  menu: 'tohome',
  mainCategories: 'tohome',
  subCategories: 'maincategories',
  serviceRoom: 'ordermyontable',
  shortMenuDigital: 'ordermyontable',
  delivery: 'tohome',
  book: 'tohome',
  orders: 'tohome',
  order: 'internal',
  servicePolicies: 'internal',
  productView: 'tohome',
  product: 'tohome',
  smartLink: null,
  smartLinkPurchase: null,
  historyMyOrders: 'tohome',
};

export interface RouteHandle {
  screen: ScreenName | 'notFound';
}
