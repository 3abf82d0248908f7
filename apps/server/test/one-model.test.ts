import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One model per concept (ARCHITECTURE.md, Invariants): rules that a wrong import cannot break but
// a copied query can. Read from the sources, so a second writer fails here with its file named.
const src = fileURLToPath(new URL('../src/', import.meta.url));

function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    if (!entry.name.endsWith('.ts') || entry.name.includes('.test.')) return [];
    return [{ file: relative(src, path), text: readFileSync(path, 'utf8') }];
  });
}

const files = sources(src);
const where = (pattern: RegExp) => files.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

describe('a payment status changes only through the ledger', () => {
  it('writes the payments table only in the payments repository', () => {
    expect(where(/\.update\(payments\)/)).toEqual(['modules/payment/payment.repository.ts']);
    expect(where(/\.insert\(payments\)/)).toEqual(['modules/payment/payment.repository.ts']);
  });

  it('moves a status only from the ledger', () => {
    expect(where(/\bmoveStatus\(/).sort()).toEqual(
      ['modules/payment/payment.ledger.ts', 'modules/payment/payment.repository.ts'].sort(),
    );
  });
});
