import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  minorToWompiAmount,
  paymentStatusOfWompi,
  type Sha256Hex,
  sameSha256Hex,
  verifyWompiEvent,
  wompiAmountToMinor,
  wompiEventChecksum,
  wompiIntegritySignature,
  wompiTransactionNotice,
} from './wompi.rules.ts';
import type { WompiEvent } from './wompi.schema.ts';

// The domain compiles without Node's types; its tests run on Node and take node:crypto's SHA-256
// as the server will inject it. Every expected digest below was computed apart, with sha256sum.
let sha256Hex: Sha256Hex;
beforeAll(async () => {
  const crypto = (await import('node:crypto' as string)) as {
    createHash(algorithm: string): {
      update(text: string, encoding: string): { digest(encoding: string): string };
    };
  };
  sha256Hex = (text) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');
});
const identity: Sha256Hex = (text) => text;

/** The example event of https://docs.wompi.co/docs/colombia/eventos/ ("Cuerpo de un evento"),
 * copied as printed, with the secret its "Paso 3" assumes. */
const EVENTS_PAGE_SECRET = 'prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z';
const EVENTS_PAGE_PRINTED_CHECKSUM = '3476DDA50F64CD7CBD160689640506FEBEA93239BC524FC0469B2C68A3CC8BD0';
/** sha256sum of the page's "Paso 3" string. */
const EVENTS_PAGE_RULE_CHECKSUM = '5a18ec5e8fdb7df463e9f94774cba8f583ba21bd04a09ceff2ea68a4bc0aefbe';

function eventsPageEvent(checksum = EVENTS_PAGE_RULE_CHECKSUM): WompiEvent {
  return {
    event: 'transaction.updated',
    data: {
      transaction: {
        id: '1234-1610641025-49201',
        amount_in_cents: 4490000,
        reference: 'MZQ3X2DE2SMX',
        customer_email: 'juan.perez@gmail.com',
        currency: 'COP',
        payment_method_type: 'NEQUI',
        redirect_url: 'https://mitienda.com.co/pagos/redireccion',
        status: 'APPROVED',
        shipping_address: null,
        payment_link_id: null,
        payment_source_id: null,
      },
    },
    environment: 'prod',
    signature: {
      properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'],
      checksum,
    },
    timestamp: 1530291411,
    sent_at: '2018-07-20T16:45:05.000Z',
  };
}

function withTransaction(changes: Record<string, unknown>): WompiEvent {
  const event = eventsPageEvent();
  return { ...event, data: { transaction: { ...(event.data.transaction as object), ...changes } } };
}

const verify = (body: unknown, headerChecksum?: string) =>
  verifyWompiEvent(body, { eventsSecret: EVENTS_PAGE_SECRET, sha256Hex, headerChecksum });

describe('Wompi statuses in ours (docs.wompi.co metodos-de-pago)', () => {
  it.each([
    ['PENDING', 'card', 'pending'],
    ['APPROVED', 'card', 'paid'],
    ['DECLINED', 'card', 'declined'],
    ['VOIDED', 'card', 'refunded'],
    ['ERROR', 'card', 'error'],
    ['PENDING', 'nequi', 'pending'],
    ['APPROVED', 'nequi', 'paid'],
    ['DECLINED', 'nequi', 'declined'],
    ['ERROR', 'nequi', 'error'],
    ['PENDING', 'pse', 'pending'],
    ['APPROVED', 'pse', 'paid'],
    ['DECLINED', 'pse', 'rejected_by_bank'],
    ['ERROR', 'pse', 'error'],
  ] as const)('maps %s of a %s payment to %s', (status, method, ours) => {
    expect(paymentStatusOfWompi(status, { method })).toBe(ours);
  });

  it('waits on pending bank validation when a PSE diner is back from the bank and Wompi still says PENDING', () => {
    expect(paymentStatusOfWompi('PENDING', { method: 'pse', backFromBank: true })).toBe(
      'pending_bank_validation',
    );
    expect(paymentStatusOfWompi('PENDING', { method: 'nequi', backFromBank: true })).toBe('pending');
  });

  it('keeps a status the docs do not list pending, never paid', () => {
    expect(paymentStatusOfWompi('SOMETHING_NEW', { method: 'card' })).toBe('pending');
    expect(paymentStatusOfWompi('approved', { method: 'card' })).toBe('pending');
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('card', 'pse', 'nequi'), (status, method) => {
        fc.pre(status !== 'APPROVED');
        expect(paymentStatusOfWompi(status, { method })).not.toBe('paid');
      }),
    );
  });
});

describe('Wompi amounts in our minor units', () => {
  it("charges COP 95.000 as the widget page's 9500000 centavos", () => {
    expect(minorToWompiAmount(95_000, 'COP')).toBe(9_500_000);
  });

  it("reads the events page's 4490000 centavos as COP 44.900", () => {
    expect(wompiAmountToMinor(4_490_000, 'COP')).toBe(44_900);
  });

  it('keeps currencies with two fraction digits as they are', () => {
    expect(minorToWompiAmount(4_499, 'USD')).toBe(4_499);
    expect(wompiAmountToMinor(4_499, 'USD')).toBe(4_499);
  });

  it('refuses centavos that are no whole number of our minor units', () => {
    expect(wompiAmountToMinor(4_490_050, 'COP')).toBeNull();
    expect(wompiAmountToMinor(-100, 'COP')).toBeNull();
    expect(wompiAmountToMinor(10.5, 'USD')).toBeNull();
  });

  it('goes to Wompi and back to the same amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.constantFrom('COP', 'CLP', 'MXN', 'USD'),
        (minor, c) => {
          expect(wompiAmountToMinor(minorToWompiAmount(minor, c), c)).toBe(minor);
        },
      ),
    );
  });

  it('throws on an amount that is not minor units (a bug, not a diner)', () => {
    expect(() => minorToWompiAmount(10.5, 'COP')).toThrow(RangeError);
    expect(() => minorToWompiAmount(-1, 'COP')).toThrow(RangeError);
  });
});

describe('the checkout integrity signature (docs.wompi.co widget-checkout-web, Paso 3)', () => {
  const example = { reference: 'sk8-438k4-xmxm392-sn2m', amountInCents: 2490000, currency: 'COP' };
  const secret = 'prod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6';

  it("gives the widget page's example signature 37c84077…", () => {
    expect(wompiIntegritySignature(example, secret, identity)).toBe(
      'sk8-438k4-xmxm392-sn2m2490000COPprod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6',
    );
    expect(wompiIntegritySignature(example, secret, sha256Hex)).toBe(
      '37c8407747e595535433ef8f6a811d853cd943046624a0ec04662b17bbf33bf5',
    );
  });

  it("puts the expiration time before the secret as the page's string shows (built by the rule: the page prints no digest for it)", () => {
    const expiring = { ...example, expirationTime: '2023-06-09T20:28:50.000Z' };
    expect(wompiIntegritySignature(expiring, secret, identity)).toBe(
      'sk8-438k4-xmxm392-sn2m2490000COP2023-06-09T20:28:50.000Zprod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6',
    );
    expect(wompiIntegritySignature(expiring, secret, sha256Hex)).toBe(
      'e972f58e7de36b283fbb93d9318d39a54ffdff4e8e917b534f30d63c9d7bb89c',
    );
  });

  it('throws on an amount that is not whole centavos', () => {
    expect(() => wompiIntegritySignature({ ...example, amountInCents: 0 }, secret, sha256Hex)).toThrow(
      RangeError,
    );
  });
});

describe('the event checksum (docs.wompi.co eventos, "Paso a paso")', () => {
  it("concatenates the signed values, the timestamp and the secret as the events page's Paso 1–3 string", () => {
    expect(wompiEventChecksum(eventsPageEvent(), EVENTS_PAGE_SECRET, identity)).toBe(
      '1234-1610641025-49201APPROVED44900001530291411prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z',
    );
  });

  it("accepts the events page's example event signed by the documented rule, in either case", () => {
    expect(verify(eventsPageEvent())).toEqual({ ok: true, event: eventsPageEvent() });
    expect(verify(eventsPageEvent(EVENTS_PAGE_RULE_CHECKSUM.toUpperCase())).ok).toBe(true);
    expect(verify(eventsPageEvent(), EVENTS_PAGE_RULE_CHECKSUM.toUpperCase()).ok).toBe(true);
  });

  it("refuses the page's printed checksum 3476DDA5…, which is not the SHA-256 of the page's own Paso 3 string", () => {
    expect(verify(eventsPageEvent(EVENTS_PAGE_PRINTED_CHECKSUM))).toEqual({
      ok: false,
      key: 'checksum_mismatch',
    });
  });

  it('refuses a forged checksum, another secret, or a header checksum that disagrees', () => {
    const forged = `0${EVENTS_PAGE_RULE_CHECKSUM.slice(1)}`;
    expect(verify(eventsPageEvent(forged))).toEqual({ ok: false, key: 'checksum_mismatch' });
    expect(verifyWompiEvent(eventsPageEvent(), { eventsSecret: 'prod_events_other', sha256Hex }).ok).toBe(
      false,
    );
    expect(verify(eventsPageEvent(), forged)).toEqual({ ok: false, key: 'checksum_mismatch' });
  });

  it.each([
    ['status', { status: 'DECLINED' }],
    ['amount', { amount_in_cents: 44900000 }],
    ['id', { id: '1234-1610641025-49202' }],
  ])('refuses an event whose signed %s was changed', (_field, changes) => {
    expect(verify(withTransaction(changes))).toEqual({ ok: false, key: 'checksum_mismatch' });
  });

  it('refuses an event whose timestamp was changed', () => {
    expect(verify({ ...eventsPageEvent(), timestamp: 1530291412 }).ok).toBe(false);
  });

  it('refuses an event missing a signed property, or holding an object or null where one was signed', () => {
    const { amount_in_cents: _signed, ...withoutAmount } = eventsPageEvent().data.transaction as Record<
      string,
      unknown
    >;
    expect(verify({ ...eventsPageEvent(), data: { transaction: withoutAmount } })).toEqual({
      ok: false,
      key: 'property_missing',
    });
    expect(verify(withTransaction({ status: { value: 'APPROVED' } }))).toEqual({
      ok: false,
      key: 'property_missing',
    });
    expect(verify(withTransaction({ status: null }))).toEqual({ ok: false, key: 'property_missing' });
    expect(verify({ ...eventsPageEvent(), data: {} })).toEqual({ ok: false, key: 'property_missing' });
  });

  it("reads only the event's own properties: a value inherited from a prototype (a polluted Object.prototype) signs nothing", () => {
    const { status: _signed, ...rest } = eventsPageEvent().data.transaction as Record<string, unknown>;
    const transaction = Object.assign(Object.create({ status: 'APPROVED' }), rest);
    expect(verify({ ...eventsPageEvent(), data: { transaction } })).toEqual({
      ok: false,
      key: 'property_missing',
    });
  });

  it.each([
    ['no signature', { ...eventsPageEvent(), signature: undefined }],
    [
      'an empty list of properties',
      { ...eventsPageEvent(), signature: { properties: [], checksum: EVENTS_PAGE_RULE_CHECKSUM } },
    ],
    ['a checksum that is not SHA-256 hex', eventsPageEvent('3476DDA5')],
    ['no timestamp', { ...eventsPageEvent(), timestamp: undefined }],
    ['another environment name', { ...eventsPageEvent(), environment: 'staging' }],
    ['not an object', 'transaction.updated'],
  ])('refuses a body with %s as malformed', (_case, body) => {
    expect(verify(body)).toEqual({ ok: false, key: 'malformed' });
  });

  it('compares digests of one length only, either case', () => {
    expect(sameSha256Hex('AB'.repeat(32), 'ab'.repeat(32))).toBe(true);
    expect(sameSha256Hex('ab'.repeat(32), 'ab'.repeat(31))).toBe(false);
    expect(sameSha256Hex('zz'.repeat(32), 'zz'.repeat(32))).toBe(false);
  });
});

describe('the transaction of a verified event', () => {
  it("takes the events page's transaction, whose reference Wompi did not sign", () => {
    const notice = wompiTransactionNotice(eventsPageEvent());
    expect(notice).toMatchObject({ ok: true, referenceSigned: false });
    expect(notice.ok && notice.transaction).toMatchObject({
      id: '1234-1610641025-49201',
      reference: 'MZQ3X2DE2SMX',
      status: 'APPROVED',
      amount_in_cents: 4490000,
    });
  });

  it('says the reference is signed when Wompi lists it', () => {
    const event = eventsPageEvent();
    event.signature.properties.push('transaction.reference');
    expect(wompiTransactionNotice(event)).toMatchObject({ ok: true, referenceSigned: true });
  });

  it('refuses an event that signs no status or no amount', () => {
    const event = eventsPageEvent();
    event.signature.properties = ['transaction.id', 'transaction.status'];
    expect(wompiTransactionNotice(event)).toEqual({ ok: false, key: 'fields_unsigned' });
  });

  it('refuses other events and a transaction of another shape', () => {
    expect(wompiTransactionNotice({ ...eventsPageEvent(), event: 'nequi_token.updated' })).toEqual({
      ok: false,
      key: 'not_a_transaction',
    });
    expect(wompiTransactionNotice(withTransaction({ amount_in_cents: '4490000' }))).toEqual({
      ok: false,
      key: 'not_a_transaction',
    });
  });
});
