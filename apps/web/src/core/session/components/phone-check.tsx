import { useState } from 'react';
import type { ProfileHeaders } from '../../../lib/profile-headers.ts';
import { sendSmsCode, verifySmsCode } from '../api/sms-codes.ts';
import { SmsVerification } from './sms-verification.tsx';

/** The SMS check of a contact's phone (spec §5), for a form that asks for it: whether the number
 * as it stands now was verified, and the step that verifies it. Changing the number undoes it. */
export function usePhoneCheck(contact: { phone_code: string; phone: string }) {
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null);
  const phone = { phone_code: contact.phone_code, phone: contact.phone };
  const phoneText = `${phone.phone_code} ${phone.phone}`;
  const verified = verifiedPhone === phoneText;
  const step = (auth: ProfileHeaders) => (
    <SmsVerification
      phone={phoneText}
      verified={verified}
      onSend={() => sendSmsCode(auth, phone)}
      onVerify={async (code) => {
        await verifySmsCode(auth, phone, code);
        setVerifiedPhone(phoneText);
      }}
    />
  );
  return { verified, step };
}
