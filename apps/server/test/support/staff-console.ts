import { request as httpRequest } from 'node:http';
import type { StaffRole } from '@storefront/domain/staff/staff-roles.rules';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { hostOf } from './diners.ts';
import type { OnTableHarness } from './table-orders.ts';

// The staff console's side of the API as a browser of the venue's page uses it: the Origin of the
// venue's host, the session cookie, each call from an address of its own (so the per-address
// limits stay out of the way unless a test asks for one address).

export const STAFF_PASSWORD = 'correct horse battery';

export class StaffConsole {
  readonly #h: OnTableHarness;
  #address = 0;
  #people = 0;
  readonly #tokens = new Map<string, string>();

  constructor(h: OnTableHarness) {
    this.#h = h;
  }

  /** A fresh address, or the one a test gives. */
  address(): string {
    const n = this.#address++;
    return `10.88.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  }

  call(
    venue: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: {
      cookie?: string;
      payload?: unknown;
      origin?: string | null;
      address?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<LightMyRequestResponse> {
    const origin = options.origin === undefined ? `http://${hostOf(venue)}` : options.origin;
    return this.#h.t.app.inject({
      method,
      url,
      remoteAddress: options.address ?? this.address(),
      headers: {
        host: hostOf(venue),
        lang: 'en',
        ...(origin ? { origin } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      },
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });
  }

  async token(venue: string): Promise<string> {
    let token = this.#tokens.get(venue);
    if (!token) {
      token = await this.#h.staffToken(venue);
      this.#tokens.set(venue, token);
    }
    return token;
  }

  /** A new staff member of the venue with the role, invited by the integration token; their cookie. */
  async member(venue: string, role: StaffRole): Promise<{ email: string; cookie: string; id: string }> {
    const email = `${role}${this.#people++}@${venue}.test`;
    const invited = await this.#h.staff(venue, await this.token(venue), 'POST', '/staff/invitations.json', {
      email,
      role,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const accepted = await this.accept(venue, invited.json<{ link: string }>().link, STAFF_PASSWORD);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const members = await this.#h.staff(venue, await this.token(venue), 'GET', '/staff/members.json');
    const id = members
      .json<{ members: { id: string; email: string }[] }>()
      .members.find((m) => m.email === email)!.id;
    return { email, cookie: cookieOf(accepted), id };
  }

  /** Uses an invitation or reset link with a password. */
  accept(venue: string, link: string, password: string): Promise<LightMyRequestResponse> {
    const token = new URL(link).searchParams.get('token');
    return this.call(venue, 'POST', '/staff/invitations/accept.json', { payload: { token, password } });
  }

  signIn(venue: string, email: string, password: string, address?: string): Promise<LightMyRequestResponse> {
    return this.call(venue, 'POST', '/staff/session.json', {
      payload: { email, password },
      ...(address ? { address } : {}),
    });
  }
}

export function cookieOf(res: LightMyRequestResponse): string {
  const header = String(res.headers['set-cookie']);
  return header.split(';')[0]!;
}

/** Opens the staff event stream of a branch with a cookie; `open` settles once it is subscribed,
 * `ended` once the server ends it (a stream of a session that ends must not go on). */
export function openStaffStream(
  port: number,
  venue: string,
  branch: string,
  cookie: string,
): { open: Promise<void>; ended: Promise<void> } {
  let opened!: () => void;
  let failed!: (error: Error) => void;
  const open = new Promise<void>((resolve, reject) => {
    opened = resolve;
    failed = reject;
  });
  const ended = new Promise<void>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: `/staff/events.json?supplier_id=${branch}`,
        headers: { host: hostOf(venue), cookie, accept: 'text/event-stream' },
      },
      (res) => {
        if (res.statusCode !== 200) {
          const error = new Error(`status ${res.statusCode}`);
          failed(error);
          reject(error);
          return;
        }
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (chunk.includes('retry:')) opened();
        });
        res.on('end', () => resolve());
      },
    );
    req.on('error', reject);
    req.end();
  });
  return { open, ended };
}
