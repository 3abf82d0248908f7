import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Wompi (docs/payments.md#wompi) that answers the documented request and
// response shapes and refuses undocumented ones: a request without the right key, with a field the
// pages do not list, a bad integrity signature or a reused reference is refused as Wompi would
// (401 / 422). Its sandbox behaves as Wompi's "Datos de prueba en Sandbox" page says: card
// 4242 4242 4242 4242 approves, 4111 1111 1111 1111 declines, others end in ERROR; Nequi 3991111111
// approves and 3992222222 declines once the push is answered; PSE bank "1" approves and "2"
// declines once the diner leaves the bank's page. Card 4000 0000 0000 3220 asks for a 3-D Secure
// challenge on the checkout first (the double's own scenario: Wompi's page runs 3-D Secure itself).
// Tests steer it: a slow or failing next answer, events signed with the events secret, and the log
// of what it was asked.

export interface WompiDoubleKeys {
  publicKey: string;
  privateKey: string;
  eventsSecret: string;
  integritySecret: string;
}

export const wompiTestKeys = (): WompiDoubleKeys => {
  const suffix = randomBytes(8).toString('hex');
  return {
    publicKey: `pub_test_${suffix}`,
    privateKey: `prv_test_${suffix}`,
    eventsSecret: `test_events_${suffix}`,
    integritySecret: `test_integrity_${suffix}`,
  };
};

export interface WompiDoubleTransaction {
  id: string;
  reference: string;
  amount_in_cents: number;
  currency: string;
  payment_method_type: 'CARD' | 'PSE' | 'NEQUI';
  status: 'PENDING' | 'APPROVED' | 'DECLINED' | 'VOIDED' | 'ERROR';
  status_message: string | null;
  redirect_url: string;
  customer_email: string;
  payment_method: Record<string, unknown>;
  /** What the transaction becomes once the diner acts (the bank page, the phone, the challenge). */
  outcome: 'APPROVED' | 'DECLINED' | 'ERROR';
  /** PSE: the bank URL is given from the second read on, as Wompi fills it shortly after. */
  reads: number;
}

type Fault = 'timeout' | 'error' | 'drop';

const ACCEPTANCE = 'eyJ.acceptance.double';
const PERSONAL_AUTH = 'eyJ.personal-auth.double';
const BANKS = [
  { financial_institution_code: '1', financial_institution_name: 'Banco que aprueba' },
  { financial_institution_code: '2', financial_institution_name: 'Banco que rechaza' },
];
const TRANSACTION_FIELDS = new Set([
  'acceptance_token',
  'accept_personal_auth',
  'amount_in_cents',
  'currency',
  'signature',
  'customer_email',
  'reference',
  'redirect_url',
  'payment_method',
  'payment_source_id',
  'customer_data',
  'shipping_address',
  'expiration_time',
  'taxes',
]);
const PSE_FIELDS = [
  'type',
  'user_type',
  'user_legal_id_type',
  'user_legal_id',
  'financial_institution_code',
  'payment_description',
];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface WompiDouble {
  url: string;
  apiUrl: string;
  checkoutUrl: string;
  keys: WompiDoubleKeys;
  transactions: Map<string, WompiDoubleTransaction>;
  /** "METHOD /path" of every request, in order. */
  requests: string[];
  /** The next request whose "METHOD /path" starts with `prefix` is answered late, 503, or its
   * connection dropped after Wompi did the work. */
  failNext(prefix: string, fault: Fault): void;
  /** The diner answers the Nequi push, leaves the bank, or Wompi annuls: the final status now. */
  settle(id: string, status?: WompiDoubleTransaction['status']): WompiDoubleTransaction;
  /** A `transaction.updated` event as Wompi signs it (the documented properties and checksum). */
  event(id: string, options?: { secret?: string; environment?: 'test' | 'prod'; timestamp?: number }): string;
  close(): Promise<void>;
}

export async function startWompiDouble(
  keys: WompiDoubleKeys = wompiTestKeys(),
  options: { port?: number; slowMs?: number } = {},
): Promise<WompiDouble> {
  const transactions = new Map<string, WompiDoubleTransaction>();
  const requests: string[] = [];
  const faults: { prefix: string; fault: Fault }[] = [];
  let sequence = 0;

  const wire = (t: WompiDoubleTransaction) => ({
    id: t.id,
    created_at: new Date().toISOString(),
    amount_in_cents: t.amount_in_cents,
    reference: t.reference,
    customer_email: t.customer_email,
    currency: t.currency,
    payment_method_type: t.payment_method_type,
    payment_method: {
      ...t.payment_method,
      ...(t.payment_method_type === 'PSE' && t.reads > 0 && t.status === 'PENDING'
        ? { extra: { async_payment_url: `${base()}/bank/${t.id}` } }
        : {}),
      ...(t.payment_method_type === 'CARD'
        ? { extra: { brand: 'VISA', last_four: String(t.payment_method.last_four ?? '') } }
        : {}),
    },
    status: t.status,
    status_message: t.status_message,
    redirect_url: t.redirect_url,
  });

  function newTransaction(
    fields: Omit<WompiDoubleTransaction, 'id' | 'status' | 'status_message' | 'reads'>,
  ) {
    sequence += 1;
    const t: WompiDoubleTransaction = {
      ...fields,
      id: `${1000 + sequence}-${Math.floor(Date.now() / 1000)}-${sequence}`,
      status: 'PENDING',
      status_message: null,
      reads: 0,
    };
    transactions.set(t.id, t);
    return t;
  }

  function settle(id: string, status?: WompiDoubleTransaction['status']) {
    const t = transactions.get(id);
    if (!t) throw new Error(`no transaction ${id}`);
    t.status = status ?? t.outcome;
    if (t.status === 'ERROR') t.status_message = 'La transacción fue rechazada por el sistema de pruebas';
    return t;
  }

  function event(
    id: string,
    opts: { secret?: string; environment?: 'test' | 'prod'; timestamp?: number } = {},
  ) {
    const t = transactions.get(id)!;
    const timestamp = opts.timestamp ?? Math.floor(Date.now() / 1000);
    const properties = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];
    const checksum = sha256(
      `${t.id}${t.status}${t.amount_in_cents}${timestamp}${opts.secret ?? keys.eventsSecret}`,
    );
    return JSON.stringify({
      event: 'transaction.updated',
      data: { transaction: wire(t) },
      environment: opts.environment ?? 'test',
      signature: { properties, checksum },
      timestamp,
      sent_at: new Date(timestamp * 1000).toISOString(),
    });
  }

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (
    res: ServerResponse,
    status: number,
    type: string,
    messages: Record<string, string[]> = {},
  ) => send(res, status, { error: { type, messages } });
  const html = (res: ServerResponse, body: string) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="es"><head><title>Wompi (double)</title></head><body>${body}</body></html>`,
    );
  };
  const bearer = (req: IncomingMessage) => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  /** The transaction Web Checkout makes once the diner pays on it (its own page). */
  function checkoutPay(params: URLSearchParams): WompiDoubleTransaction | string {
    const amount = Number(params.get('amount-in-cents'));
    const reference = params.get('reference') ?? '';
    const currency = params.get('currency') ?? '';
    if (params.get('public-key') !== keys.publicKey) return 'public-key';
    if (!Number.isSafeInteger(amount) || amount <= 0) return 'amount-in-cents';
    if (
      params.get('signature:integrity') !== sha256(`${reference}${amount}${currency}${keys.integritySecret}`)
    ) {
      return 'signature:integrity';
    }
    if ([...transactions.values()].some((t) => t.reference === reference)) return 'reference';
    const number = (params.get('number') ?? '').replace(/\s/g, '');
    const outcome =
      number === '4242424242424242' || number === '4000000000003220'
        ? 'APPROVED'
        : number === '4111111111111111'
          ? 'DECLINED'
          : 'ERROR';
    const t = newTransaction({
      reference,
      amount_in_cents: amount,
      currency,
      payment_method_type: 'CARD',
      redirect_url: params.get('redirect-url') ?? '',
      customer_email: 'diner@example.com',
      payment_method: { type: 'CARD', installments: 1, last_four: number.slice(-4) },
      outcome,
    });
    if (number !== '4000000000003220') settle(t.id);
    return t;
  }

  const back = (t: WompiDoubleTransaction) => {
    const url = new URL(t.redirect_url);
    url.searchParams.set('id', t.id);
    url.searchParams.set('env', 'test');
    return url.toString();
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base());
    const line = `${req.method} ${url.pathname}`;
    requests.push(`${line}${url.search ? `?${url.searchParams.toString()}` : ''}`);
    const faultAt = faults.findIndex((f) => line.startsWith(f.prefix));
    const fault = faultAt >= 0 ? faults.splice(faultAt, 1)[0]!.fault : null;
    if (fault === 'timeout') await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 3_000));
    if (fault === 'error') return refuse(res, 503, 'SERVICE_UNAVAILABLE');
    const raw = req.method === 'POST' ? await readBody(req) : '';
    const answer = (status: number, body: unknown) => {
      // the work is done, the answer is lost on the way
      if (fault === 'drop') return req.socket.destroy();
      send(res, status, body);
    };

    // --- Web Checkout (https://checkout.wompi.co/p/) and the pages a diner sees ----------------
    if (req.method === 'GET' && url.pathname === '/p/') {
      for (const name of [
        'public-key',
        'currency',
        'amount-in-cents',
        'reference',
        'signature:integrity',
        'redirect-url',
      ]) {
        if (!url.searchParams.get(name))
          return refuse(res, 422, 'INPUT_VALIDATION_ERROR', { [name]: ['required'] });
      }
      const hidden = [...url.searchParams]
        .map(([k, v]) => `<input type="hidden" name="${k}" value="${v.replace(/"/g, '&quot;')}">`)
        .join('');
      return html(
        res,
        `<h1>Paga con Wompi</h1><form method="post" action="/p/pay">${hidden}<label>Número de la tarjeta <input name="number" autocomplete="off"></label><button type="submit">Pagar</button></form>`,
      );
    }
    if (req.method === 'POST' && url.pathname === '/p/pay') {
      const made = checkoutPay(new URLSearchParams(raw));
      if (typeof made === 'string')
        return refuse(res, 422, 'INPUT_VALIDATION_ERROR', { [made]: ['invalid'] });
      if (made.status === 'PENDING') {
        return html(
          res,
          `<h1>Verificación 3-D Secure</h1><form method="post" action="/3ds/${made.id}"><button name="answer" value="ok">Autorizar</button><button name="answer" value="no">Rechazar</button></form>`,
        );
      }
      res.writeHead(303, { location: back(made) });
      return res.end();
    }
    const challenge = /^\/3ds\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'POST' && challenge) {
      const t = transactions.get(challenge[1]!);
      if (!t) return refuse(res, 404, 'NOT_FOUND_ERROR');
      settle(t.id, new URLSearchParams(raw).get('answer') === 'ok' ? 'APPROVED' : 'DECLINED');
      res.writeHead(303, { location: back(t) });
      return res.end();
    }
    const bank = /^\/bank\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && bank) {
      const t = transactions.get(bank[1]!);
      if (!t) return refuse(res, 404, 'NOT_FOUND_ERROR');
      return html(
        res,
        `<h1>Tu banco (PSE)</h1><a href="/bank/${t.id}/done">Pagar y volver al comercio</a> <a href="/bank/${t.id}/done?later=1">Volver sin terminar</a>`,
      );
    }
    const bankDone = /^\/bank\/([^/]+)\/done$/.exec(url.pathname);
    if (req.method === 'GET' && bankDone) {
      const t = transactions.get(bankDone[1]!);
      if (!t) return refuse(res, 404, 'NOT_FOUND_ERROR');
      // the bank decides now, or later (the diner came back while it still validates)
      if (!url.searchParams.has('later')) settle(t.id);
      res.writeHead(303, { location: back(t) });
      return res.end();
    }

    // --- The API (https://sandbox.wompi.co/v1) --------------------------------------------------
    const key = bearer(req);
    if (req.method === 'GET' && url.pathname === `/v1/merchants/${keys.publicKey}`) {
      return answer(200, {
        data: {
          id: 1,
          name: 'Comercio de pruebas',
          public_key: keys.publicKey,
          presigned_acceptance: {
            acceptance_token: ACCEPTANCE,
            permalink: `${base()}/terminos.pdf`,
            type: 'END_USER_POLICY',
          },
          presigned_personal_data_auth: {
            acceptance_token: PERSONAL_AUTH,
            permalink: `${base()}/datos.pdf`,
            type: 'PERSONAL_DATA_AUTH',
          },
        },
      });
    }
    if (url.pathname.startsWith('/v1/merchants/')) return refuse(res, 404, 'NOT_FOUND_ERROR');
    if (req.method === 'GET' && url.pathname === '/v1/pse/financial_institutions') {
      if (key !== keys.publicKey) return refuse(res, 401, 'INVALID_ACCESS_TOKEN');
      return answer(200, { data: BANKS });
    }
    if (req.method === 'POST' && url.pathname === '/v1/transactions') {
      if (key !== keys.privateKey && key !== keys.publicKey) return refuse(res, 401, 'INVALID_ACCESS_TOKEN');
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return refuse(res, 422, 'INPUT_VALIDATION_ERROR', { body: ['not JSON'] });
      }
      const unknown = Object.keys(body).filter((field) => !TRANSACTION_FIELDS.has(field));
      if (unknown.length)
        return refuse(
          res,
          422,
          'INPUT_VALIDATION_ERROR',
          Object.fromEntries(unknown.map((f) => [f, ['not allowed']])),
        );
      const issues: Record<string, string[]> = {};
      const amount = body.amount_in_cents;
      if (body.acceptance_token !== ACCEPTANCE) issues.acceptance_token = ['invalid'];
      if (body.accept_personal_auth !== undefined && body.accept_personal_auth !== PERSONAL_AUTH)
        issues.accept_personal_auth = ['invalid'];
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
        issues.amount_in_cents = ['integer'];
      if (body.currency !== 'COP') issues.currency = ['COP'];
      if (typeof body.customer_email !== 'string' || !body.customer_email.includes('@'))
        issues.customer_email = ['email'];
      if (typeof body.reference !== 'string' || !body.reference) issues.reference = ['required'];
      else if ([...transactions.values()].some((t) => t.reference === body.reference))
        issues.reference = ['already used'];
      if (body.signature !== sha256(`${body.reference}${amount}${body.currency}${keys.integritySecret}`))
        issues.signature = ['invalid'];
      const method = (body.payment_method ?? {}) as Record<string, unknown>;
      let outcome: WompiDoubleTransaction['outcome'] = 'ERROR';
      if (method.type === 'NEQUI') {
        if (Object.keys(method).some((f) => f !== 'type' && f !== 'phone_number'))
          issues.payment_method = ['not allowed'];
        if (typeof method.phone_number !== 'string' || !/^3\d{9}$/.test(method.phone_number))
          issues['payment_method.phone_number'] = ['phone'];
        outcome =
          method.phone_number === '3991111111'
            ? 'APPROVED'
            : method.phone_number === '3992222222'
              ? 'DECLINED'
              : 'ERROR';
      } else if (method.type === 'PSE') {
        if (Object.keys(method).some((f) => !PSE_FIELDS.includes(f))) issues.payment_method = ['not allowed'];
        if (method.user_type !== 0 && method.user_type !== 1) issues['payment_method.user_type'] = ['0 or 1'];
        for (const f of [
          'user_legal_id_type',
          'user_legal_id',
          'financial_institution_code',
          'payment_description',
        ]) {
          if (typeof method[f] !== 'string' || !method[f]) issues[`payment_method.${f}`] = ['required'];
        }
        if (typeof method.payment_description === 'string' && method.payment_description.length > 30)
          issues['payment_method.payment_description'] = ['max 30'];
        outcome = method.financial_institution_code === '1' ? 'APPROVED' : 'DECLINED';
      } else {
        issues['payment_method.type'] = ['NEQUI or PSE (cards are typed on the checkout)'];
      }
      if (Object.keys(issues).length) return refuse(res, 422, 'INPUT_VALIDATION_ERROR', issues);
      const t = newTransaction({
        reference: body.reference as string,
        amount_in_cents: amount as number,
        currency: body.currency as string,
        payment_method_type: method.type as 'PSE' | 'NEQUI',
        redirect_url: String(body.redirect_url ?? ''),
        customer_email: body.customer_email as string,
        payment_method: method,
        outcome,
      });
      return answer(201, { data: wire(t) });
    }
    if (req.method === 'GET' && url.pathname === '/v1/transactions') {
      if (key !== keys.privateKey) return refuse(res, 401, 'INVALID_ACCESS_TOKEN');
      const reference = url.searchParams.get('reference');
      if (!reference) return refuse(res, 422, 'INPUT_VALIDATION_ERROR', { reference: ['required'] });
      return answer(200, {
        data: [...transactions.values()].filter((t) => t.reference === reference).map(wire),
      });
    }
    const one = /^\/v1\/transactions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      if (key !== keys.publicKey && key !== keys.privateKey) return refuse(res, 401, 'INVALID_ACCESS_TOKEN');
      const t = transactions.get(decodeURIComponent(one[1]!));
      if (!t) return refuse(res, 404, 'NOT_FOUND_ERROR');
      t.reads += 1;
      return answer(200, { data: wire(t) });
    }
    const voiding = /^\/v1\/transactions\/([^/]+)\/void$/.exec(url.pathname);
    if (req.method === 'POST' && voiding) {
      if (key !== keys.privateKey) return refuse(res, 401, 'INVALID_ACCESS_TOKEN');
      const t = transactions.get(decodeURIComponent(voiding[1]!));
      if (!t) return refuse(res, 404, 'NOT_FOUND_ERROR');
      if (raw && raw !== '{}') return refuse(res, 422, 'INPUT_VALIDATION_ERROR', { body: ['not allowed'] });
      if (t.payment_method_type !== 'CARD' || t.status !== 'APPROVED') {
        return refuse(res, 422, 'INPUT_VALIDATION_ERROR', { status: ['only an approved card transaction'] });
      }
      t.status = 'VOIDED';
      return answer(201, { data: { transaction: wire(t) } });
    }
    return refuse(res, 404, 'NOT_FOUND_ERROR', { path: [line] });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base(),
    apiUrl: `${base()}/v1`,
    checkoutUrl: `${base()}/p/`,
    keys,
    transactions,
    requests,
    failNext: (prefix, fault) => faults.push({ prefix, fault }),
    settle,
    event,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
