import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { logRedactPaths, redactUrl, SECRET_FIELDS } from './redact.ts';

describe('redactUrl', () => {
  it('hides the token of a smart link, with or without a purchase', () => {
    expect(redactUrl('/chapinero/sl/3f2a/s3cr3t-t0ken')).toBe('/chapinero/sl/3f2a/[redacted]');
    expect(redactUrl('/chapinero/sl/3f2a/s3cr3t/7c1d')).toBe('/chapinero/sl/3f2a/[redacted]/7c1d');
  });
  it('hides token query values', () => {
    expect(redactUrl('/profiles/login_smart_link/3f2a.json?token=abc&x=1')).toBe(
      '/profiles/login_smart_link/3f2a.json?token=[redacted]&x=1',
    );
  });
  it('leaves other URLs alone', () => {
    expect(redactUrl('/domain/config.json')).toBe('/domain/config.json');
  });
});

describe('the log redaction paths', () => {
  /** A logger as the app's (Fastify's pino with the app's `redact` paths), writing to a list. */
  function logLines(log: (logger: FastifyBaseLogger) => void): string {
    const lines: string[] = [];
    const app = Fastify({
      logger: { redact: logRedactPaths, stream: { write: (line: string) => lines.push(line) } },
    });
    log(app.log);
    return lines.join('');
  }

  it('keeps a venue secret out of a log line, at the top or in the objects secrets travel in', () => {
    const line = logLines((log) =>
      log.info(
        {
          private_key: 'prv_test_LEAK1',
          payments: { provider: 'wompi', webhook_secret: 'whsec_LEAK2', credentials: { key: 'LEAK3' } },
          settings: { events_secret: 'test_events_LEAK4', integritySecret: 'test_integrity_LEAK5' },
          body: { access_token: 'APP_USR-LEAK6' },
          credentials: { public_key: 'pub_LEAK7' },
        },
        'gateway settings saved',
      ),
    );
    expect(line).toContain('gateway settings saved');
    expect(line).toContain('"provider":"wompi"');
    expect(line).not.toContain('LEAK');
    expect(line.match(/\[Redacted\]/g)).toHaveLength(7);
  });

  it('names every secret field at the top level', () => {
    for (const field of SECRET_FIELDS) expect(logRedactPaths).toContain(field);
    expect(logRedactPaths).toContain('req.headers.authorization');
    expect(logRedactPaths.some((path) => path.includes('*'))).toBe(false);
  });
});
