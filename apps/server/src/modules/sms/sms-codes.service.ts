import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { phoneDigits } from '@storefront/domain/delivery/contact.schema';
import {
  isSmsCodeFormat,
  resendWaitSeconds,
  SMS_CODE_TTL_MS,
  SMS_MAX_ATTEMPTS,
  SMS_SENDS_PER_PHONE_WINDOW_MS,
  SMS_VERIFIED_FOR_MS,
  smsCodeUsable,
  smsPhoneMayReceive,
} from '@storefront/domain/delivery/sms.rules';
import type { Lang } from '@storefront/domain/venue/venue.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { cachePerDatabase } from '../../lib/ttl-cache.ts';
import type { SmsSender } from './sms.ts';
import {
  insertCodeWithin,
  lastVerifiedSince,
  latestCode,
  markVerified,
  takeAttempt,
} from './sms-codes.repository.ts';

// The phone confirmation of spec §5 (4 digits, limited attempts) and §9 (resend after 14 s).
// Plain functions over explicit dependencies (docs/decisions/025-server-modules-in-layers.md).

/** What the SMS codes work with; built once in app.ts. */
export interface SmsDeps {
  db: Db;
  sms: SmsSender;
  /** The clock of codes, resends and verification windows (tests fix it). */
  now: () => Date;
}

/** +57 and "300 123 4567" -> +573001234567. */
export function e164(phoneCode: string, phone: string): string {
  return `${phoneCode}${phoneDigits(phone)}`;
}

const hash = (code: string, salt: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

export async function sendSmsCode(
  deps: SmsDeps,
  instanceId: number,
  profileId: string,
  phone: string,
  lang: Lang,
  venueName: string,
) {
  const owner = { instanceId, profileId, phone };
  const now = deps.now();
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const id = randomUUID();
  const windowStart = new Date(now.getTime() - SMS_SENDS_PER_PHONE_WINDOW_MS);
  // the phone's share in the window (whichever diners asked) and the diner's resend wait, both
  // decided in the database under the phone's lock
  const taken = await insertCodeWithin(
    deps.db,
    owner,
    { id, codeHash: hash(code, id), sentAt: now },
    windowStart,
    (sentToPhone, lastOfDiner) => {
      const wait = resendWaitSeconds(lastOfDiner, now);
      if (wait > 0) return new AppError(429, 'sms_resend_too_soon', { seconds: wait });
      if (!smsPhoneMayReceive(sentToPhone)) {
        return new AppError(429, 'sms_phone_limit', {
          minutes: Math.ceil(SMS_SENDS_PER_PHONE_WINDOW_MS / 60_000),
        });
      }
      return null;
    },
  );
  if ('refused' in taken) throw taken.refused;
  const { row } = taken;
  await deps.sms.send({ instanceId, phone, body: smsText(lang, venueName, code) });
  return {
    resend_after_seconds: resendWaitSeconds(row.sentAt, now),
    expires_at: new Date(row.sentAt.getTime() + SMS_CODE_TTL_MS).toISOString(),
  };
}

export async function verifySmsCode(
  deps: SmsDeps,
  instanceId: number,
  profileId: string,
  phone: string,
  code: string,
): Promise<void> {
  const owner = { instanceId, profileId, phone };
  const now = deps.now();
  const row = await latestCode(deps.db, owner);
  const usable = smsCodeUsable(
    row && { sentAt: row.sentAt, attempts: row.attempts, verifiedAt: row.verifiedAt },
    now,
  );
  if (!usable.ok || !row)
    throw new AppError(422, usable.ok ? 'sms_code_invalid' : usable.key, { attempts_left: 0 });
  if (row.verifiedAt) return;
  // the try is taken in the database before the code is compared: no more than the limit are
  // compared however many arrive at once
  const attempts = await takeAttempt(deps.db, row.id, SMS_MAX_ATTEMPTS);
  if (attempts === null) throw new AppError(422, 'sms_attempts_exceeded', { attempts_left: 0 });
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hash(code, row.id), 'hex');
  if (!isSmsCodeFormat(code) || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const left = Math.max(0, SMS_MAX_ATTEMPTS - attempts);
    throw new AppError(422, left === 0 ? 'sms_attempts_exceeded' : 'sms_code_invalid', {
      attempts_left: left,
    });
  }
  await markVerified(deps.db, row.id, now);
}

// A confirmation is never undone, and a later one only moves it forward: the last one this process
// read answers the next orders of the same diner and phone until it is too old, then the database is
// asked again (another process may hold a newer one). One query less for an order at a venue that
// asks for the code (docs/decisions/043-fewer-round-trips-per-order.md).
const confirmationsOf = cachePerDatabase<string, Date>(SMS_VERIFIED_FOR_MS);

/** Whether the profile confirmed this phone recently enough to place an order with it. */
export async function isPhoneVerified(
  deps: Pick<SmsDeps, 'db' | 'now'>,
  instanceId: number,
  profileId: string,
  phone: string,
): Promise<boolean> {
  const since = new Date(deps.now().getTime() - SMS_VERIFIED_FOR_MS);
  const kept = confirmationsOf(deps.db);
  const key = `${instanceId}:${profileId}:${phone}`;
  const known = kept.get(key);
  if (known && known >= since) return true;
  const last = await lastVerifiedSince(deps.db, { instanceId, profileId, phone }, since);
  if (last) kept.set(key, last);
  return last !== null;
}

const smsTemplates: Record<Lang, string> = {
  es: '{{code}} es tu código de verificación de {{venue}}.',
  en: '{{code}} is your {{venue}} verification code.',
  pt: '{{code}} é o seu código de verificação de {{venue}}.',
};

function smsText(lang: Lang, venue: string, code: string): string {
  return smsTemplates[lang].replace('{{code}}', code).replace('{{venue}}', venue);
}
