import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorKeys } from '@storefront/domain/errors/error-keys';
import { describe, expect, it } from 'vitest';

// spec §8: the whole error catalogue is reachable. Every key must be produced somewhere (the
// server throws it, the storefront raises it, or a domain rule returns it), so none is a message
// nobody can ever see. Its wording in es, en and pt is checked by the domain's own test.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const roots = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];
const catalogue = new Set(['error-keys.ts', 'error-messages.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    if (!/\.tsx?$/.test(entry.name) || entry.name.includes('.test.') || catalogue.has(entry.name)) return [];
    return [readFileSync(path, 'utf8')];
  });
}

describe('the error catalogue (spec §8)', () => {
  it('has every key produced by some code path', () => {
    const code = roots.flatMap((dir) => sources(join(root, dir))).join('\n');
    const unused = errorKeys.filter((key) => !code.includes(`'${key}'`) && !code.includes(`"${key}"`));
    expect(unused).toEqual([]);
  });
});
