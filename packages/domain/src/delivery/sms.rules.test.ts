import { describe, expect, it } from 'vitest';
import {
  isSmsCodeFormat,
  resendWaitSeconds,
  SMS_MAX_ATTEMPTS,
  SMS_SENDS_PER_PHONE,
  smsCodeUsable,
  smsPhoneMayReceive,
} from './sms.rules.ts';

const sentAt = new Date('2026-03-02T17:00:00Z');
const after = (ms: number) => new Date(sentAt.getTime() + ms);

describe('SMS code (spec §5, §9)', () => {
  it.each(Object.entries({ '0427': true, '427': false, '04a7': false, '04271': false }))(
    'has 4 digits: %s is a code: %s',
    (code, valid) => {
      expect(isSmsCodeFormat(code)).toBe(valid);
    },
  );

  it('may be sent again 14 s after the last one', () => {
    expect(resendWaitSeconds(null, sentAt)).toBe(0);
    expect(resendWaitSeconds(sentAt, after(1_000))).toBe(13);
    expect(resendWaitSeconds(sentAt, after(13_999))).toBe(1);
    expect(resendWaitSeconds(sentAt, after(14_000))).toBe(0);
  });

  it('limits the attempts and expires', () => {
    expect(smsCodeUsable({ sentAt, attempts: 0, verifiedAt: null }, after(1_000))).toEqual({ ok: true });
    expect(
      smsCodeUsable({ sentAt, attempts: SMS_MAX_ATTEMPTS, verifiedAt: null }, after(1_000)),
    ).toMatchObject({
      key: 'sms_attempts_exceeded',
    });
    expect(smsCodeUsable({ sentAt, attempts: 0, verifiedAt: null }, after(11 * 60_000))).toMatchObject({
      key: 'sms_code_invalid',
    });
    expect(smsCodeUsable(null, sentAt)).toMatchObject({ key: 'sms_code_invalid' });
  });
});

describe('smsPhoneMayReceive (codes one phone receives from a venue, whoever asks)', () => {
  it(`sends ${SMS_SENDS_PER_PHONE} codes in the window and refuses the next`, () => {
    expect(smsPhoneMayReceive(0)).toBe(true);
    expect(smsPhoneMayReceive(SMS_SENDS_PER_PHONE - 1)).toBe(true);
    expect(smsPhoneMayReceive(SMS_SENDS_PER_PHONE)).toBe(false);
  });
});
