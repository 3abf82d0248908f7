// Writes the `tables` member of the demo branches that serve at the table (venues/demo/*.json):
// the places their QR codes name, with secret codes (docs/venues.md#tables). Only each supplier's
// "tables" member is replaced or appended; every other byte of a file is kept, so the catalogue
// script (generate-demo-menus.ts) and this one can edit the same files.
//
//   node scripts/add-demo-tables.ts           write the files
//   node scripts/add-demo-tables.ts --check   exit 1 when a file is not what the script writes
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Kind = 'table' | 'room' | 'seat' | 'box' | 'counter';
type Place = [label: string, kind: Kind];

const demoDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'venues/demo');
const checkOnly = process.argv.includes('--check');

const tables = (prefix: string, count: number): Place[] =>
  Array.from({ length: count }, (_, i) => [`${prefix} ${i + 1}`, 'table'] as Place);

/** venue file -> branch slug -> places. */
const demo: Record<string, Record<string, Place[]>> = {
  'cafe-alerce.json': { providencia: tables('Mesa', 4) },
  'cine-estelar.json': {
    andino: [
      ['Sala 1', 'seat'],
      ['Sala 2', 'seat'],
      ['Palcos', 'box'],
    ],
    titan: [
      ['Sala VIP', 'seat'],
      ['Barra de snacks', 'counter'],
    ],
  },
  'la-brasa.json': {
    chapinero: [...tables('Mesa', 6), ['Habitación 101', 'room'], ['Habitación 102', 'room']],
    usaquen: [...tables('Mesa', 4), ['Barra', 'counter']],
  },
  'padaria-aurora.json': { 'vila-madalena': tables('Mesa', 4) },
  'taqueria-el-sol.json': {
    'roma-norte': [...tables('Mesa', 5), ['Cuarto 1', 'room']],
    coyoacan: tables('Mesa', 3),
  },
};

/** A code that looks random and is the same on every run (the demo's codes are public anyway). */
function codeOf(file: string, slug: string, label: string): string {
  const digest = createHash('sha256').update(`demo-table|${file}|${slug}|${label}`).digest('base64url');
  return `${slug.slice(0, 3)}-${digest
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 10)
    .toLowerCase()}`;
}

function tablesMember(file: string, slug: string, places: Place[]): string {
  const lines = places.map(
    ([label, kind]) =>
      `        { "code": "${codeOf(file, slug, label)}", "label": ${JSON.stringify(label)}, "kind": "${kind}" }`,
  );
  return `      "tables": [\n${lines.join(',\n')}\n      ]`;
}

/** The text with the supplier's "tables" member replaced, or appended as its last member. */
function withTables(text: string, file: string, slug: string, places: Place[]): string {
  const start = text.indexOf(`\n    {\n      "slug": ${JSON.stringify(slug)},`);
  if (start < 0) throw new Error(`${file}: supplier ${slug} not found`);
  const end = text.indexOf('\n    }', start + 1);
  const block = text.slice(start, end);
  const member = tablesMember(file, slug, places);
  const existing = block.indexOf('\n      "tables": [');
  let next: string;
  if (existing >= 0) {
    const close = block.indexOf('\n      ]', existing) + '\n      ]'.length;
    next = `${block.slice(0, existing)}\n${member}${block.slice(close)}`;
  } else {
    next = `${block},\n${member}`;
  }
  return text.slice(0, start) + next + text.slice(end);
}

let stale = 0;
for (const [file, branches] of Object.entries(demo)) {
  const path = join(demoDir, file);
  const before = readFileSync(path, 'utf8');
  let after = before;
  for (const [slug, places] of Object.entries(branches)) after = withTables(after, file, slug, places);
  JSON.parse(after);
  if (after === before) continue;
  if (checkOnly) {
    console.error(`✗ ${file}: tables differ from scripts/add-demo-tables.ts`);
    stale++;
  } else {
    writeFileSync(path, after);
    console.log(`✓ ${file}`);
  }
}
if (stale > 0) process.exit(1);
