import type { Db } from '../../db/client.ts';
import { findVenueBySlug } from '../venue/venue.repository.ts';
import { hashStaffToken } from './staff.auth.ts';
import { insertStaffToken } from './staff-tokens.repository.ts';

// STAFF_TOKENS=<venue-slug>:<token>,… provisions staff tokens from the environment at start (a
// deployment's secret store, the browser journeys): each is stored hashed, once. Tokens printed by
// `npm run staff:token` need nothing here.

export function parseStaffTokens(spec: string): { slug: string; token: string }[] {
  return spec
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [slug = '', token = ''] = pair.split(':');
      return { slug, token };
    });
}

export async function provisionStaffTokens(db: Db, spec: string): Promise<string[]> {
  const provisioned: string[] = [];
  for (const { slug, token } of parseStaffTokens(spec)) {
    const instanceId = (await findVenueBySlug(db, slug))?.id ?? null;
    if (instanceId === null) continue;
    await insertStaffToken(
      db,
      { instanceId, tokenHash: hashStaffToken(token), label: 'STAFF_TOKENS' },
      { ifNew: true },
    );
    provisioned.push(slug);
  }
  return provisioned;
}
