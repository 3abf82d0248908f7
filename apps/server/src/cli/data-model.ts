import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withTables } from '../db/data-model.ts';

// npm run docs:data-model — rewrites the table reference of docs/data-model.md from the schema.
const file = fileURLToPath(new URL('../../../../docs/data-model.md', import.meta.url));
writeFileSync(file, withTables(readFileSync(file, 'utf8')));
console.log(`✓ ${file}`);
