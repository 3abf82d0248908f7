import { request } from './request.ts';

// A diner as the storefront makes one (the placement bench's and the Lighthouse pages' own): an
// anonymous profile, then the SMS code to its phone read from the development inbox and confirmed.

export interface DinerProfile {
  profileid: string;
  token: string;
  /** The body of POST /profiles/anonymous.json, as the storefront stores it. */
  profile: Record<string, unknown>;
}

export async function newDiner(
  origin: string,
  host: string,
  phone: string,
  localAddress?: string,
): Promise<DinerProfile> {
  const call = async (method: string, path: string, headers: Record<string, string>, json?: unknown) => {
    const answer = await request(origin, path, { method, headers, json, localAddress });
    if (answer.status < 200 || answer.status > 299)
      throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const profile = (await call(
    'POST',
    '/profiles/anonymous.json',
    { host },
    { profile: { domain: host.split('.')[0], name: null } },
  )) as { id: string; token: string } & Record<string, unknown>;
  const headers = { host, profileid: profile.id, token: profile.token };
  const contactPhone = { phone_code: '+57', phone };
  await call('POST', '/delivery/sms-codes.json', headers, contactPhone);
  const inbox = (await call('GET', `/sandbox/sms/outbox.json?phone=%2B57${phone}`, { host })) as {
    messages: { body: string }[];
  };
  const code = /\b(\d{4})\b/.exec(inbox.messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS code in the inbox of +57${phone}`);
  await call('POST', '/delivery/sms-codes/verify.json', headers, { ...contactPhone, code });
  return { profileid: profile.id, token: profile.token, profile };
}
