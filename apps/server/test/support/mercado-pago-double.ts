import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Mercado Pago's Checkout Pro (docs/payments.md#connecting-mercado-pago) that
// answers the documented request and response shapes and refuses undocumented ones: a request
// without the venue's access token is 401, a body field the Create preference reference does not
// list is 400, a refund without X-Idempotency-Key is 400 (error 4292, as the refunds page says).
// Its checkout behaves as the "Test cards" page says: the cardholder's name decides the outcome
// (APRO approved; OTHE, CALL, FUND, SECU, EXPI, FORM rejected; CONT pending, which binary mode
// turns into a rejection), then the diner is sent to the preference's back_urls with the documented
// query. Card 4000 0000 0000 3220 asks for a 3-D Secure challenge first (the double's own scenario:
// Checkout Pro runs 3-D Secure on its page). The page URLs it answers are https, as Mercado Pago's
// are (the schema takes no other): the page is served over plain HTTP on the same port, and tests
// open it with `browse`. Tests steer it: a slow or failing next answer, notifications signed with
// the webhook secret, and the log of what it was asked.

export interface MercadoPagoDoubleKeys {
  publicKey: string;
  accessToken: string;
  webhookSecret: string;
}

export const mercadoPagoTestKeys = (): MercadoPagoDoubleKeys => {
  const digits = String(Date.now()).slice(-10);
  return {
    publicKey: `TEST-${randomUUID()}`,
    accessToken: `TEST-${digits}-${randomBytes(6).toString('hex')}-${randomBytes(16).toString('hex')}`,
    webhookSecret: randomBytes(24).toString('hex'),
  };
};

export interface MercadoPagoDoublePreference {
  id: string;
  body: Record<string, unknown>;
  externalReference: string;
  /** Decimal units, as the item's unit_price × quantity. */
  amount: number;
  currency: string;
  idempotencyKey: string | null;
}

export interface MercadoPagoDoublePayment {
  id: string;
  preferenceId: string;
  status: string;
  status_detail: string;
  external_reference: string;
  transaction_amount: number;
  transaction_amount_refunded: number;
  currency_id: string;
  payment_method_id: string;
  last_four: string;
  date_created: string;
}

interface Refund {
  id: number;
  payment_id: string;
  amount: number;
  status: 'approved';
  date_created: string;
}

type Fault = 'timeout' | 'error' | 'drop';

/** The test cards' cardholder names (integration-test/test-purchase) as status and status_detail
 * (the details are the query-results page's for each rejection the name describes). */
const HOLDERS: Readonly<Record<string, { status: string; detail: string }>> = {
  APRO: { status: 'approved', detail: 'accredited' },
  OTHE: { status: 'rejected', detail: 'cc_rejected_other_reason' },
  CONT: { status: 'in_process', detail: 'pending_contingency' },
  CALL: { status: 'rejected', detail: 'cc_rejected_call_for_authorize' },
  FUND: { status: 'rejected', detail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', detail: 'cc_rejected_bad_filled_security_code' },
  EXPI: { status: 'rejected', detail: 'cc_rejected_bad_filled_date' },
  FORM: { status: 'rejected', detail: 'cc_rejected_bad_filled_other' },
};
/** Mexico's test cards (the page's table), and the double's own 3-D Secure card. */
const CARDS: Readonly<Record<string, string>> = {
  '5474925432670366': 'master',
  '4075595716483764': 'visa',
  '371180303257522': 'amex',
  '5579053461482647': 'debmaster',
  '4189141221267633': 'debvisa',
  '4000000000003220': 'visa',
};
const CHALLENGE_CARD = '4000000000003220';

/** Create preference's body attributes (reference: checkout/preferences POST). */
const PREFERENCE_FIELDS = new Set([
  'items',
  'payer',
  'payment_methods',
  'shipments',
  'back_urls',
  'notification_url',
  'statement_descriptor',
  'additional_info',
  'auto_return',
  'external_reference',
  'expires',
  'expiration_date_from',
  'expiration_date_to',
  'date_of_expiration',
  'marketplace',
  'marketplace_fee',
  'differential_pricing',
  'binary_mode',
  'taxes',
  'tracks',
  'metadata',
]);
const ITEM_FIELDS = new Set([
  'id',
  'title',
  'description',
  'picture_url',
  'category_id',
  'quantity',
  'currency_id',
  'unit_price',
]);
const PAYMENT_TYPES = new Set([
  'account_money',
  'ticket',
  'bank_transfer',
  'atm',
  'credit_card',
  'debit_card',
  'prepaid_card',
  'digital_currency',
  'digital_wallet',
  'voucher_card',
  'crypto_transfer',
]);
const SEARCH_PARAMS = new Set(['external_reference', 'sort', 'criteria', 'offset', 'limit']);
/** ISO 8601 with milliseconds and a zone, as the reference's examples. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?(Z|[+-]\d{2}:\d{2})$/;

const cents = (amount: number) => Math.round(amount * 100);

export interface MercadoPagoNotification {
  /** Path and query to deliver it to (`/payments/webhooks/mercado_pago?data.id=…&type=payment`). */
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface MercadoPagoDouble {
  url: string;
  apiUrl: string;
  keys: MercadoPagoDoubleKeys;
  preferences: Map<string, MercadoPagoDoublePreference>;
  payments: Map<string, MercadoPagoDoublePayment>;
  refunds: Refund[];
  /** "METHOD /path?query" of every request, in order. */
  requests: string[];
  /** The next request whose "METHOD /path" starts with `prefix` is answered late, 500, or its
   * connection dropped after the work was done. */
  failNext(prefix: string, fault: Fault): void;
  /** One of its https page URLs, opened over plain HTTP on the double. */
  browse(url: string, init?: RequestInit): Promise<Response>;
  /** A `payment` notification as Mercado Pago signs it (x-signature over the documented manifest). */
  notification(
    paymentId: string,
    options?: { secret?: string; ts?: number; requestId?: string; action?: string },
  ): MercadoPagoNotification;
  close(): Promise<void>;
}

export async function startMercadoPagoDouble(
  keys: MercadoPagoDoubleKeys = mercadoPagoTestKeys(),
  options: { slowMs?: number; port?: number } = {},
): Promise<MercadoPagoDouble> {
  const preferences = new Map<string, MercadoPagoDoublePreference>();
  const payments = new Map<string, MercadoPagoDoublePayment>();
  const refunds: Refund[] = [];
  /** "scope:key" → the answer given the first time. */
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: string[] = [];
  const faults: { prefix: string; fault: Fault }[] = [];
  let sequence = 0;

  const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const secureBase = () => base().replace(/^http:/, 'https:');

  const wire = (p: MercadoPagoDoublePayment) => ({
    id: Number(p.id),
    date_created: p.date_created,
    date_approved: p.status === 'approved' ? p.date_created : null,
    status: p.status,
    status_detail: p.status_detail,
    external_reference: p.external_reference,
    transaction_amount: p.transaction_amount,
    transaction_amount_refunded: p.transaction_amount_refunded,
    currency_id: p.currency_id,
    payment_method_id: p.payment_method_id,
    payment_type_id: p.payment_method_id.startsWith('deb') ? 'debit_card' : 'credit_card',
    card: { last_four_digits: p.last_four, first_six_digits: null },
    live_mode: false,
    binary_mode: true,
    metadata: {},
  });

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  /** Mercado Pago's error shape: `{ message, error, status, cause: [{ code, description }] }`. */
  const refuse = (res: ServerResponse, status: number, error: string, message: string, code?: number) =>
    send(res, status, {
      message,
      error,
      status,
      cause: code === undefined ? [] : [{ code, description: message, data: null }],
    });
  const html = (res: ServerResponse, body: string) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="es"><head><title>Mercado Pago (double)</title></head><body>${body}</body></html>`,
    );
  };
  const redirect = (res: ServerResponse, location: string) => {
    res.writeHead(302, { location });
    res.end();
  };

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  /** What is wrong with a preference body, or null. */
  function preferenceIssue(body: Record<string, unknown>): string | null {
    const unknown = Object.keys(body).filter((field) => !PREFERENCE_FIELDS.has(field));
    if (unknown.length) return `unknown fields: ${unknown.join(', ')}`;
    const items = body.items;
    if (!Array.isArray(items) || items.length === 0) return 'items required';
    for (const item of items as Record<string, unknown>[]) {
      const extra = Object.keys(item).filter((f) => !ITEM_FIELDS.has(f));
      if (extra.length) return `unknown item fields: ${extra.join(', ')}`;
      if (typeof item.title !== 'string' || !item.title) return 'items.title required';
      if (typeof item.unit_price !== 'number' || !(item.unit_price > 0)) return 'items.unit_price invalid';
      if (!Number.isInteger(item.quantity) || (item.quantity as number) < 1) return 'items.quantity invalid';
      if (cents(item.unit_price) / 100 !== item.unit_price) return 'items.unit_price: at most 2 decimals';
      if (item.currency_id !== 'MXN' && item.currency_id !== 'BRL') return 'items.currency_id invalid';
    }
    const back = body.back_urls as Record<string, unknown> | undefined;
    if (back !== undefined) {
      for (const [k, v] of Object.entries(back)) {
        if (!['success', 'pending', 'failure'].includes(k)) return `unknown back_urls.${k}`;
        if (typeof v !== 'string' || !/^(https:\/\/|http:\/\/[^/]*localhost[:/])/.test(v)) {
          return `back_urls.${k} invalid`;
        }
      }
    }
    if (body.auto_return !== undefined) {
      if (body.auto_return !== 'approved' && body.auto_return !== 'all') return 'auto_return invalid';
      if (typeof back?.success !== 'string') return 'auto_return invalid. back_url.success must be defined';
    }
    if (
      body.notification_url !== undefined &&
      !/^(https:\/\/|http:\/\/[^/]*localhost[:/])/.test(String(body.notification_url))
    )
      return 'notification_url invalid';
    if (body.binary_mode !== undefined && typeof body.binary_mode !== 'boolean') return 'binary_mode invalid';
    const methods = body.payment_methods as Record<string, unknown> | undefined;
    if (methods !== undefined) {
      const extra = Object.keys(methods).filter(
        (f) =>
          ![
            'excluded_payment_types',
            'excluded_payment_methods',
            'installments',
            'default_installments',
            'default_payment_method_id',
          ].includes(f),
      );
      if (extra.length) return `unknown payment_methods fields: ${extra.join(', ')}`;
      for (const type of (methods.excluded_payment_types ?? []) as { id?: unknown }[]) {
        if (type.id === 'account_money') return 'account_money cannot be excluded';
        if (typeof type.id !== 'string' || !PAYMENT_TYPES.has(type.id))
          return 'excluded_payment_types invalid';
      }
    }
    for (const field of ['expiration_date_from', 'expiration_date_to']) {
      if (body[field] !== undefined && !ISO_DATE.test(String(body[field]))) return `${field} invalid`;
    }
    if (typeof body.external_reference !== 'string' || body.external_reference.length > 256)
      return 'external_reference invalid';
    return null;
  }

  /** Where Checkout Pro sends the diner after the payment (configure-back-urls): the back_url of
   * its status, with the documented query. */
  function backTo(payment: MercadoPagoDoublePayment): string {
    const preference = preferences.get(payment.preferenceId)!;
    const back = (preference.body.back_urls ?? {}) as Record<string, string>;
    const which =
      payment.status === 'approved' ? 'success' : payment.status === 'rejected' ? 'failure' : 'pending';
    const url = new URL(back[which] ?? back.success ?? '');
    const query: Record<string, string> = {
      collection_id: payment.id,
      collection_status: payment.status,
      payment_id: payment.id,
      status: payment.status,
      external_reference: payment.external_reference,
      payment_type: 'credit_card',
      merchant_order_id: String(90_000_000 + Number(payment.id.slice(-6))),
      preference_id: preference.id,
      site_id: preference.currency === 'BRL' ? 'MLB' : 'MLM',
      processing_mode: 'aggregator',
      merchant_account_id: 'null',
    };
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    return url.toString();
  }

  function newPayment(preference: MercadoPagoDoublePreference, number: string, holder: string) {
    sequence += 1;
    const outcome = HOLDERS[holder] ?? HOLDERS.OTHE!;
    // binary mode: "the payment can only be approved or declined" (what would wait is declined;
    // the page names no status_detail for it: the double says cc_rejected_other_reason)
    const binary = preference.body.binary_mode === true;
    const { status, detail } =
      binary && outcome.status === 'in_process'
        ? { status: 'rejected', detail: 'cc_rejected_other_reason' }
        : outcome;
    const payment: MercadoPagoDoublePayment = {
      id: String(1_300_000_000 + sequence),
      preferenceId: preference.id,
      status: number === CHALLENGE_CARD ? 'pending' : status,
      status_detail: number === CHALLENGE_CARD ? 'pending_challenge' : detail,
      external_reference: preference.externalReference,
      transaction_amount: preference.amount,
      transaction_amount_refunded: 0,
      currency_id: preference.currency,
      payment_method_id: CARDS[number] ?? 'visa',
      last_four: number.slice(-4),
      date_created: new Date(Date.now() + sequence).toISOString(),
    };
    payments.set(payment.id, payment);
    return payment;
  }

  const page = (url: URL) => new URL(`${base()}${url.pathname}${url.search}`);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base());
    const line = `${req.method} ${url.pathname}`;
    requests.push(`${line}${url.search}`);
    const faultAt = faults.findIndex((f) => line.startsWith(f.prefix));
    const fault = faultAt >= 0 ? faults.splice(faultAt, 1)[0]!.fault : null;
    if (fault === 'timeout') await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 3_000));
    if (fault === 'error') return refuse(res, 500, 'internal_error', 'internal_error');
    const raw = req.method === 'POST' ? await readBody(req) : '';
    const answer = (status: number, body: unknown) => {
      // the work is done, the answer is lost on the way
      if (fault === 'drop') return req.socket.destroy();
      send(res, status, body);
    };

    // --- Checkout Pro's pages (init_point) -------------------------------------------------------
    if (req.method === 'GET' && url.pathname === '/checkout/v1/redirect') {
      const preference = preferences.get(url.searchParams.get('pref_id') ?? '');
      if (!preference) return refuse(res, 404, 'not_found', 'preference not found');
      return html(
        res,
        `<h1>Pagar ${preference.amount} ${preference.currency}</h1><form method="post" action="/checkout/v1/pay">` +
          `<input type="hidden" name="pref_id" value="${preference.id}">` +
          '<label>Número de tarjeta <input name="card_number" autocomplete="off"></label>' +
          '<label>Nombre del titular <input name="cardholder_name"></label>' +
          '<label>Código de seguridad <input name="security_code"></label>' +
          '<label>Vencimiento <input name="expiration" placeholder="11/30"></label>' +
          '<button type="submit">Pagar</button></form>',
      );
    }
    if (req.method === 'POST' && url.pathname === '/checkout/v1/pay') {
      const form = new URLSearchParams(raw);
      const preference = preferences.get(form.get('pref_id') ?? '');
      if (!preference) return refuse(res, 404, 'not_found', 'preference not found');
      const to = preference.body.expiration_date_to;
      if (typeof to === 'string' && Date.parse(to) < Date.now())
        return refuse(res, 400, 'bad_request', 'preference expired');
      const number = (form.get('card_number') ?? '').replace(/\s/g, '');
      if (!CARDS[number]) return refuse(res, 400, 'bad_request', 'not a test card');
      const holder = (form.get('cardholder_name') ?? '').trim().toUpperCase();
      const payment = newPayment(preference, number, holder);
      if (payment.status_detail === 'pending_challenge') {
        return html(
          res,
          `<h1>Verificación 3-D Secure</h1><form method="post" action="/checkout/v1/challenge/${payment.id}">` +
            '<button name="answer" value="ok">Autorizar</button><button name="answer" value="no">Rechazar</button></form>',
        );
      }
      return redirect(res, backTo(payment));
    }
    const challenge = /^\/checkout\/v1\/challenge\/(\d+)$/.exec(url.pathname);
    if (req.method === 'POST' && challenge) {
      const payment = payments.get(challenge[1]!);
      if (payment?.status_detail !== 'pending_challenge')
        return refuse(res, 404, 'not_found', 'no challenge');
      const ok = new URLSearchParams(raw).get('answer') === 'ok';
      payment.status = ok ? 'approved' : 'rejected';
      payment.status_detail = ok ? 'accredited' : 'cc_rejected_3ds_challenge';
      return redirect(res, backTo(payment));
    }

    // --- The API (https://api.mercadopago.com) ---------------------------------------------------
    if (req.headers.authorization !== `Bearer ${keys.accessToken}`) {
      return refuse(res, 401, 'unauthorized', 'invalid access token', 401);
    }
    const idempotencyKey = req.headers['x-idempotency-key'];
    const key = typeof idempotencyKey === 'string' && idempotencyKey ? idempotencyKey : null;
    let body: Record<string, unknown> = {};
    if (req.method === 'POST' && raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return refuse(res, 400, 'bad_request', 'invalid JSON');
      }
    }

    if (req.method === 'POST' && url.pathname === '/checkout/preferences') {
      const again = key ? idempotent.get(`preference:${key}`) : undefined;
      if (again) return answer(again.status, again.body);
      const issue = preferenceIssue(body);
      if (issue) return refuse(res, 400, 'bad_request', issue);
      const items = body.items as { unit_price: number; quantity: number; currency_id: string }[];
      const id = `1234567890-${randomUUID()}`;
      const preference: MercadoPagoDoublePreference = {
        id,
        body,
        externalReference: String(body.external_reference),
        amount: items.reduce((sum, item) => sum + cents(item.unit_price) * item.quantity, 0) / 100,
        currency: items[0]!.currency_id,
        idempotencyKey: key,
      };
      preferences.set(id, preference);
      // a browser journey's store answers over plain http on a loopback host: so do the pages it opens
      const local = String((body.back_urls as Record<string, unknown> | undefined)?.success ?? '').startsWith(
        'http:',
      );
      const pageBase = local ? base() : secureBase();
      const created = {
        ...body,
        id,
        collector_id: 1234567890,
        client_id: '6295877106812064',
        date_created: new Date().toISOString(),
        operation_type: 'regular_payment',
        init_point: `${pageBase}/checkout/v1/redirect?pref_id=${id}`,
        sandbox_init_point: `${pageBase}/checkout/v1/redirect?pref_id=${id}&sandbox=true`,
      };
      if (key) idempotent.set(`preference:${key}`, { status: 201, body: created });
      return answer(201, created);
    }
    if (req.method === 'GET' && url.pathname === '/v1/payments/search') {
      const unknown = [...url.searchParams.keys()].filter((k) => !SEARCH_PARAMS.has(k));
      if (unknown.length) return refuse(res, 400, 'bad_request', `unknown parameters: ${unknown.join(', ')}`);
      const reference = url.searchParams.get('external_reference');
      const results = [...payments.values()]
        .filter((p) => reference === null || p.external_reference === reference)
        .map(wire);
      return answer(200, { paging: { total: results.length, limit: 30, offset: 0 }, results });
    }
    const one = /^\/v1\/payments\/(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      const payment = payments.get(one[1]!);
      if (!payment) return refuse(res, 404, 'not_found', 'Payment not found', 2000);
      return answer(200, wire(payment));
    }
    const refunding = /^\/v1\/payments\/(\d+)\/refunds$/.exec(url.pathname);
    if (req.method === 'POST' && refunding) {
      if (!key) return refuse(res, 400, 'bad_request', 'X-Idempotency-Key is required', 4292);
      const again = idempotent.get(`refund:${key}`);
      if (again) return answer(again.status, again.body);
      const payment = payments.get(refunding[1]!);
      if (!payment) return refuse(res, 404, 'not_found', 'Payment not found', 2000);
      const extra = Object.keys(body).filter((f) => f !== 'amount');
      if (extra.length) return refuse(res, 400, 'bad_request', `unknown fields: ${extra.join(', ')}`);
      if (payment.status !== 'approved')
        return refuse(res, 400, 'bad_request', 'Invalid payment status', 2063);
      const left = cents(payment.transaction_amount) - cents(payment.transaction_amount_refunded);
      const amount = body.amount === undefined ? left / 100 : body.amount;
      if (typeof amount !== 'number' || !(amount > 0) || cents(amount) > left)
        return refuse(res, 400, 'bad_request', 'Invalid refund amount', 2082);
      payment.transaction_amount_refunded =
        (cents(payment.transaction_amount_refunded) + cents(amount)) / 100;
      const whole = cents(payment.transaction_amount_refunded) === cents(payment.transaction_amount);
      payment.status = whole ? 'refunded' : 'approved';
      payment.status_detail = whole ? 'refunded' : 'partially_refunded';
      const refund: Refund = {
        id: 2_000_000_000 + refunds.length + 1,
        payment_id: payment.id,
        amount,
        status: 'approved',
        date_created: new Date().toISOString(),
      };
      refunds.push(refund);
      const created = {
        ...refund,
        payment_id: Number(payment.id),
        metadata: {},
        source: { id: '1234567890', name: 'Vendedor de prueba', type: 'collector' },
        refund_mode: 'standard',
        adjustment_amount: 0,
        unique_sequence_number: null,
        reason: null,
        labels: [],
        partition_details: [],
      };
      idempotent.set(`refund:${key}`, { status: 201, body: created });
      return answer(201, created);
    }
    if (req.method === 'GET' && url.pathname === '/v1/payment_methods') {
      return answer(200, [
        { id: 'master', name: 'Mastercard', payment_type_id: 'credit_card', status: 'active' },
        { id: 'visa', name: 'Visa', payment_type_id: 'credit_card', status: 'active' },
        { id: 'oxxo', name: 'OXXO', payment_type_id: 'ticket', status: 'active' },
      ]);
    }
    return refuse(res, 404, 'not_found', `resource not found: ${line}`);
  }

  function notification(
    paymentId: string,
    opts: { secret?: string; ts?: number; requestId?: string; action?: string } = {},
  ): MercadoPagoNotification {
    const ts = String(opts.ts ?? Date.now());
    const requestId = opts.requestId ?? randomUUID();
    const manifest = `id:${paymentId};request-id:${requestId};ts:${ts};`;
    const v1 = createHmac('sha256', opts.secret ?? keys.webhookSecret)
      .update(manifest)
      .digest('hex');
    return {
      path: `/payments/webhooks/mercado_pago?data.id=${paymentId}&type=payment`,
      headers: {
        'content-type': 'application/json',
        'x-signature': `ts=${ts},v1=${v1}`,
        'x-request-id': requestId,
      },
      body: JSON.stringify({
        action: opts.action ?? 'payment.updated',
        api_version: 'v1',
        data: { id: paymentId },
        date_created: new Date(Number(ts)).toISOString(),
        id: 100_000_000_000 + sequence,
        live_mode: false,
        type: 'payment',
        user_id: '1234567890',
      }),
    };
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    url: base(),
    apiUrl: base(),
    keys,
    preferences,
    payments,
    refunds,
    requests,
    failNext: (prefix, fault) => faults.push({ prefix, fault }),
    browse: (target, init) => fetch(page(new URL(target)), { redirect: 'manual', ...init }),
    notification,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
