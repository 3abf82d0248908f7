import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createTestApp,
  type ErrorBody,
  fileApp,
  platformHost,
  storeName,
} from '../../../test/support/app.ts';
import { clientErrors, instances } from '../../db/schema.ts';

// spec §9 error reporting: kept only for venues that enable it (instances.error_reporting).

const t = fileApp(createTestApp);

function report(slug: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/client-errors',
    headers: { host: platformHost(slug) },
    payload,
  });
}

async function storedFor(slug: string) {
  const [venue] = await t.database.db
    .select({ id: instances.id })
    .from(instances)
    .where(eq(instances.slug, slug));
  return t.database.db.select().from(clientErrors).where(eq(clientErrors.instanceId, venue!.id));
}

const sample = {
  message: 'TypeError: cannot read properties of undefined',
  stack: 'at Menu (menu.tsx:12:3)',
  url: '/chapinero/menu',
  session_id: '6f9619ff-8b86-4d11-b42d-00c04fc964ff',
  release: '0.1.0',
};

describe(`POST /client-errors (${storeName})`, () => {
  it('keeps the report of a venue with error reporting enabled (la-brasa)', async () => {
    const res = await report('la-brasa', sample);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
    const rows = await storedFor('la-brasa');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      message: sample.message,
      stack: sample.stack,
      url: sample.url,
      sessionId: sample.session_id,
      release: sample.release,
    });
  });

  it('accepts and drops the report of a venue without error reporting (taqueria-el-sol)', async () => {
    const res = await report('taqueria-el-sol', sample);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
    expect(await storedFor('taqueria-el-sol')).toEqual([]);
  });

  it('refuses a report without message or url as validation_failed', async () => {
    for (const payload of [
      { url: '/x' },
      { message: 'x' },
      { message: '', url: '/x' },
      { message: '\u0000', url: '/x' },
    ]) {
      const res = await report('la-brasa', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<ErrorBody>().key).toBe('validation_failed');
    }
  });
});
