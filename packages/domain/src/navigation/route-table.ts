// The route facts of spec §2, once: every screen's path (kept exactly: printed QR codes and shared
// links depend on them), its header type (docs/decisions/009-header-types-and-back-targets.md),
// and the Layout and Navigation rules that name screens (cart icon, pop-ups, the new-menu guard).
// The storefront's router and top bar, the server's HTML shell (which pages show a menu, which
// first path segments no branch may take) and the tests all read this table.

/** The top bar's kinds (spec §2 Layout); where each one's back button leads is `backTarget`. */
export const headerTypes = [
  'main',
  'internal',
  'to_main',
  'tomenu',
  'tohome',
  'tobook',
  'ordermyontable',
  'maincategories',
  'toOrderinprogress',
  'back_action',
  'cluvi-pay',
  'my_order',
] as const;
export type HeaderType = (typeof headerTypes)[number];

export interface RouteFact {
  /** React Router pattern; `:supplierSlug` is the branch slug (spec §2). */
  path: string;
  /** The top bar's header type; null = no top bar. */
  header: HeaderType | null;
  /** The cart icon shows (spec §2 Layout). */
  cartIcon?: true;
  /** Pop-ups never show here (spec §2 Layout: Main, Location, the Branch* screens). */
  popups?: false;
  /** The on-table new-menu guard applies (spec §2 Navigation rules). */
  newMenuGuard?: true;
  /** The page shows the branch's menu: its HTML head carries the menu's JSON-LD. */
  shellMenu?: true;
}

export const routeTable = {
  main: { path: '/', header: null, popups: false },
  location: { path: '/location', header: 'to_main', popups: false },
  myLocation: { path: '/my-location', header: 'to_main' },
  branchToOnTable: { path: '/branch-to-on-table', header: 'to_main', popups: false },
  branchToTakeAway: { path: '/branch-to-take-away', header: 'to_main', popups: false },
  branchWithoutService: { path: '/branch-without-service', header: 'to_main', popups: false },
  branchToBook: { path: '/branch-to-book', header: 'to_main', popups: false },
  branchOffices: { path: '/branch-offices', header: 'to_main', popups: false },
  branchWhatsapp: { path: '/branch-whatsapp', header: 'to_main', popups: false },
  rateCluvi: { path: '/ratecluvi/:purchaseId/:token', header: 'to_main' },
  // embedded in the venue's own site: no top bar (docs/bookings.md)
  bookingPopup: { path: '/reservarpopup/:branchId', header: null },
  bookingDetail: { path: '/book_info/:id/:token', header: 'tobook' },
  rateBooking: { path: '/rate/:id/:token', header: 'tobook' },
  // the new v3 menu replaces the on-table home (spec §2 guard): back to it would come straight back
  newMenu: { path: '/newmenu/:supplierSlug/on_table/basic', header: 'to_main' },
  home: { path: '/:supplierSlug', header: 'main', cartIcon: true },
  precheckout: { path: '/:supplierSlug/precheckout', header: 'internal' },
  checkout: { path: '/:supplierSlug/checkout/:id', header: 'internal' },
  webCheckout: { path: '/:supplierSlug/webcheckout/:orderId', header: 'internal' },
  cluviPay: { path: '/:supplierSlug/cluvipay/:purchaseId', header: 'cluvi-pay' },
  onTableMenu: { path: '/:supplierSlug/menu-digital', header: 'ordermyontable', shellMenu: true },
  grabAndGo: { path: '/:supplierSlug/grab-and-go', header: 'ordermyontable', shellMenu: true },
  onTableHome: {
    path: '/:supplierSlug/menu-digital/home',
    header: 'main',
    cartIcon: true,
    newMenuGuard: true,
  },
  myOrder: { path: '/:supplierSlug/menu-digital/my-order/:purchaseId', header: 'my_order', cartIcon: true },
  grabAndGoMyOrder: { path: '/:supplierSlug/grab-and-go/my-order', header: 'my_order', cartIcon: true },
  onTableOrder: { path: '/:supplierSlug/menu-digital/order', header: 'ordermyontable' },
  deliveryCart: { path: '/:supplierSlug/delivery/order', header: 'tomenu', cartIcon: true },
  menu: {
    path: '/:supplierSlug/menu',
    header: 'tohome',
    cartIcon: true,
    newMenuGuard: true,
    shellMenu: true,
  },
  mainCategories: {
    path: '/:supplierSlug/maincategories',
    header: 'tohome',
    cartIcon: true,
    newMenuGuard: true,
    shellMenu: true,
  },
  subCategories: {
    path: '/:supplierSlug/subcategories',
    header: 'maincategories',
    cartIcon: true,
    newMenuGuard: true,
    shellMenu: true,
  },
  serviceRoom: { path: '/:supplierSlug/service-room', header: 'ordermyontable' },
  shortMenuDigital: { path: '/:supplierSlug/md', header: 'ordermyontable', shellMenu: true },
  delivery: { path: '/:supplierSlug/delivery', header: 'tohome' },
  book: { path: '/:supplierSlug/reservar', header: 'tohome' },
  orders: { path: '/:supplierSlug/orders', header: 'tohome' },
  order: { path: '/:supplierSlug/order/:orderId', header: 'internal' },
  servicePolicies: { path: '/:supplierSlug/politicas-servicio', header: 'internal' },
  productView: { path: '/:supplierSlug/view/:productId', header: 'tohome' },
  product: { path: '/:supplierSlug/:productId', header: 'tohome' },
  smartLink: { path: '/:supplierSlug/sl/:profileId/:token', header: null },
  smartLinkPurchase: { path: '/:supplierSlug/sl/:profileId/:token/:purchaseId', header: null },
  historyMyOrders: { path: '/:supplierSlug/history-my-orders', header: 'tohome' },
  /** The venue's terms of use or privacy notice (not in spec §2: ADR 110); `document` is
   * `terms` or `privacy`. */
  legal: { path: '/legal/:document', header: 'to_main', popups: false },
} as const satisfies Record<string, RouteFact>;

export type ScreenName = keyof typeof routeTable;

const facts = Object.values(routeTable as Record<string, RouteFact>);

const screensWhere = (test: (fact: RouteFact) => boolean): ReadonlySet<string> =>
  new Set((Object.keys(routeTable) as ScreenName[]).filter((name) => test(routeTable[name])));

/** The screens that show the cart icon (spec §2 Layout), by route name. */
export const cartIconScreens = screensWhere((fact) => fact.cartIcon === true);
/** The screens that never show pop-ups (spec §2 Layout). */
export const noPopupScreens = screensWhere((fact) => fact.popups === false);
/** The screens the new-menu guard applies to (spec §2 Navigation rules). */
export const newMenuGuardedScreens = screensWhere((fact) => fact.newMenuGuard === true);

/** The second path segment of the branch pages that show its menu (`/{branch}/menu`, ...). */
export const menuPageSegments: ReadonlySet<string> = new Set(
  facts.filter((fact) => fact.shellMenu).map((fact) => fact.path.split('/')[2] ?? ''),
);

/** The first path segments of the storefront's own pages (`/location`, `/book_info/...`): no
 * branch may take one as its slug, since `/{supplier_id}` shares the top level with them. */
export const storefrontTopSegments: ReadonlySet<string> = new Set(
  facts
    .map((fact) => fact.path.split('/')[1] ?? '')
    .filter((segment) => segment !== '' && !segment.startsWith(':')),
);
