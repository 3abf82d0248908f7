// Every screen of spec §2's route table: one `path` for the router and one `getHref` to link to it.
// Keep these exactly: printed QR codes and shared links depend on them.
type Params = Record<string, string>;
const fill =
  (path: string) =>
  (params: Params = {}) =>
    path.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(params[name] ?? ''));

function route(path: string) {
  return { path, getHref: fill(path) };
}

export const paths = {
  main: route('/'),
  location: route('/location'),
  myLocation: route('/my-location'),
  branchToOnTable: route('/branch-to-on-table'),
  branchToTakeAway: route('/branch-to-take-away'),
  branchWithoutService: route('/branch-without-service'),
  branchToBook: route('/branch-to-book'),
  branchOffices: route('/branch-offices'),
  branchWhatsapp: route('/branch-whatsapp'),
  rateCluvi: route('/ratecluvi/:purchaseId/:token'),
  bookingPopup: route('/reservarpopup/:branchId'),
  bookingDetail: route('/book_info/:id/:token'),
  rateBooking: route('/rate/:id/:token'),
  newMenu: route('/newmenu/:supplierSlug/on_table/basic'),
  home: route('/:supplierSlug'),
  precheckout: route('/:supplierSlug/precheckout'),
  checkout: route('/:supplierSlug/checkout/:id'),
  webCheckout: route('/:supplierSlug/webcheckout/:orderId'),
  cluviPay: route('/:supplierSlug/cluvipay/:purchaseId'),
  onTableMenu: route('/:supplierSlug/menu-digital'),
  grabAndGo: route('/:supplierSlug/grab-and-go'),
  onTableHome: route('/:supplierSlug/menu-digital/home'),
  myOrder: route('/:supplierSlug/menu-digital/my-order/:purchaseId'),
  grabAndGoMyOrder: route('/:supplierSlug/grab-and-go/my-order'),
  onTableOrder: route('/:supplierSlug/menu-digital/order'),
  deliveryCart: route('/:supplierSlug/delivery/order'),
  menu: route('/:supplierSlug/menu'),
  mainCategories: route('/:supplierSlug/maincategories'),
  subCategories: route('/:supplierSlug/subcategories'),
  serviceRoom: route('/:supplierSlug/service-room'),
  shortMenuDigital: route('/:supplierSlug/md'),
  delivery: route('/:supplierSlug/delivery'),
  book: route('/:supplierSlug/reservar'),
  orders: route('/:supplierSlug/orders'),
  order: route('/:supplierSlug/order/:orderId'),
  servicePolicies: route('/:supplierSlug/politicas-servicio'),
  productView: route('/:supplierSlug/view/:productId'),
  product: route('/:supplierSlug/:productId'),
  smartLink: route('/:supplierSlug/sl/:profileId/:token'),
  smartLinkPurchase: route('/:supplierSlug/sl/:profileId/:token/:purchaseId'),
  historyMyOrders: route('/:supplierSlug/history-my-orders'),
} as const;

export type ScreenName = keyof typeof paths;
