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
  newMenu: route('/newmenu/:supplierId/on_table/basic'),
  home: route('/:supplierId'),
  precheckout: route('/:supplierId/precheckout'),
  checkout: route('/:supplierId/checkout/:id'),
  webCheckout: route('/:supplierId/webcheckout/:orderId'),
  cluviPay: route('/:supplierId/cluvipay/:purchaseId'),
  onTableMenu: route('/:supplierId/menu-digital'),
  grabAndGo: route('/:supplierId/grab-and-go'),
  onTableHome: route('/:supplierId/menu-digital/home'),
  myOrder: route('/:supplierId/menu-digital/my-order/:purchaseId'),
  grabAndGoMyOrder: route('/:supplierId/grab-and-go/my-order'),
  onTableOrder: route('/:supplierId/menu-digital/order'),
  deliveryCart: route('/:supplierId/delivery/order'),
  menu: route('/:supplierId/menu'),
  mainCategories: route('/:supplierId/maincategories'),
  subCategories: route('/:supplierId/subcategories'),
  serviceRoom: route('/:supplierId/service-room'),
  shortMenuDigital: route('/:supplierId/md'),
  delivery: route('/:supplierId/delivery'),
  book: route('/:supplierId/reservar'),
  orders: route('/:supplierId/orders'),
  order: route('/:supplierId/order/:orderId'),
  servicePolicies: route('/:supplierId/politicas-servicio'),
  productView: route('/:supplierId/view/:productId'),
  product: route('/:supplierId/:productId'),
  smartLink: route('/:supplierId/sl/:profileId/:token'),
  smartLinkPurchase: route('/:supplierId/sl/:profileId/:token/:purchaseId'),
  historyMyOrders: route('/:supplierId/history-my-orders'),
} as const;

export type ScreenName = keyof typeof paths;
