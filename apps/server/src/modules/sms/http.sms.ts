import type { SmsMessage, SmsSender } from './sms.ts';

/** An SMS gateway that takes `POST {to, body}` JSON with a bearer token (SMS_HTTP_URL,
 * SMS_HTTP_TOKEN). A failure throws: the diner is told to try again. */
export class HttpSmsSender implements SmsSender {
  readonly kind = 'http' as const;
  readonly #url: string;
  readonly #token: string | undefined;

  constructor(url: string, token?: string) {
    this.#url = url;
    this.#token = token;
  }

  async send(message: SmsMessage): Promise<void> {
    const response = await fetch(this.#url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.#token ? { authorization: `Bearer ${this.#token}` } : {}),
      },
      body: JSON.stringify({ to: message.phone, body: message.body }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`sms gateway answered ${response.status}`);
  }
}
