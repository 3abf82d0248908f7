import {
  SMS_MAX_ATTEMPTS,
  SMS_SENDS_PER_PHONE,
  SMS_SENDS_PER_PHONE_WINDOW_MS,
  SMS_VERIFIED_FOR_MS,
} from '@storefront/domain/delivery/sms.rules';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, storeName } from '../../../test/support/app.ts';
import { BRASA, chapineroAddress, MONDAY_1PM, orderBody, place } from '../../../test/support/delivery.ts';
import { fileDinerApp, newDiner } from '../../../test/support/diners.ts';
import { rowsOf } from '../../db/client.ts';
import { e164, isPhoneVerified } from './sms-codes.service.ts';

// spec §5 "the 4-digit SMS code must be valid", §9 "resend allowed after 14 s"; the default SMS
// adapter writes to the outbox (read here through the development sandbox inbox).
let clock = MONDAY_1PM;
const { t, diner } = fileDinerApp(() => createTestApp({}, { now: () => clock }));

const phone = { phone_code: '+57', phone: '300 765 4321' };
const send = (who = diner) =>
  t.app.inject({ method: 'POST', url: '/delivery/sms-codes.json', headers: who.headers, payload: phone });
const verify = (code: string, who = diner) =>
  t.app.inject({
    method: 'POST',
    url: '/delivery/sms-codes/verify.json',
    headers: who.headers,
    payload: { ...phone, code },
  });
const inbox = async () =>
  (
    await t.app.inject({ url: '/sandbox/sms/outbox.json?phone=%2B573007654321', headers: { host: BRASA } })
  ).json<{
    messages: { body: string }[];
  }>().messages;
const codeIn = (body: string) => /\b(\d{4})\b/.exec(body)![1]!;

describe(`SMS code (${storeName})`, () => {
  it('sends a 4-digit code through the outbox and allows another one only after 14 s', async () => {
    const first = await send();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ resend_after_seconds: 14 });
    const [message] = await inbox();
    expect(message!.body).toMatch(/^\d{4} es tu código de verificación de La Brasa Dorada\.$/);
    clock = new Date(MONDAY_1PM.getTime() + 5_000);
    const early = await send();
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ key: 'sms_resend_too_soon', params: { seconds: 9 } });
    clock = new Date(MONDAY_1PM.getTime() + 14_000);
    expect((await send()).statusCode).toBe(201);
    expect(await inbox()).toHaveLength(2);
  });

  it('confirms the phone with the latest code, and then the branch takes the order', async () => {
    const code = codeIn((await inbox())[0]!.body);
    const wrong = code === '0000' ? '1111' : '0000';
    const refused = await verify(wrong);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ key: 'sms_code_invalid', params: { attempts_left: 4 } });
    expect((await verify(code)).json()).toEqual({ verified: true });
    const body = orderBody({
      contact: { ...orderBody().contact, ...phone },
      address: chapineroAddress,
    });
    const res = await place(t.app, diner, 'chapinero', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ supplier_slug: 'chapinero', delivery_fee: 4_500 });
  });

  it('keeps a confirmation in memory for the hour it is good for, then asks the database again', async () => {
    // The diner confirmed the phone in the test above, at MONDAY_1PM + 14 s.
    const instanceId = (await t.app.tenancy.resolve(BRASA))!;
    const number = e164(phone.phone_code, phone.phone);
    const confirmedAt = MONDAY_1PM.getTime() + 14_000;
    const at = (ms: number) => ({ db: t.database.db, now: () => new Date(ms) });
    const checked = async (ms: number, who = diner.headers.profileid) => {
      const before = t.database.statements.count;
      const verified = await isPhoneVerified(at(ms), instanceId, who, number);
      return { verified, statements: t.database.statements.count - before };
    };
    // the order in the test above read it; from then on it is answered without a query
    expect(await checked(confirmedAt + 60_000)).toEqual({ verified: true, statements: 0 });
    expect(await checked(confirmedAt + SMS_VERIFIED_FOR_MS - 1)).toEqual({ verified: true, statements: 0 });
    // an hour after the confirmation it no longer counts, and the database is asked again
    expect(await checked(confirmedAt + SMS_VERIFIED_FOR_MS + 1)).toEqual({ verified: false, statements: 1 });
    // nobody else's confirmation counts for this diner
    const stranger = await newDiner(t.app);
    expect(await checked(confirmedAt + 60_000, stranger.headers.profileid)).toEqual({
      verified: false,
      statements: 1,
    });
  });

  it('spends a code after five wrong attempts', async () => {
    const other = await newDiner(t.app);
    clock = new Date(MONDAY_1PM.getTime() + 60_000);
    await send(other);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await verify('99999', other)).json().key);
    expect(answers).toEqual([
      'sms_code_invalid',
      'sms_code_invalid',
      'sms_code_invalid',
      'sms_code_invalid',
      'sms_attempts_exceeded',
    ]);
    expect((await verify('1234', other)).json()).toMatchObject({ key: 'sms_attempts_exceeded' });
  });

  it('refuses an invalid phone number', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/delivery/sms-codes.json',
      headers: diner.headers,
      payload: { phone_code: '+57', phone: '12345' },
    });
    expect(res.json()).toMatchObject({ key: 'invalid_phone' });
  });

  it(`compares no more than ${SMS_MAX_ATTEMPTS} wrong codes however many arrive at once`, async () => {
    const number = { phone_code: '+57', phone: '300 111 2233' };
    const other = await newDiner(t.app);
    clock = new Date(MONDAY_1PM.getTime() + 120_000);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/delivery/sms-codes.json',
      headers: other.headers,
      payload: number,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const tries = await Promise.all(
      Array.from({ length: 25 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/delivery/sms-codes/verify.json',
          headers: other.headers,
          payload: { ...number, code: '99999' },
        }),
      ),
    );
    const keys = tries.map((res) => res.json<{ key: string }>().key);
    // each wrong code compared answers how many tries are left, down to the last one
    expect(keys.filter((key) => key === 'sms_code_invalid')).toHaveLength(SMS_MAX_ATTEMPTS - 1);
    expect(keys.filter((key) => key === 'sms_attempts_exceeded')).toHaveLength(25 - (SMS_MAX_ATTEMPTS - 1));
    const [row] = rowsOf<{ attempts: number }>(
      await t.database.db.execute(
        sql`select attempts from sms_codes where profile_id = ${other.headers.profileid} order by sent_at desc limit 1`,
      ),
    );
    expect(row?.attempts).toBe(SMS_MAX_ATTEMPTS);
  });

  it(`sends one phone ${SMS_SENDS_PER_PHONE} codes in ${SMS_SENDS_PER_PHONE_WINDOW_MS / 60_000} minutes, whichever diners ask, all at once`, async () => {
    const number = { phone_code: '+57', phone: '300 444 5566' };
    clock = new Date(MONDAY_1PM.getTime() + 180_000);
    const diners = await Promise.all(Array.from({ length: 20 }, () => newDiner(t.app)));
    const sends = await Promise.all(
      diners.map((who) =>
        t.app.inject({
          method: 'POST',
          url: '/delivery/sms-codes.json',
          headers: who.headers,
          payload: number,
        }),
      ),
    );
    const statuses = sends.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(SMS_SENDS_PER_PHONE);
    const refused = sends.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(20 - SMS_SENDS_PER_PHONE);
    expect(refused[0]!.json()).toMatchObject({ key: 'sms_phone_limit', params: { minutes: 15 } });
    const outbox = await t.app.inject({
      url: '/sandbox/sms/outbox.json?phone=%2B573004445566',
      headers: { host: BRASA },
    });
    expect(outbox.json<{ messages: unknown[] }>().messages).toHaveLength(SMS_SENDS_PER_PHONE);
    // once the window has passed, the phone receives codes again; another phone was never held up
    clock = new Date(clock.getTime() + SMS_SENDS_PER_PHONE_WINDOW_MS + 1_000);
    const later = await t.app.inject({
      method: 'POST',
      url: '/delivery/sms-codes.json',
      headers: (await newDiner(t.app)).headers,
      payload: number,
    });
    expect(later.statusCode, later.body).toBe(201);
  });
});
