// Writes the delivery members of the demo venues (venues/demo/*.json; docs/venues.md#delivery):
// per branch its zones, opening and kitchen hours, slots, minimums, free shipping and SMS code;
// per venue its coupons. Only these members are replaced or appended; every other byte of a file
// is kept, so the catalogue and tables scripts can edit the same files.
//
//   node scripts/add-demo-delivery.ts           write the files
//   node scripts/add-demo-delivery.ts --check   exit 1 when a file is not what the script writes
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Window = { days: number[]; from: string; to: string };

const demoDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'venues/demo');
const checkOnly = process.argv.includes('--check');
const everyDay = [0, 1, 2, 3, 4, 5, 6];
const weekdays = [1, 2, 3, 4, 5];

/** A rectangle as the [latitude, longitude] outline of a zone. */
const box = (south: number, north: number, west: number, east: number): [number, number][] => [
  [south, west],
  [north, west],
  [north, east],
  [south, east],
];
const zone = (key: string, name: string, outline: [number, number][], price: number, minimum: number) => ({
  key,
  name,
  polygon: outline,
  delivery_price: price,
  minimum_order_value: minimum,
});
const hours = (days: number[], from: string, to: string): Window => ({ days, from, to });

const supplierKeys = [
  'delivery_zones',
  'opening_hours',
  'kitchen_hours',
  'schedule',
  'minimum_order_value',
  'free_shipping_from',
  'require_sms_code',
] as const;
type Branch = Record<(typeof supplierKeys)[number], Json>;

/** venue file -> branch slug -> delivery members, and the venue's coupons. Money in minor units. */
const demo: Record<string, { branches: Record<string, Branch>; coupons: Json[] }> = {
  'la-brasa.json': {
    branches: {
      // Open around the clock: the demo (and its browser journeys) can order at any hour.
      chapinero: {
        delivery_zones: [
          zone('chapinero', 'Chapinero', box(4.625, 4.665, -74.075, -74.05), 4500, 25000),
          zone('teusaquillo', 'Teusaquillo y Galerías', box(4.625, 4.655, -74.095, -74.075), 6500, 35000),
        ],
        opening_hours: [hours(everyDay, '00:00', '24:00')],
        kitchen_hours: [hours(everyDay, '00:00', '24:00')],
        schedule: { lead_minutes: 45, slot_minutes: 30, capacity_per_slot: 4 },
        minimum_order_value: 20000,
        free_shipping_from: 120000,
        require_sms_code: true,
      },
      usaquen: {
        delivery_zones: [
          zone('usaquen', 'Usaquén y Santa Bárbara', box(4.685, 4.715, -74.05, -74.02), 5000, 30000),
          zone('chico', 'Chicó y El Retiro', box(4.665, 4.685, -74.06, -74.04), 6000, 30000),
        ],
        opening_hours: [hours([1, 2, 3, 4, 5, 6], '11:00', '22:00'), hours([0], '12:00', '20:00')],
        kitchen_hours: [hours([1, 2, 3, 4, 5, 6], '11:30', '21:30'), hours([0], '12:00', '19:30')],
        schedule: { lead_minutes: 60, slot_minutes: 30, capacity_per_slot: 5 },
        minimum_order_value: 25000,
        free_shipping_from: 150000,
        require_sms_code: false,
      },
      'el-poblado': {
        delivery_zones: [
          zone('poblado', 'El Poblado', box(6.195, 6.225, -75.58, -75.55), 5000, 25000),
          zone('laureles', 'Laureles y Estadio', box(6.235, 6.26, -75.605, -75.58), 7000, 40000),
        ],
        opening_hours: [hours(everyDay, '12:00', '23:00')],
        kitchen_hours: [hours(everyDay, '12:00', '22:30')],
        schedule: { lead_minutes: 60, slot_minutes: 30, capacity_per_slot: 6 },
        minimum_order_value: 20000,
        free_shipping_from: null,
        require_sms_code: false,
      },
    },
    coupons: [
      { code: 'bienvenida', kind: 'percent', value: 10, max_discount: 20000, minimum_order_value: 30000 },
      { code: 'envio-gratis', kind: 'free_shipping', minimum_order_value: 40000, services: ['delivery'] },
      { code: 'brasa5000', kind: 'fixed', value: 5000, minimum_order_value: 35000, max_uses: 500 },
    ],
  },
  'taqueria-el-sol.json': {
    branches: {
      'roma-norte': {
        delivery_zones: [
          zone('roma-condesa', 'Roma y Condesa', box(19.405, 19.43, -99.18, -99.15), 3500, 15000),
          zone('juarez', 'Juárez y Cuauhtémoc', box(19.43, 19.44, -99.17, -99.145), 4500, 20000),
        ],
        opening_hours: [hours([0, 1, 2, 3], '13:00', '23:00'), hours([4, 5, 6], '13:00', '02:00')],
        kitchen_hours: [hours([0, 1, 2, 3], '13:00', '22:30'), hours([4, 5, 6], '13:00', '01:30')],
        schedule: { lead_minutes: 40, slot_minutes: 20, capacity_per_slot: 8 },
        minimum_order_value: 12000,
        free_shipping_from: 60000,
        require_sms_code: false,
      },
      coyoacan: {
        delivery_zones: [
          zone('coyoacan', 'Coyoacán centro', box(19.335, 19.365, -99.18, -99.15), 3000, 15000),
          zone('del-valle', 'Del Valle y Narvarte', box(19.37, 19.4, -99.18, -99.15), 4500, 20000),
        ],
        opening_hours: [hours(everyDay, '12:00', '22:00')],
        kitchen_hours: [hours(everyDay, '12:00', '21:30')],
        schedule: { lead_minutes: 40, slot_minutes: 20, capacity_per_slot: 6 },
        minimum_order_value: 12000,
        free_shipping_from: null,
        require_sms_code: false,
      },
    },
    coupons: [
      { code: 'taquero', kind: 'percent', value: 15, max_discount: 10000, minimum_order_value: 20000 },
      { code: 'envio', kind: 'free_shipping', minimum_order_value: 25000, services: ['delivery'] },
    ],
  },
  'padaria-aurora.json': {
    branches: {
      'vila-madalena': {
        delivery_zones: [
          zone('vila-madalena', 'Vila Madalena', box(-23.562, -23.545, -46.7, -46.68), 700, 3000),
          zone('pinheiros', 'Pinheiros', box(-23.578, -23.562, -46.695, -46.675), 900, 4000),
        ],
        opening_hours: [hours(everyDay, '07:00', '20:00')],
        kitchen_hours: [hours(everyDay, '07:00', '19:30')],
        schedule: { lead_minutes: 30, slot_minutes: 30, capacity_per_slot: 6 },
        minimum_order_value: 2500,
        free_shipping_from: 12000,
        require_sms_code: false,
      },
      pinheiros: {
        delivery_zones: [
          zone('jardins', 'Jardins', box(-23.575, -23.56, -46.675, -46.655), 900, 4000),
          zone('itaim', 'Itaim Bibi', box(-23.595, -23.575, -46.69, -46.665), 1000, 4000),
        ],
        opening_hours: [hours(everyDay, '07:00', '21:00')],
        kitchen_hours: [hours(everyDay, '07:00', '20:30')],
        schedule: { lead_minutes: 30, slot_minutes: 30, capacity_per_slot: 6 },
        minimum_order_value: 2500,
        free_shipping_from: null,
        require_sms_code: false,
      },
    },
    coupons: [
      { code: 'bomdia', kind: 'percent', value: 10, minimum_order_value: 3000 },
      { code: 'frete', kind: 'free_shipping', minimum_order_value: 5000, services: ['delivery'] },
    ],
  },
  'cafe-alerce.json': {
    branches: {
      providencia: {
        delivery_zones: [],
        opening_hours: [hours(weekdays, '08:00', '20:00'), hours([0, 6], '09:00', '18:00')],
        kitchen_hours: [hours(weekdays, '08:00', '19:30'), hours([0, 6], '09:00', '17:30')],
        schedule: { lead_minutes: 20, slot_minutes: 15, capacity_per_slot: 4 },
        minimum_order_value: 0,
        free_shipping_from: null,
        require_sms_code: false,
      },
    },
    coupons: [
      { code: 'alerce', kind: 'fixed', value: 1000, minimum_order_value: 5000, services: ['take_away'] },
    ],
  },
};

// ---- formatting like the repository's formatter (Biome: 2 spaces, 110 columns, arrays and
// objects on one line when they fit)

const WIDTH = 110;

function format(value: Json, indent: number, prefixLength: number): string {
  const flat = JSON.stringify(value, null, 1)
    .replace(/\[\n\s*/g, '[')
    .replace(/\{\n\s*/g, '{ ')
    .replace(/\n\s*\]/g, ']')
    .replace(/\n\s*\}/g, ' }')
    .replace(/,\n\s*/g, ', ')
    .replace(/\{ \}/g, '{}');
  if (value === null || typeof value !== 'object' || indent + prefixLength + flat.length + 1 <= WIDTH)
    return flat;
  const pad = ' '.repeat(indent + 2);
  if (Array.isArray(value)) {
    return `[\n${value.map((item) => pad + format(item, indent + 2, 1)).join(',\n')}\n${' '.repeat(indent)}]`;
  }
  const members = Object.entries(value).map(([k, v]) => {
    const key = `${JSON.stringify(k)}: `;
    return pad + key + format(v, indent + 2, key.length + 1);
  });
  return `{\n${members.join(',\n')}\n${' '.repeat(indent)}}`;
}

const member = (key: string, value: Json, indent: number) =>
  `${' '.repeat(indent)}${JSON.stringify(key)}: ${format(value, indent, key.length + 4)}`;

/** Removes the members named `keys` (at `indent`) from an object's text, wherever they are. */
function withoutMembers(block: string, keys: readonly string[], indent: number): string {
  const pad = `\n${' '.repeat(indent)}"`;
  let text = block;
  for (const key of keys) {
    const start = text.indexOf(`${pad}${key}": `);
    if (start < 0) continue;
    const next = text.indexOf(pad, start + 1);
    const end = next < 0 ? text.length : next;
    text = text.slice(0, start) + text.slice(end);
  }
  return text.replace(/,\s*$/, '');
}

function withBranch(text: string, file: string, slug: string, branch: Branch): string {
  const start = text.indexOf(`\n    {\n      "slug": ${JSON.stringify(slug)},`);
  if (start < 0) throw new Error(`${file}: supplier ${slug} not found`);
  const end = text.indexOf('\n    }', start + 1);
  const kept = withoutMembers(text.slice(start, end), supplierKeys, 6);
  const added = supplierKeys.map((key) => member(key, branch[key], 6)).join(',\n');
  return `${text.slice(0, start)}${kept},\n${added}${text.slice(end)}`;
}

function withCoupons(text: string, coupons: Json[]): string {
  const close = text.lastIndexOf('\n}');
  const kept = withoutMembers(text.slice(0, close), ['coupons'], 2);
  return `${kept},\n${member('coupons', coupons, 2)}${text.slice(close)}`;
}

let stale = 0;
for (const [file, { branches, coupons }] of Object.entries(demo)) {
  const path = join(demoDir, file);
  const before = readFileSync(path, 'utf8');
  let after = before;
  for (const [slug, branch] of Object.entries(branches)) after = withBranch(after, file, slug, branch);
  after = withCoupons(after, coupons);
  JSON.parse(after);
  if (after === before) continue;
  if (checkOnly) {
    console.error(`✗ ${file}: delivery members differ from scripts/add-demo-delivery.ts`);
    stale++;
  } else {
    writeFileSync(path, after);
    console.log(`✓ ${file}`);
  }
}
if (stale > 0) process.exit(1);
