import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderTables, withTables } from '../src/db/data-model.ts';

// docs/data-model.md's table reference is the schema's (itself proven equal to the migrations in
// migrations.test.ts): a schema change without `npm run docs:data-model` fails here.
const file = fileURLToPath(new URL('../../../docs/data-model.md', import.meta.url));

describe('docs/data-model.md', () => {
  it('lists every table and column of the schema as the generator writes them', () => {
    const document = readFileSync(file, 'utf8');
    expect(document, 'run `npm run docs:data-model`').toBe(withTables(document));
  });

  it('names each table once, with its columns and types', () => {
    const tables = renderTables();
    expect(tables).toContain('### `purchases`');
    expect(tables).toMatch(/`instance_id` integer/);
  });
});
