// Writes the `catalog` section of every demo venue (venues/demo/*.json) and the menu illustrations
// under venues/demo/assets/menu/. Deterministic: the same script always writes the same bytes, so
// the demo menus can be regenerated after an edit here. Every other field of a venue file is kept
// byte for byte; only its "catalog" member is replaced (or appended when missing).
//
//   node scripts/generate-demo-menus.ts           write the files
//   node scripts/generate-demo-menus.ts --check   exit 1 when a file is not what the script writes
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { Allergen, CatalogService, DietaryTag } from '../packages/domain/src/catalog/catalog.schema.ts';
import { venueImportSchema } from '../packages/domain/src/venue/venue.schema.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const demoDir = join(root, 'venues/demo');
const menuDir = join(demoDir, 'assets/menu');
const checkOnly = process.argv.includes('--check');

// ---------------------------------------------------------------------------------------------
// Catalogue shapes (the import format of catalogImportSchema, only the fields this script writes)

interface Text {
  es: string;
  en?: string;
  pt?: string;
}
interface AllergenInfo {
  contains: Allergen[];
  may_contain: Allergen[];
}
interface Option {
  key: string;
  name: Text;
  price?: number;
  allergens?: AllergenInfo;
  available?: boolean;
}
interface OptionGroup {
  key: string;
  name: Text;
  min: number;
  max: number;
  required: boolean;
  options: Option[];
}
interface Window {
  days: number[];
  from: string;
  to: string;
}
interface Product {
  key: string;
  category: string;
  name: Text;
  description?: Text;
  label?: string;
  price: number;
  promo_price?: number;
  image: string;
  important?: boolean;
  is_alcoholic?: boolean;
  is_new?: boolean;
  is_promo?: boolean;
  services?: CatalogService[];
  availability?: Window[];
  allergens?: AllergenInfo;
  dietary?: DietaryTag[];
  option_groups?: OptionGroup[];
  branches?: Record<string, { stock: number | null }>;
}
interface Category {
  key: string;
  name: Text;
  image?: string;
  children?: Category[];
}
interface Banner {
  key: string;
  layout_type: 'carousel' | 'grid' | 'popup' | 'home';
  image?: string | null;
  title?: Text;
  url?: { tipe: 'producto' | 'categoria' | 'externo'; param: string; target: '_blank' | '_self' } | null;
  content_popup?: string;
  content_home?: string;
  branches?: string[];
}
interface Catalog {
  categories: Category[];
  products: Product[];
  banners: Banner[];
}

// ---------------------------------------------------------------------------------------------
// Menu illustrations: small hand-written SVGs (320x240), shared by every venue.

const images = new Map<string, string>();

function image(name: string, title: string, background: string, body: string): void {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">` +
    `<title>${title}</title><rect width="320" height="240" rx="24" fill="${background}"/>${body}</svg>\n`;
  images.set(name, svg);
}

/** The path of a menu image relative to a venue file. */
function img(name: string): string {
  if (!images.has(name)) throw new Error(`unknown menu image ${name}`);
  return `assets/menu/${name}.svg`;
}

const shadow = (cy: number, rx: number, ry: number) =>
  `<ellipse cx="160" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity=".08"/>`;
const plate =
  `${shadow(178, 124, 16)}<ellipse cx="160" cy="156" rx="130" ry="50" fill="#fff"/>` +
  `<ellipse cx="160" cy="156" rx="102" ry="37" fill="#f2ece3"/>`;
const glassOutline = (d: string) =>
  `<path d="${d}" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>`;
const tumbler = (liquid: string) =>
  `${shadow(210, 54, 8)}<path d="M112 50h96l-12 156h-72z" fill="#fff" opacity=".55"/>` +
  `<path d="M115 92h90l-9 110h-72z" fill="${liquid}"/>${glassOutline('M112 50h96l-12 156h-72z')}`;
const bowl = (body: string, food: string) =>
  `${shadow(202, 92, 12)}<path d="M56 116h208c0 54-46 84-104 84S56 170 56 116z" fill="${body}"/>` +
  `<ellipse cx="160" cy="116" rx="104" ry="24" fill="${food}"/>`;
const cup = (drink: string) =>
  `${shadow(198, 100, 12)}<ellipse cx="160" cy="182" rx="104" ry="24" fill="#fff"/>` +
  `<ellipse cx="160" cy="180" rx="70" ry="14" fill="#e9e2d8"/>` +
  `<path d="M214 110c30 0 30 40 0 44" fill="none" stroke="#fff" stroke-width="10"/>` +
  `<path d="M98 96h124c0 56-22 84-62 84s-62-28-62-84z" fill="#fff"/>` +
  `<ellipse cx="160" cy="96" rx="62" ry="14" fill="${drink}"/>`;
const wineGlass = (wine: string) =>
  `${shadow(212, 44, 7)}<path d="M116 40h88c4 56-14 92-44 92s-48-36-44-92z" fill="#fff" opacity=".55"/>` +
  `<path d="M118 84h84c-3 30-18 46-42 46s-39-16-42-46z" fill="${wine}"/>` +
  `${glassOutline('M116 40h88c4 56-14 92-44 92s-48-36-44-92z')}` +
  `<path d="M160 132v72" stroke="#fff" stroke-width="7"/><ellipse cx="160" cy="206" rx="38" ry="8" fill="#fff"/>`;
const bottle = (glass: string, label: string) =>
  `${shadow(214, 44, 7)}<path d="M148 34h24v36c16 8 22 22 22 40v92q0 8-8 8h-52q-8 0-8-8v-92c0-18 6-32 22-40z" ` +
  `fill="${glass}"/><rect x="126" y="120" width="68" height="50" rx="6" fill="${label}"/>` +
  `<rect x="146" y="26" width="28" height="12" rx="3" fill="#c9a13b"/>`;
const grapes = (colour: string) =>
  `<g fill="${colour}"><circle cx="230" cy="182" r="9"/><circle cx="248" cy="182" r="9"/>` +
  `<circle cx="239" cy="197" r="9"/><circle cx="257" cy="197" r="9"/><circle cx="248" cy="211" r="9"/></g>`;
const limeWheel = (rind: string, flesh: string) =>
  `<circle cx="206" cy="56" r="22" fill="${rind}"/><circle cx="206" cy="56" r="16" fill="${flesh}"/>` +
  `<path d="M206 42v28M192 56h28M196 46l20 20M216 46l-20 20" stroke="${rind}" stroke-width="2"/>`;

function defineImages(): void {
  image(
    'empanadas',
    'Empanadas',
    '#fdf0dc',
    `${plate}<circle cx="222" cy="128" r="17" fill="#fff" stroke="#e3dccf" stroke-width="3"/>` +
      `<circle cx="222" cy="128" r="12" fill="#5c9e3e"/><g id="e"><path d="M84 160a38 30 0 0 1 76 0z" fill="#e9a23b"/>` +
      `<path d="M89 157a33 25 0 0 1 66 0" fill="none" stroke="#c47a1e" stroke-width="4" stroke-dasharray="3 6"/></g>` +
      `<use href="#e" x="70" y="12"/>`,
  );
  image(
    'arepa',
    'Arepa',
    '#fff4d6',
    `${plate}<ellipse cx="160" cy="158" rx="70" ry="26" fill="#e3b65a"/><ellipse cx="160" cy="152" rx="70" ry="26" fill="#f6d98e"/>` +
      `<path d="M122 146l22 14M148 138l26 16M178 136l18 12" stroke="#d9a441" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M146 140h30l-6 10h-30z" fill="#fffaf0"/>`,
  );
  image(
    'patacon',
    'Patacones',
    '#fdf3d3',
    `${plate}<g id="p"><ellipse cx="112" cy="152" rx="32" ry="14" fill="#d9a030"/>` +
      `<ellipse cx="112" cy="149" rx="32" ry="14" fill="#f2c14e"/><ellipse cx="112" cy="146" rx="12" ry="5" fill="#d2472a"/></g>` +
      `<use href="#p" x="52" y="16"/><use href="#p" x="96" y="-12"/>`,
  );
  image(
    'ceviche',
    'Ceviche',
    '#e3f2ef',
    `${shadow(212, 40, 7)}<path d="M86 84h148c0 40-32 62-74 62s-74-22-74-62z" fill="#f7d9b8"/>` +
      `<circle cx="124" cy="96" r="10" fill="#f28c6b"/><circle cx="152" cy="104" r="9" fill="#fff3e6"/>` +
      `<circle cx="182" cy="95" r="10" fill="#f28c6b"/><circle cx="204" cy="104" r="7" fill="#8e3b8e"/>` +
      `<circle cx="138" cy="114" r="5" fill="#4f9a3a"/><circle cx="172" cy="118" r="5" fill="#4f9a3a"/>` +
      `${glassOutline('M86 84h148c0 40-32 62-74 62s-74-22-74-62z')}<path d="M160 146v56" stroke="#fff" stroke-width="8"/>` +
      `<ellipse cx="160" cy="206" rx="36" ry="8" fill="#fff"/><path d="M216 84a22 22 0 0 1 36-22z" fill="#8cc63f"/>`,
  );
  image(
    'soup',
    'Soup',
    '#fdecd2',
    `${bowl('#d9723a', '#f2c04f')}<ellipse cx="126" cy="114" rx="16" ry="6" fill="#f7e27c"/>` +
      `<ellipse cx="188" cy="112" rx="18" ry="6" fill="#fffaf0"/><circle cx="160" cy="120" r="5" fill="#5a8f3c"/>` +
      `<circle cx="208" cy="122" r="4" fill="#5a8f3c"/><circle cx="108" cy="121" r="4" fill="#5a8f3c"/>` +
      `<path d="M88 148c30 22 114 22 144 0" stroke="#fff" stroke-width="4" fill="none" opacity=".45"/>`,
  );
  image(
    'sausage',
    'Grilled sausages',
    '#fbe5dc',
    `${plate}<rect x="92" y="128" width="100" height="28" rx="14" fill="#a8432a" transform="rotate(-8 142 142)"/>` +
      `<rect x="122" y="152" width="100" height="28" rx="14" fill="#8e3520" transform="rotate(6 172 166)"/>` +
      `<path d="M106 140l14-3M134 136l14-2M144 162l14 2M172 165l14 2" stroke="#d77a55" stroke-width="3" stroke-linecap="round"/>` +
      `<path d="M214 128a18 18 0 0 1 30 14z" fill="#8cc63f"/>`,
  );
  image(
    'platter',
    'Mixed grill platter',
    '#f6e3cf',
    `${shadow(198, 130, 14)}<rect x="262" y="136" width="34" height="20" rx="8" fill="#a86b3c"/>` +
      `<rect x="34" y="106" width="234" height="86" rx="40" fill="#a86b3c"/><rect x="44" y="114" width="214" height="70" rx="34" fill="#c58a52"/>` +
      `<path d="M66 150c0-16 24-24 44-22s34 8 34 20-18 20-40 20-38-6-38-18z" fill="#8a3b22"/>` +
      `<path d="M82 144l30 10M96 136l30 10" stroke="#5e2714" stroke-width="4"/><rect x="150" y="126" width="72" height="20" rx="10" fill="#a8432a"/>` +
      `<circle cx="170" cy="164" r="10" fill="#f2c14e"/><circle cx="192" cy="167" r="9" fill="#f2c14e"/>` +
      `<circle cx="212" cy="161" r="9" fill="#f2c14e"/><circle cx="238" cy="142" r="12" fill="#4f8a34"/>`,
  );
  image(
    'steak',
    'Grilled steak',
    '#fbe6d9',
    `${plate}<path d="M96 154c-4-24 28-38 62-36 32 2 62 12 66 30 4 22-26 34-62 34s-62-8-66-28z" fill="#f4d9c6"/>` +
      `<path d="M104 152c-2-18 24-28 54-27 28 1 54 10 57 24 3 17-23 26-54 26s-54-7-57-23z" fill="#8a3b22"/>` +
      `<path d="M126 136l46 28M150 130l48 28M120 152l32 18" stroke="#5a220f" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M214 126c14-10 26-6 34-14M222 120l6 10M234 116l4 10" stroke="#4f8a34" stroke-width="3" stroke-linecap="round" fill="none"/>`,
  );
  image(
    'ribs',
    'Barbecue ribs',
    '#f9e2d2',
    `${plate}<path d="M112 112v76M136 110v78M160 108v80M184 110v78M208 112v76" stroke="#f6efe4" stroke-width="9" stroke-linecap="round"/>` +
      `<path d="M112 112v76M136 110v78M160 108v80M184 110v78M208 112v76" stroke="#e3d6c3" stroke-width="3" stroke-linecap="round"/>` +
      `<rect x="92" y="126" width="136" height="48" rx="18" fill="#8e3a1c"/>` +
      `<path d="M106 144h108M112 160h96" stroke="#b3542a" stroke-width="5" stroke-linecap="round"/>`,
  );
  image(
    'chicken',
    'Roast chicken',
    '#fff0d9',
    `${plate}<g id="d"><path d="M150 140l40-20" stroke="#eadcc3" stroke-width="9" stroke-linecap="round"/>` +
      `<circle cx="194" cy="112" r="7" fill="#eadcc3"/><circle cx="199" cy="123" r="7" fill="#eadcc3"/>` +
      `<ellipse cx="128" cy="150" rx="38" ry="24" fill="#c8742c" transform="rotate(-24 128 150)"/></g>` +
      `<use href="#d" x="30" y="22"/><path d="M208 168c8-6 18-6 24 0-6 6-16 6-24 0z" fill="#5a8f3c"/>`,
  );
  image(
    'fish',
    'Grilled fish',
    '#e3f1f8',
    `${plate}<path d="M222 156l34-24v48z" fill="#c9823a"/><ellipse cx="158" cy="156" rx="74" ry="28" fill="#e0a050"/>` +
      `<path d="M124 140c6 10 6 22 0 32M150 136c6 12 6 28 0 40M176 136c6 12 6 28 0 40" stroke="#c07a2e" stroke-width="3" fill="none"/>` +
      `<circle cx="102" cy="150" r="5" fill="#3b2a1a"/><circle cx="104" cy="182" r="14" fill="#f7e04a"/>` +
      `<circle cx="104" cy="182" r="9" fill="#fbef9a"/>`,
  );
  image(
    'bandeja',
    'Bandeja paisa',
    '#fdeccf',
    `${shadow(186, 132, 16)}<ellipse cx="160" cy="156" rx="136" ry="56" fill="#fff"/><ellipse cx="160" cy="156" rx="112" ry="44" fill="#f2ece3"/>` +
      `<ellipse cx="108" cy="146" rx="30" ry="16" fill="#fffdf7" stroke="#eee4d4" stroke-width="2"/>` +
      `<ellipse cx="164" cy="132" rx="26" ry="13" fill="#7a2e1f"/><ellipse cx="212" cy="146" rx="26" ry="16" fill="#fff"/>` +
      `<circle cx="212" cy="144" r="8" fill="#f6b21a"/><path d="M94 168h44l-4 14h-36z" fill="#b0602a"/>` +
      `<ellipse cx="166" cy="174" rx="26" ry="9" fill="#e0a040"/><path d="M198 174c12-10 34-10 44 0-14 6-30 6-44 0z" fill="#7cb342"/>`,
  );
  image(
    'tamal',
    'Tamal',
    '#eef4e1',
    `${plate}<path d="M160 110l80 46-80 44-80-44z" fill="#4f8a34"/><path d="M160 126l52 30-52 28-52-28z" fill="#6aa84f"/>` +
      `<ellipse cx="160" cy="156" rx="30" ry="15" fill="#f2c14e"/><circle cx="152" cy="152" r="6" fill="#c0562a"/>` +
      `<circle cx="170" cy="160" r="5" fill="#fff6e6"/><path d="M118 132l84 48M202 132l-84 48" stroke="#d8c9a8" stroke-width="3"/>`,
  );
  image(
    'rice',
    'Rice dish',
    '#fff6e0',
    `${plate}<path d="M92 162c4-38 36-54 68-54s64 16 68 54z" fill="#f4d27a"/>` +
      `<g fill="#6aa84f"><circle cx="124" cy="146" r="5"/><circle cx="178" cy="142" r="5"/><circle cx="150" cy="158" r="4"/></g>` +
      `<g fill="#e0603a"><circle cx="150" cy="130" r="5"/><circle cx="202" cy="152" r="5"/><circle cx="168" cy="124" r="4"/></g>` +
      `<g fill="#fff"><circle cx="138" cy="150" r="4"/><circle cx="190" cy="130" r="4"/><circle cx="112" cy="156" r="4"/></g>`,
  );
  image(
    'burger',
    'Burger',
    '#fde9d4',
    `${shadow(204, 96, 12)}<path d="M76 176h168q0 24-24 24h-120q-24 0-24-24z" fill="#d88b3a"/>` +
      `<rect x="70" y="154" width="180" height="26" rx="13" fill="#6b2f17"/>` +
      `<path d="M72 154l30 16 20-16 20 16 20-16 20 16 20-16 20 16 26-16z" fill="#f2b705"/>` +
      `<path d="M66 146q12 10 24 0t24 0 24 0 24 0 24 0 24 0 24 0 24 0v12h-188z" fill="#6aa84f"/>` +
      `<rect x="84" y="134" width="152" height="12" rx="6" fill="#d8432b"/><path d="M72 138c0-50 40-76 88-76s88 26 88 76z" fill="#e39a45"/>` +
      `<g fill="#fff6df"><ellipse cx="128" cy="96" rx="4" ry="2.5"/><ellipse cx="160" cy="84" rx="4" ry="2.5"/>` +
      `<ellipse cx="190" cy="98" rx="4" ry="2.5"/><ellipse cx="146" cy="110" rx="4" ry="2.5"/><ellipse cx="176" cy="114" rx="4" ry="2.5"/></g>`,
  );
  image(
    'salad',
    'Salad',
    '#e9f5e1',
    `${bowl('#fff', '#7bb661')}<path d="M98 114c10-16 28-16 32 0zM138 108c12-16 32-14 34 2zM182 112c10-14 30-12 32 4z" fill="#a5d46a"/>` +
      `<circle cx="132" cy="118" r="9" fill="#e53935"/><circle cx="192" cy="121" r="9" fill="#e53935"/>` +
      `<rect x="152" y="115" width="12" height="10" rx="2" fill="#f3d9a4"/><rect x="214" y="112" width="10" height="9" rx="2" fill="#f3d9a4"/>` +
      `<circle cx="112" cy="124" r="5" fill="#4e342e"/>`,
  );
  image(
    'bowl',
    'Grain bowl',
    '#e8f2ef',
    `${bowl('#2f4858', '#f4ead2')}<path d="M106 116a54 18 0 0 1 54-18v18z" fill="#f08a6c"/>` +
      `<path d="M160 98a54 18 0 0 1 54 18h-54z" fill="#7cb342"/><path d="M106 116h54v18a54 18 0 0 1-54-18z" fill="#f5b041"/>` +
      `<g fill="#8bc34a"><circle cx="176" cy="126" r="6"/><circle cx="190" cy="122" r="6"/><circle cx="204" cy="127" r="6"/></g>`,
  );
  image(
    'fries',
    'French fries',
    '#fff3d1',
    `${shadow(208, 60, 8)}<path d="M118 70l10 40M138 62l4 46M158 58v50M178 62l-4 46M198 70l-10 40M128 66l16 44M188 64l-12 46" ` +
      `stroke="#f6c744" stroke-width="10" stroke-linecap="round"/><path d="M104 100h112l-14 104h-84z" fill="#d8342b"/>` +
      `<path d="M104 100h112l-3 20h-106z" fill="#b72a22"/><circle cx="160" cy="156" r="18" fill="#fff"/>` +
      `<path d="M150 156h20" stroke="#d8342b" stroke-width="4"/>`,
  );
  image(
    'cake',
    'Slice of cake',
    '#fbe8ee',
    `${plate}<path d="M102 118l104-30 34 30z" fill="#fbe3ec"/><rect x="102" y="118" width="138" height="54" fill="#f3cd97"/>` +
      `<path d="M102 134h138M102 154h138" stroke="#fbe3ec" stroke-width="8"/><circle cx="204" cy="96" r="10" fill="#e53950"/>` +
      `<path d="M204 86c2-6 8-8 12-6" stroke="#4f8a34" stroke-width="3" fill="none"/>`,
  );
  image(
    'flan',
    'Flan',
    '#fff1dc',
    `${plate}<path d="M116 108h88l14 50h-116z" fill="#f3c35c"/><ellipse cx="160" cy="158" rx="58" ry="10" fill="#e0a93e"/>` +
      `<ellipse cx="160" cy="108" rx="44" ry="9" fill="#a8561c"/><path d="M122 110c2 12 8 12 10 0zM184 110c2 16 8 16 10 0z" fill="#a8561c"/>` +
      `<path d="M98 166c20 10 104 10 124 0" stroke="#a8561c" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  );
  image(
    'dessert-cup',
    'Dessert in a glass',
    '#f8efe4',
    `${shadow(208, 50, 8)}<path d="M116 80h88l-8 124h-72z" fill="#fff" opacity=".6"/><path d="M121 150h79l-4 52h-72z" fill="#f7ead6"/>` +
      `<path d="M119 122h82l-2 28h-78z" fill="#c47a34"/><path d="M118 98h84l-1 24h-82z" fill="#fff8ee"/>` +
      `<circle cx="146" cy="94" r="12" fill="#6d2f5a"/><circle cx="174" cy="96" r="10" fill="#8e3b8e"/>` +
      `${glassOutline('M116 80h88l-8 124h-72z')}`,
  );
  image(
    'ice-cream',
    'Ice cream',
    '#fde7ef',
    `${shadow(212, 40, 7)}<circle cx="134" cy="96" r="26" fill="#f8bbd0"/><circle cx="186" cy="96" r="26" fill="#8d5a3b"/>` +
      `<circle cx="160" cy="72" r="26" fill="#fff3d6"/><path d="M196 60l30-34 8 6-30 34z" fill="#e6b35c"/>` +
      `<path d="M92 104h136c0 36-30 52-68 52s-68-16-68-52z" fill="#fff" opacity=".85"/>` +
      `<path d="M160 156v44" stroke="#fff" stroke-width="8"/><ellipse cx="160" cy="204" rx="34" ry="8" fill="#fff"/>`,
  );
  image(
    'milkshake',
    'Milkshake',
    '#f7e9f3',
    `<path d="M180 52l24-44" stroke="#4fc3f7" stroke-width="7" stroke-linecap="round"/>${tumbler('#f48fb1')}` +
      `<path d="M106 56c0-20 20-26 30-18 6-16 38-16 44 0 10-8 30-2 30 18z" fill="#fffaf3"/><circle cx="160" cy="28" r="10" fill="#d81b60"/>`,
  );
  image(
    'juice',
    'Fresh juice',
    '#fff0dc',
    `<path d="M142 30l18 70" stroke="#e76f51" stroke-width="7" stroke-linecap="round"/>${tumbler('#f7a21b')}` +
      `${limeWheel('#f9c74f', '#fbe29a')}`,
  );
  image(
    'lemonade',
    'Lemonade',
    '#eaf6e4',
    `${tumbler('#dcefa8')}<rect x="130" y="104" width="24" height="22" rx="4" fill="#fff" opacity=".7" transform="rotate(-10 142 115)"/>` +
      `<rect x="166" y="122" width="24" height="22" rx="4" fill="#fff" opacity=".7" transform="rotate(12 178 133)"/>` +
      `${limeWheel('#8cc63f', '#e6f4b8')}<path d="M126 86c-8-14 4-24 16-22-2 12-8 20-16 22z" fill="#3f9b45"/>`,
  );
  image(
    'soda',
    'Soft drink',
    '#e9eef8',
    `<path d="M176 30l-14 76" stroke="#e63946" stroke-width="7" stroke-linecap="round"/>${tumbler('#5a2e1a')}` +
      `<rect x="128" y="98" width="26" height="22" rx="4" fill="#fff" opacity=".35"/><g fill="#fff" opacity=".5">` +
      `<circle cx="140" cy="134" r="4"/><circle cx="172" cy="152" r="3"/><circle cx="156" cy="178" r="3"/></g>` +
      `${limeWheel('#8cc63f', '#e6f4b8')}`,
  );
  image(
    'water',
    'Bottled water',
    '#e5f3fb',
    `${shadow(216, 40, 7)}<path d="M146 44h28v16c20 8 26 20 26 36v100q0 12-12 12h-56q-12 0-12-12v-100c0-16 6-28 26-36z" fill="#bfe3f5"/>` +
      `<rect x="144" y="28" width="32" height="18" rx="4" fill="#1e88e5"/><rect x="120" y="118" width="80" height="44" rx="4" fill="#1e88e5"/>` +
      `<path d="M136 140c8-8 16 8 24 0s16 8 24 0" stroke="#fff" stroke-width="4" fill="none"/>` +
      `<path d="M132 100v90" stroke="#fff" stroke-width="6" opacity=".6" stroke-linecap="round"/>`,
  );
  image(
    'coffee',
    'Coffee',
    '#f3e7dc',
    `${cup('#6f3d1e')}<ellipse cx="160" cy="96" rx="40" ry="8" fill="#a8744a"/>` +
      `<path d="M140 70c-10-12 10-18 0-32M174 70c-10-12 10-18 0-32" fill="none" stroke="#c9b3a0" stroke-width="5" stroke-linecap="round"/>`,
  );
  image(
    'hot-chocolate',
    'Hot chocolate',
    '#f4e4da',
    `${cup('#5d3a1a')}<path d="M128 90c10-14 54-14 64 0-10 10-54 10-64 0z" fill="#fffaf3"/>` +
      `<path d="M144 68c-10-12 10-18 0-32M176 68c-10-12 10-18 0-32" fill="none" stroke="#c9a98f" stroke-width="5" stroke-linecap="round"/>`,
  );
  image(
    'tea',
    'Tea',
    '#eef3e2',
    `${cup('#c8872e')}<path d="M214 96v34" stroke="#b08968" stroke-width="2"/><rect x="205" y="128" width="18" height="20" rx="3" fill="#7cb342"/>` +
      `<path d="M130 84c-4-10 6-14 2-24M160 80c-4-10 6-14 2-24" fill="none" stroke="#c8d3b0" stroke-width="5" stroke-linecap="round"/>`,
  );
  image(
    'beer',
    'Draught beer',
    '#fdf3d8',
    `${shadow(212, 54, 8)}<path d="M112 58h96l-10 150h-76z" fill="#f2a81d"/><g fill="#fff" opacity=".6">` +
      `<circle cx="140" cy="150" r="3"/><circle cx="168" cy="120" r="3"/><circle cx="182" cy="172" r="3"/></g>` +
      `<path d="M104 66c-6-22 16-34 30-24 8-16 38-16 46 0 14-10 38 0 32 24z" fill="#fffaf0"/>` +
      `<path d="M128 84l10 108" stroke="#fff" stroke-width="6" opacity=".35" stroke-linecap="round"/>`,
  );
  image(
    'beer-bottle',
    'Bottled beer',
    '#f4ecd6',
    `${bottle('#7a4a1c', '#f4e3b5')}<path d="M138 136h44M144 152h32" stroke="#b5651d" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M136 104v96" stroke="#fff" stroke-width="5" opacity=".3" stroke-linecap="round"/>`,
  );
  image('wine-red', 'Red wine', '#f6e4ea', `${wineGlass('#8e1b3a')}${grapes('#6d1f45')}`);
  image('wine-white', 'White wine', '#f7f3dc', `${wineGlass('#f2df8a')}${grapes('#a5c25a')}`);
  image(
    'sparkling',
    'Sparkling wine',
    '#f7efe0',
    `${shadow(212, 36, 6)}<path d="M138 30h44l-6 110q-2 14-16 14t-16-14z" fill="#fff" opacity=".55"/>` +
      `<path d="M140 64h40l-5 76q-2 12-15 12t-15-12z" fill="#f3d77a"/><g fill="#fff"><circle cx="154" cy="100" r="3"/>` +
      `<circle cx="165" cy="124" r="3"/><circle cx="158" cy="80" r="2.5"/></g>` +
      `${glassOutline('M138 30h44l-6 110q-2 14-16 14t-16-14z')}<path d="M160 154v52" stroke="#fff" stroke-width="6"/>` +
      `<ellipse cx="160" cy="208" rx="30" ry="7" fill="#fff"/>`,
  );
  image(
    'cocktail',
    'Cocktail',
    '#eaf4f4',
    `${shadow(212, 40, 7)}<path d="M92 56h136l-68 76z" fill="#fff" opacity=".5"/><path d="M108 74h104l-52 58z" fill="#ef6c8f"/>` +
      `${glassOutline('M92 56h136l-68 76z')}<path d="M160 132v70" stroke="#fff" stroke-width="7"/>` +
      `<ellipse cx="160" cy="206" rx="38" ry="8" fill="#fff"/><path d="M194 56a22 22 0 0 1 36-24z" fill="#8cc63f"/>` +
      `<path d="M140 66c4-14 12-20 22-22" stroke="#5d4037" stroke-width="2" fill="none"/><circle cx="140" cy="68" r="8" fill="#c62828"/>`,
  );
  image(
    'spirits',
    'Spirits',
    '#efe6da',
    `${bottle('#c8872e', '#1f3a5f')}<path d="M140 140h40" stroke="#e8d9b5" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M214 164h44l-5 46h-34z" fill="#fff" opacity=".6"/><path d="M216 180h40l-3 30h-34z" fill="#c8872e"/>` +
      `${glassOutline('M214 164h44l-5 46h-34z')}`,
  );
  image(
    'kids',
    'Kids meal',
    '#e8f1fb',
    `${plate}<g fill="#d9952f"><rect x="100" y="134" width="34" height="24" rx="11"/><rect x="140" y="126" width="34" height="24" rx="11"/>` +
      `<rect x="118" y="160" width="34" height="24" rx="11"/></g><path d="M186 172l10-40M198 172l4-42M210 172l-2-40M222 170l-8-36" ` +
      `stroke="#f6c744" stroke-width="8" stroke-linecap="round"/><circle cx="168" cy="170" r="10" fill="#d8342b"/>` +
      `<path d="M60 40l7 14 15 2-11 10 3 15-14-7-14 7 3-15-11-10 15-2z" fill="#ffca28"/>`,
  );
  image(
    'eggs',
    'Fried eggs',
    '#fff6d6',
    `${plate}<path d="M92 150c-4-22 30-30 48-20 20-10 44 4 36 24-4 16-36 20-52 14-18 6-30-4-32-18z" fill="#fff" stroke="#e6dccb" stroke-width="2"/>` +
      `<circle cx="132" cy="146" r="13" fill="#f6b21a"/><path d="M168 162c-4-18 22-26 38-18 18-6 38 6 30 22-6 14-30 16-44 10-14 4-22-4-24-14z" fill="#fff" stroke="#e6dccb" stroke-width="2"/>` +
      `<circle cx="202" cy="158" r="12" fill="#f6b21a"/><ellipse cx="116" cy="180" rx="26" ry="9" fill="#f6d98e"/>`,
  );
  image(
    'pancakes',
    'Pancakes',
    '#fbeede',
    `${plate}<ellipse cx="160" cy="164" rx="66" ry="20" fill="#d99a4e"/><ellipse cx="160" cy="156" rx="66" ry="20" fill="#edb868"/>` +
      `<ellipse cx="160" cy="148" rx="66" ry="20" fill="#d99a4e"/><ellipse cx="160" cy="140" rx="66" ry="20" fill="#edb868"/>` +
      `<path d="M112 140c12-14 84-14 96 0-4 10-10 2-12 12-4-8-10 0-14-6-10 6-30 4-40-2-4 6-10 4-12-4-6 4-14 2-18 0z" fill="#8a4a14"/>` +
      `<circle cx="148" cy="132" r="6" fill="#c2185b"/><circle cx="166" cy="128" r="6" fill="#3949ab"/>`,
  );
  image(
    'bread',
    'Bread',
    '#f7ead7',
    `${shadow(202, 100, 12)}<path d="M64 178c-8-60 40-92 96-92s104 32 96 92z" fill="#c98a3e"/>` +
      `<path d="M72 174c-4-50 36-80 88-80s92 30 88 80z" fill="#e0a85a"/>` +
      `<path d="M110 112l20 24M146 102l20 26M182 104l20 24" stroke="#a8672a" stroke-width="7" stroke-linecap="round"/>` +
      `<ellipse cx="160" cy="182" rx="96" ry="8" fill="#a8672a"/>`,
  );
  image(
    'lunch',
    'Set lunch tray',
    '#eef2e6',
    `${shadow(206, 136, 12)}<rect x="28" y="76" width="264" height="124" rx="22" fill="#9e7a5a"/>` +
      `<rect x="38" y="86" width="244" height="104" rx="16" fill="#c4a27f"/><circle cx="96" cy="138" r="40" fill="#fff"/>` +
      `<ellipse cx="84" cy="126" rx="18" ry="12" fill="#fffdf5" stroke="#eee4d4" stroke-width="2"/>` +
      `<path d="M90 148c4-12 24-12 26 2-6 8-20 8-26-2z" fill="#8a3b22"/><circle cx="76" cy="152" r="7" fill="#7cb342"/>` +
      `<circle cx="180" cy="122" r="28" fill="#e07b39"/><circle cx="180" cy="122" r="20" fill="#f2c04f"/>` +
      `<rect x="228" y="98" width="36" height="64" rx="6" fill="#f7a21b"/><rect x="148" y="160" width="64" height="20" rx="8" fill="#7cb342"/>`,
  );
  image(
    'taco',
    'Tacos',
    '#fff1d6',
    `${plate}<g id="t"><g fill="#d35d2a"><circle cx="100" cy="134" r="9"/><circle cx="118" cy="128" r="9"/>` +
      `<circle cx="136" cy="128" r="9"/><circle cx="154" cy="134" r="9"/></g><circle cx="110" cy="124" r="4" fill="#fff"/>` +
      `<circle cx="128" cy="120" r="4" fill="#4caf50"/><rect x="140" y="118" width="8" height="8" fill="#f9d423"/>` +
      `<path d="M80 134a48 36 0 0 0 96 0z" fill="#f5d37c"/><path d="M80 134a48 36 0 0 0 96 0" fill="none" stroke="#e0b04e" stroke-width="4"/></g>` +
      `<use href="#t" x="66" y="18"/>`,
  );
  image(
    'quesadilla',
    'Quesadilla',
    '#fdf0d4',
    `${plate}<path d="M84 168a76 62 0 0 1 152 0z" fill="#f0c86a"/>` +
      `<path d="M96 168c10 8 20-4 30 6s22-6 32 4 22-6 32 4 22-4 34-4" stroke="#fff1b8" stroke-width="7" fill="none" stroke-linecap="round"/>` +
      `<g fill="#d4a24a"><circle cx="128" cy="136" r="6"/><circle cx="170" cy="122" r="5"/><circle cx="196" cy="146" r="6"/>` +
      `<circle cx="150" cy="152" r="5"/></g>`,
  );
  image(
    'guacamole',
    'Guacamole',
    '#eaf3dc',
    `${shadow(206, 96, 12)}<path d="M98 184l-8 18M222 184l8 18" stroke="#5b5552" stroke-width="12" stroke-linecap="round"/>` +
      `<path d="M70 116h180c0 50-40 78-90 78s-90-28-90-78z" fill="#5b5552"/><ellipse cx="160" cy="116" rx="90" ry="22" fill="#7cb342"/>` +
      `<ellipse cx="160" cy="112" rx="70" ry="14" fill="#9ccc65"/><circle cx="140" cy="112" r="5" fill="#e53935"/>` +
      `<circle cx="178" cy="116" r="5" fill="#e53935"/><circle cx="160" cy="106" r="4" fill="#fff"/>` +
      `<path d="M196 106l40-36 6 38zM114 104l-32-40 42 10z" fill="#f6c744"/>`,
  );
  image(
    'churros',
    'Churros',
    '#fbe9d5',
    `${plate}<g stroke-linecap="round" stroke-width="18"><path d="M90 170l96-54" stroke="#c98a3e"/><path d="M100 178l100-48" stroke="#d99a4e"/>` +
      `<path d="M112 186l98-40" stroke="#c98a3e"/></g><path d="M98 164l84-46M108 172l88-42M120 180l86-34" stroke="#e8c07a" ` +
      `stroke-width="3" stroke-dasharray="6 6"/><circle cx="234" cy="136" r="22" fill="#fff"/><circle cx="234" cy="136" r="16" fill="#5d3a1a"/>`,
  );
  image(
    'croissant',
    'Croissant',
    '#fbecd7',
    `${plate}<path d="M86 162c10-36 44-58 74-58s64 22 74 58c-14-6-26-4-34 4-8-18-24-26-40-26s-32 8-40 26c-8-8-20-10-34-4z" fill="#e0a040"/>` +
      `<path d="M126 122l10 30M160 112v34M194 122l-10 30" stroke="#b7742a" stroke-width="5" stroke-linecap="round"/>`,
  );
  image(
    'salgado',
    'Savoury pastries',
    '#fdefd9',
    `${plate}<g id="c"><path d="M120 98c8 18 30 34 30 54a26 20 0 0 1-52 0c0-20 18-36 22-54z" fill="#d98a2b"/>` +
      `<path d="M114 130c-6 8-8 16-6 24" stroke="#f0b45a" stroke-width="4" fill="none" stroke-linecap="round"/></g>` +
      `<use href="#c" x="42" y="12"/><use href="#c" x="84" y="-4"/>`,
  );
  image(
    'sandwich',
    'Sandwich',
    '#f5ecdc',
    `${plate}<g id="s"><path d="M90 172l42-72 42 72z" fill="#e2b56a"/><path d="M100 166l32-54 32 54z" fill="#fff4dd"/>` +
      `<path d="M106 158h52" stroke="#7cb342" stroke-width="6"/><path d="M112 148h40" stroke="#e53935" stroke-width="6"/>` +
      `<path d="M118 138h28" stroke="#f48fb1" stroke-width="6"/></g><use href="#s" x="62" y="-8"/>`,
  );
  image(
    'popcorn',
    'Popcorn',
    '#fbe9e4',
    `${shadow(212, 60, 8)}<g fill="#fff7d6"><circle cx="124" cy="80" r="18"/><circle cx="150" cy="64" r="20"/>` +
      `<circle cx="178" cy="70" r="19"/><circle cx="202" cy="84" r="16"/><circle cx="138" cy="92" r="16"/><circle cx="184" cy="94" r="16"/></g>` +
      `<g fill="#f6d365"><circle cx="144" cy="70" r="5"/><circle cx="180" cy="80" r="5"/></g>` +
      `<path d="M106 94h108l-14 116h-80z" fill="#fff"/><path d="M124 94h18l-4 116h-12zM160 94h18l1 116h-14zM196 94h18l-12 116h-10z" fill="#d8342b"/>`,
  );
  image(
    'combo',
    'Popcorn and drink combo',
    '#efe9f7',
    `${shadow(212, 110, 10)}<g fill="#fff7d6"><circle cx="92" cy="92" r="15"/><circle cx="114" cy="80" r="17"/><circle cx="136" cy="92" r="15"/></g>` +
      `<path d="M74 98h80l-10 110h-60z" fill="#fff"/><path d="M88 98h14l-2 110h-10zM124 98h14l-4 110h-10z" fill="#d8342b"/>` +
      `<path d="M226 70l14-44" stroke="#ffca28" stroke-width="7" stroke-linecap="round"/><path d="M186 80h72l-8 128h-56z" fill="#1e88e5"/>` +
      `<rect x="180" y="70" width="84" height="14" rx="5" fill="#fff"/><circle cx="222" cy="146" r="16" fill="#fff"/>`,
  );
  image(
    'nachos',
    'Nachos',
    '#fff2d6',
    `${plate}<g fill="#f6c744"><path d="M92 170l30-54 28 58z"/><path d="M130 170l34-62 26 62z"/><path d="M172 172l40-50 14 54z"/>` +
      `<path d="M110 150l50-34-6 44z"/></g><path d="M112 142c14-6 24 8 40 2s26 10 42 4 20 6 20 6" stroke="#ffb300" ` +
      `stroke-width="10" fill="none" stroke-linecap="round"/><g fill="#558b2f"><circle cx="140" cy="154" r="6"/><circle cx="190" cy="150" r="6"/></g>`,
  );
  image(
    'candy',
    'Sweets',
    '#f6e6f3',
    `<defs><g id="w"><path d="M86 114l-24-16v32zM134 114l24-16v32z" opacity=".8"/><circle cx="110" cy="114" r="26"/></g></defs>` +
      `${shadow(200, 110, 10)}<use href="#w" fill="#ec407a"/><use href="#w" x="100" y="-12" fill="#ffb300"/>` +
      `<use href="#w" x="52" y="52" fill="#29b6f6"/><path d="M98 104c8-8 20-8 26 0M198 92c8-8 20-8 26 0M150 156c8-8 20-8 26 0" ` +
      `stroke="#fff" stroke-width="4" fill="none" opacity=".6" stroke-linecap="round"/>`,
  );
  image(
    'pizza',
    'Pizza',
    '#fdebd9',
    `<circle cx="160" cy="126" r="100" fill="#000" opacity=".08"/><circle cx="160" cy="120" r="98" fill="#e3a857"/>` +
      `<circle cx="160" cy="120" r="84" fill="#d6452b"/><circle cx="160" cy="120" r="78" fill="#f6d37a"/>` +
      `<g fill="#b3261e"><circle cx="126" cy="86" r="13"/><circle cx="192" cy="92" r="13"/><circle cx="120" cy="150" r="13"/>` +
      `<circle cx="186" cy="156" r="13"/><circle cx="160" cy="120" r="13"/></g><g fill="#3f8f3a"><ellipse cx="156" cy="78" rx="9" ry="5"/>` +
      `<ellipse cx="206" cy="126" rx="9" ry="5"/><ellipse cx="112" cy="118" rx="9" ry="5"/><ellipse cx="154" cy="166" rx="9" ry="5"/></g>` +
      `<path d="M160 36v168M76 120h168" stroke="#e3a857" stroke-width="3" opacity=".7"/>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Building blocks of a menu

/** A text as written in the source: es-first venues give [es, en], the Brazilian one [pt, es, en]. */
type Words = readonly [string, string, string?];
type Texts = (words: Words) => Text;

const esFirst: Texts = ([es, en]) => ({ es, en });
const ptFirst: Texts = ([pt, es, en]) => (en === undefined ? { pt, es } : { pt, es, en });

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const WEEKDAYS = [1, 2, 3, 4, 5];
const ALL_SERVICES: CatalogService[] = ['on_table', 'delivery', 'take_away'];

function allergens(contains: Allergen[], mayContain: Allergen[] = []): AllergenInfo {
  return { contains, may_contain: mayContain };
}

/** Optional fields of a product; a section or sub category may give defaults for all its items. */
interface Extra {
  label?: string;
  /** A promotional price: sets promo_price and is_promo. */
  promo?: number;
  image?: string;
  important?: boolean;
  alcoholic?: boolean;
  isNew?: boolean;
  services?: CatalogService[];
  availability?: Window[];
  allergens?: AllergenInfo;
  dietary?: DietaryTag[];
  options?: OptionGroup[];
  /** Branch slug -> stock (null = unlimited); omitted = every branch, unlimited. */
  branches?: Record<string, number | null>;
}

class Menu {
  readonly t: Texts;
  readonly categories: Category[] = [];
  readonly products: Product[] = [];
  readonly banners: Banner[] = [];
  private main: Category | null = null;
  private mainDefaults: Extra = {};
  private subCategory: Category | null = null;
  private subDefaults: Extra = {};
  private subImage = '';

  constructor(texts: Texts) {
    this.t = texts;
  }

  opt(key: string, name: Words, price = 0, info?: AllergenInfo, available = true): Option {
    const option: Option = { key, name: this.t(name) };
    if (price > 0) option.price = price;
    if (info && (info.contains.length > 0 || info.may_contain.length > 0)) option.allergens = info;
    if (!available) option.available = false;
    return option;
  }

  /** An option group; it is required when at least one option must be chosen. */
  group(key: string, name: Words, min: number, max: number, options: Option[]): OptionGroup {
    return { key, name: this.t(name), min, max, required: min > 0, options };
  }

  /** Starts a main category. */
  section(key: string, name: Words, image: string, defaults: Extra = {}): void {
    this.main = { key, name: this.t(name), image: img(image), children: [] };
    this.categories.push(this.main);
    this.mainDefaults = defaults;
    this.subCategory = null;
  }

  /** Starts a sub category of the current main category; its image is the default of its items. */
  sub(key: string, name: Words, image: string, defaults: Extra = {}): void {
    if (!this.main) throw new Error(`sub category ${key} outside a section`);
    this.subCategory = { key, name: this.t(name), image: img(image) };
    this.main.children!.push(this.subCategory);
    this.subDefaults = defaults;
    this.subImage = image;
  }

  item(key: string, name: Words, description: Words | null, price: number, extra: Extra = {}): void {
    if (!this.subCategory) throw new Error(`product ${key} outside a sub category`);
    const e: Extra = { ...this.mainDefaults, ...this.subDefaults, ...extra };
    // Built member by member so the JSON keeps the documented field order.
    const product = { key, category: this.subCategory.key, name: this.t(name) } as Product;
    if (description) product.description = this.t(description);
    if (e.label) product.label = e.label;
    product.price = price;
    if (e.promo !== undefined) {
      product.promo_price = e.promo;
      product.is_promo = true;
    }
    product.image = img(e.image ?? this.subImage);
    if (e.important) product.important = true;
    if (e.alcoholic) product.is_alcoholic = true;
    if (e.isNew) product.is_new = true;
    if (e.services && !isDeepStrictEqual(e.services, ALL_SERVICES)) product.services = e.services;
    if (e.availability?.length) product.availability = e.availability;
    if (e.allergens && (e.allergens.contains.length > 0 || e.allergens.may_contain.length > 0)) {
      product.allergens = e.allergens;
    }
    if (e.dietary?.length) product.dietary = e.dietary;
    if (e.options?.length) product.option_groups = e.options;
    if (e.branches) {
      product.branches = Object.fromEntries(
        Object.entries(e.branches).map(([slug, stock]) => [slug, { stock }]),
      );
    }
    this.products.push(product);
  }

  banner(banner: Banner): void {
    this.banners.push(banner);
  }

  catalog(): Catalog {
    return { categories: this.categories, products: this.products, banners: this.banners };
  }
}

const A = allergens;

// ---------------------------------------------------------------------------------------------
// La Brasa Dorada: Colombian grill, COP (0 decimals), branches chapinero, usaquen, el-poblado.

function laBrasa(): Catalog {
  const m = new Menu(esFirst);
  const o = m.opt.bind(m);
  const g = m.group.bind(m);

  const doneness = g('termino', ['Término de la carne', 'Doneness'], 1, 1, [
    o('azul', ['Azul', 'Blue rare']),
    o('jugoso', ['Jugoso', 'Rare']),
    o('medio', ['Término medio', 'Medium']),
    o('tres-cuartos', ['Tres cuartos', 'Medium well']),
    o('bien-asado', ['Bien asado', 'Well done']),
  ]);
  const sides = g('acompanamientos', ['Acompañamientos (elige hasta 2)', 'Sides (choose up to 2)'], 1, 2, [
    o('papa-francesa', ['Papa francesa', 'French fries']),
    o('papa-criolla', ['Papa criolla', 'Yellow baby potatoes']),
    o('yuca-frita', ['Yuca frita', 'Fried cassava']),
    o('arepa', ['Arepa de maíz', 'Corn arepa']),
    o('patacon', ['Patacón', 'Fried green plantain']),
    o('maduro', ['Maduro asado', 'Grilled sweet plantain']),
    o('arroz', ['Arroz blanco', 'White rice']),
    o('ensalada', ['Ensalada de la casa', 'House salad']),
    o('pure', ['Puré de papa', 'Mashed potatoes'], 0, A(['milk'])),
    o('papas-rusticas', ['Papas rústicas con parmesano', 'Rustic potatoes with parmesan'], 3500, A(['milk'])),
  ]);
  const extras = g('adiciones', ['Adiciones', 'Extras'], 0, 3, [
    o('queso', ['Queso doble crema', 'Double cream cheese'], 3500, A(['milk'])),
    o('tocineta', ['Tocineta crocante', 'Crispy bacon'], 4500),
    o('huevo', ['Huevo frito', 'Fried egg'], 3000, A(['eggs'])),
    o('guacamole', ['Guacamole', 'Guacamole'], 5000),
    o('chorizo', ['Chorizo santarrosano', 'Santa Rosa chorizo'], 6500, A([], ['mustard'])),
    o('hogao', ['Hogao', 'Hogao (tomato and onion sauce)'], 2000),
    o('chimichurri', ['Chimichurri', 'Chimichurri'], 2000),
  ]);
  const empanadaSauces = g('salsas', ['Salsas', 'Sauces'], 0, 2, [
    o('aji', ['Ají de la casa', 'House ají (spicy)']),
    o('guacamole', ['Guacamole', 'Guacamole']),
    o('rosada', ['Salsa rosada', 'Pink sauce'], 0, A(['eggs'])),
  ]);
  const wingSauces = g('salsa-alitas', ['Salsa de las alitas', 'Wing sauce'], 1, 2, [
    o('bbq', ['BBQ de panela', 'Panela BBQ'], 0, A(['mustard'])),
    o('bufalo', ['Búfalo picante', 'Spicy buffalo'], 0, A(['milk'])),
    o('miel-mostaza', ['Miel mostaza', 'Honey mustard'], 0, A(['mustard'])),
    o('maracuya', ['Maracuyá y ají', 'Passion fruit and chili']),
  ]);
  const bandejaWithout = g('quitar', ['Quitar ingredientes', 'Leave out'], 0, 4, [
    o('sin-chicharron', ['Sin chicharrón', 'No pork crackling']),
    o('sin-chorizo', ['Sin chorizo', 'No chorizo']),
    o('sin-huevo', ['Sin huevo', 'No egg']),
    o('sin-carne', ['Sin carne molida', 'No ground beef']),
    o('sin-aguacate', ['Sin aguacate', 'No avocado']),
  ]);
  const burgerDoneness = g('termino-hamburguesa', ['Término de la carne', 'Doneness'], 1, 1, [
    o('medio', ['Término medio', 'Medium']),
    o('tres-cuartos', ['Tres cuartos', 'Medium well']),
    o('bien-asada', ['Bien asada', 'Well done']),
  ]);
  const bun = g('pan', ['Pan', 'Bun'], 1, 1, [
    o('brioche', ['Brioche', 'Brioche'], 0, A(['gluten', 'eggs', 'milk', 'sesame'])),
    o('integral', ['Integral con avena', 'Wholemeal with oats'], 1500, A(['gluten'])),
    o('sin-gluten', ['Pan sin gluten', 'Gluten-free bun'], 4000, A(['eggs'])),
    o('lechuga', ['Envuelta en lechuga', 'Lettuce wrap']),
  ]);
  const burgerExtras = g('adiciones-hamburguesa', ['Adiciones', 'Extras'], 0, 3, [
    o('cheddar', ['Queso cheddar', 'Cheddar cheese'], 3500, A(['milk'])),
    o('tocineta', ['Tocineta', 'Bacon'], 4500),
    o('huevo', ['Huevo frito', 'Fried egg'], 3000, A(['eggs'])),
    o('jalapenos', ['Jalapeños', 'Jalapeños'], 2000),
    o('aros', ['Aros de cebolla', 'Onion rings'], 4000, A(['gluten', 'eggs'])),
    o('carne-extra', ['Carne extra 150 g', 'Extra 150 g patty'], 9900),
  ]);
  const burgerCombo = g('combo', ['¿Lo quieres en combo?', 'Make it a combo?'], 1, 1, [
    o('sola', ['Solo la hamburguesa', 'Just the burger']),
    o('combo-gaseosa', ['Combo con papas y gaseosa', 'Combo with fries and a soda'], 12900),
    o('combo-limonada', ['Combo con papas y limonada', 'Combo with fries and lemonade'], 13900),
  ]);
  const dressing = g('aderezo', ['Aderezo', 'Dressing'], 1, 1, [
    o('vinagreta', ['Vinagreta de mostaza y miel', 'Honey mustard vinaigrette'], 0, A(['mustard'])),
    o('balsamico', ['Reducción de balsámico', 'Balsamic reduction'], 0, A(['sulphites'])),
    o('yogur', ['Yogur y hierbas', 'Yogurt and herbs'], 0, A(['milk'])),
    o('aparte', ['Sin aderezo', 'No dressing']),
  ]);
  const saladProtein = g('proteina', ['Proteína adicional', 'Add a protein'], 0, 2, [
    o('pollo', ['Pollo a la plancha', 'Grilled chicken'], 7000),
    o('camarones', ['Camarones', 'Shrimp'], 12000, A(['crustaceans'])),
    o('salmon', ['Salmón', 'Salmon'], 14000, A(['fish'])),
    o('huevo', ['Huevo cocido', 'Boiled egg'], 3000, A(['eggs'])),
    o('aguacate', ['Aguacate', 'Avocado'], 4000),
  ]);
  const scoops = (max: number) =>
    g('sabores', ['Sabores', 'Flavours'], 1, max, [
      o('vainilla', ['Vainilla', 'Vanilla'], 0, A(['milk'])),
      o('chocolate', ['Chocolate', 'Chocolate'], 0, A(['milk'])),
      o('fresa', ['Fresa', 'Strawberry'], 0, A(['milk'])),
      o('arequipe', ['Arequipe', 'Dulce de leche'], 0, A(['milk'])),
      o('maracuya', ['Sorbete de maracuyá', 'Passion fruit sorbet']),
      o('ron-pasas', ['Ron con pasas', 'Rum and raisin'], 0, A(['milk']), false),
    ]);
  const sweetener = g('endulzante', ['Endulzante', 'Sweetener'], 0, 1, [
    o('azucar', ['Con azúcar', 'With sugar']),
    o('sin-azucar', ['Sin azúcar', 'No sugar']),
    o('stevia', ['Con stevia', 'With stevia']),
  ]);
  const milk = g('leche', ['Leche', 'Milk'], 1, 1, [
    o('entera', ['Entera', 'Whole milk'], 0, A(['milk'])),
    o('deslactosada', ['Deslactosada', 'Lactose-free milk'], 0, A(['milk'])),
    o('almendras', ['Bebida de almendras', 'Almond milk'], 2500, A(['nuts'])),
    o('avena', ['Bebida de avena', 'Oat milk'], 2500, A([], ['gluten'])),
  ]);
  const micheladaBeer = g('cerveza-base', ['Cerveza', 'Beer'], 1, 1, [
    o('aguila', ['Águila', 'Águila'], 0, A(['gluten'])),
    o('poker', ['Póker', 'Póker'], 0, A(['gluten'])),
    o('club-colombia', ['Club Colombia Dorada', 'Club Colombia Dorada'], 1000, A(['gluten'])),
  ]);
  const bucketBeers = g('cervezas-cubetazo', ['Cervezas del cubetazo', 'Beers in the bucket'], 1, 2, [
    o('aguila', ['Águila', 'Águila'], 0, A(['gluten'])),
    o('poker', ['Póker', 'Póker'], 0, A(['gluten'])),
    o('costena', ['Costeña', 'Costeña'], 0, A(['gluten'])),
    o('club-colombia', ['Club Colombia Dorada', 'Club Colombia Dorada'], 6000, A(['gluten'])),
  ]);
  const mixers = g('acompanantes', ['Acompañantes de la botella', 'Mixers for the bottle'], 0, 3, [
    o('soda', ['Soda x2', 'Soda water x2'], 6900),
    o('coca-cola', ['Coca-Cola 1,5 L', 'Coca-Cola 1.5 L'], 8900),
    o('agua', ['Agua con gas x2', 'Sparkling water x2'], 7900),
    o('limones', ['Limones y hielo', 'Limes and ice']),
  ]);
  const kidsDrink = g('bebida-infantil', ['Bebida incluida', 'Included drink'], 1, 1, [
    o('jugo-mango', ['Jugo de mango en agua', 'Mango juice']),
    o('limonada', ['Limonada natural', 'Lemonade']),
    o('gaseosa', ['Gaseosa pequeña', 'Small soda']),
    o('leche-chocolatada', ['Leche chocolatada', 'Chocolate milk'], 1500, A(['milk'])),
  ]);
  const kidsTreat = g('sorpresa', ['Postre', 'Treat'], 0, 1, [
    o('gelatina', ['Gelatina', 'Jelly']),
    o('helado', ['Helado de vainilla', 'Vanilla ice cream'], 2500, A(['milk'])),
  ]);
  const breakfastDrink = g('bebida-desayuno', ['Bebida incluida', 'Included drink'], 1, 1, [
    o('chocolate', ['Chocolate en leche', 'Hot chocolate'], 0, A(['milk'])),
    o('cafe-leche', ['Café con leche', 'Coffee with milk'], 0, A(['milk'])),
    o('tinto', ['Tinto', 'Black coffee']),
    o('aromatica', ['Aromática', 'Herbal tea']),
    o('jugo-naranja', ['Jugo de naranja', 'Orange juice'], 2500),
  ]);
  const eggStyle = g('estilo-huevos', ['¿Cómo quieres los huevos?', 'How would you like your eggs?'], 1, 1, [
    o('pericos', ['Pericos (tomate y cebolla)', 'Scrambled with tomato and scallion']),
    o('revueltos', ['Revueltos', 'Scrambled']),
    o('fritos', ['Fritos', 'Fried']),
    o('tibios', ['Tibios', 'Soft-boiled']),
    o('cacerola', ['En cacerola con queso', 'Baked with cheese'], 2000, A(['milk'])),
  ]);
  const breakfastSide = g('acompanamiento-desayuno', ['Acompañamiento', 'Side'], 1, 1, [
    o('arepa', ['Arepa con mantequilla', 'Arepa with butter'], 0, A(['milk'])),
    o('pan', ['Pan tostado', 'Toast'], 0, A(['gluten'])),
    o('almojabana', ['Almojábana', 'Almojábana (cheese bread)'], 2500, A(['milk', 'eggs'], ['gluten'])),
    o('pandebono', ['Pandebono', 'Pandebono (cheese bread)'], 2500, A(['milk', 'eggs'])),
  ]);
  const lunchStarter = g('entrada-almuerzo', ['Sopa o entrada', 'Soup or starter'], 1, 1, [
    o('sopa-dia', ['Sopa del día', 'Soup of the day'], 0, A(['celery'])),
    o('crema', ['Crema de ahuyama', 'Squash cream soup'], 0, A(['milk'])),
    o('ensalada', ['Ensalada pequeña', 'Small salad']),
  ]);
  const lunchPrincipio = g('principio', ['Principio', 'Side stew'], 1, 1, [
    o('frijoles', ['Frijoles', 'Red beans']),
    o('lentejas', ['Lentejas', 'Lentils']),
    o('garbanzos', ['Garbanzos', 'Chickpeas']),
    o('verduras', ['Verduras salteadas', 'Sautéed vegetables'], 0, A(['soy'])),
  ]);
  const lunchDrink = g('bebida-almuerzo', ['Bebida', 'Drink'], 1, 1, [
    o('jugo-dia', ['Jugo del día en agua', 'Juice of the day']),
    o('limonada', ['Limonada natural', 'Lemonade']),
    o('panela', ['Agua de panela con limón', 'Panela water with lime']),
    o('gaseosa', ['Gaseosa', 'Soda'], 2000),
  ]);
  const lunchDessert = g('postre-almuerzo', ['Postre', 'Dessert'], 0, 1, [
    o('bocadillo', ['Bocadillo con queso', 'Guava paste with cheese'], 0, A(['milk'])),
    o('gelatina', ['Gelatina', 'Jelly']),
    o('arroz-leche', ['Arroz con leche', 'Rice pudding'], 2500, A(['milk'])),
  ]);

  const grillSet = [doneness, sides, extras];
  const lunchSet = [lunchStarter, lunchPrincipio, lunchDrink, lunchDessert];

  // Entradas ---------------------------------------------------------------------------------
  m.section('entradas', ['Entradas', 'Starters'], 'empanadas');
  m.sub('entradas-fritas', ['Empanadas y fritos', 'Empanadas and fried bites'], 'empanadas');
  const empanadaBeef: Words = [
    'Empanadas de maíz crocantes rellenas de carne desmechada y papa, con ají de la casa.',
    'Crispy corn empanadas filled with shredded beef and potato, served with house ají.',
  ];
  const empanadaChicken: Words = [
    'Empanadas de maíz rellenas de pollo guisado con papa y hogao.',
    'Corn empanadas filled with stewed chicken, potato and hogao.',
  ];
  const empanadaCheese: Words = [
    'Empanadas de maíz rellenas de queso costeño y maduro.',
    'Corn empanadas filled with salty white cheese and sweet plantain.',
  ];
  const empanadaExtra: Extra = { options: [empanadaSauces], allergens: A([], ['gluten']) };
  m.item('empanadas-carne-3', ['Empanadas de carne x3', 'Beef empanadas (3)'], empanadaBeef, 9900, {
    ...empanadaExtra,
    label: 'Más pedidas',
  });
  m.item(
    'empanadas-carne-6',
    ['Empanadas de carne x6', 'Beef empanadas (6)'],
    empanadaBeef,
    18900,
    empanadaExtra,
  );
  m.item(
    'empanadas-pollo-3',
    ['Empanadas de pollo x3', 'Chicken empanadas (3)'],
    empanadaChicken,
    9900,
    empanadaExtra,
  );
  m.item(
    'empanadas-pollo-6',
    ['Empanadas de pollo x6', 'Chicken empanadas (6)'],
    empanadaChicken,
    18900,
    empanadaExtra,
  );
  const cheeseEmpanada: Extra = {
    ...empanadaExtra,
    allergens: A(['milk'], ['gluten']),
    dietary: ['vegetarian'],
  };
  m.item(
    'empanadas-queso-3',
    ['Empanadas de queso y maduro x3', 'Cheese and plantain empanadas (3)'],
    empanadaCheese,
    9500,
    cheeseEmpanada,
  );
  m.item(
    'empanadas-queso-6',
    ['Empanadas de queso y maduro x6', 'Cheese and plantain empanadas (6)'],
    empanadaCheese,
    17900,
    cheeseEmpanada,
  );
  m.item(
    'arepa-choclo',
    ['Arepa de choclo con quesito', 'Sweet corn arepa with fresh cheese'],
    [
      'Arepa dulce de maíz tierno a la plancha con quesito campesino.',
      'Griddled sweet young-corn arepa with fresh farmer cheese.',
    ],
    12900,
    { image: 'arepa', allergens: A(['milk']), dietary: ['vegetarian', 'gluten_free'] },
  );
  m.item(
    'patacones-hogao',
    ['Patacones con hogao y queso', 'Tostones with hogao and cheese'],
    [
      'Plátano verde frito y aplastado, con hogao casero y queso rallado.',
      'Twice-fried green plantain with homemade hogao and grated cheese.',
    ],
    13900,
    { image: 'patacon', allergens: A(['milk']), dietary: ['vegetarian', 'gluten_free'] },
  );
  m.item(
    'deditos-queso',
    ['Deditos de queso x6', 'Cheese sticks (6)'],
    [
      'Palitos de masa rellenos de queso blanco, con salsa de guayaba.',
      'Pastry sticks filled with white cheese, with guava dip.',
    ],
    14900,
    { allergens: A(['gluten', 'milk', 'eggs']), dietary: ['vegetarian'] },
  );
  m.item(
    'aborrajados',
    ['Aborrajados de maduro', 'Battered sweet plantain'],
    [
      'Maduro relleno de queso, rebozado y frito, al estilo del Valle.',
      'Sweet plantain stuffed with cheese, battered and fried, Valle style.',
    ],
    12900,
    { image: 'patacon', allergens: A(['gluten', 'milk', 'eggs']), dietary: ['vegetarian'] },
  );
  m.item(
    'marranitas',
    ['Marranitas vallunas x3', 'Marranitas (3)'],
    [
      'Bolitas de plátano verde rellenas de chicharrón crocante.',
      'Green plantain balls stuffed with crispy pork crackling.',
    ],
    13900,
    { image: 'patacon', dietary: ['gluten_free'] },
  );
  m.item(
    'carimanolas',
    ['Carimañolas x4', 'Carimañolas (4)'],
    [
      'Buñuelos de yuca rellenos de carne molida, con suero costeño.',
      'Cassava fritters stuffed with ground beef, with coastal sour cream.',
    ],
    11900,
    { allergens: A(['milk']) },
  );
  m.item(
    'bunuelos',
    ['Buñuelos x4', 'Buñuelos (4)'],
    [
      'Bolitas de queso costeño y fécula de maíz, doradas al momento.',
      'Golden cheese and cornstarch fritters, fried to order.',
    ],
    8900,
    { allergens: A(['milk', 'eggs'], ['gluten']), dietary: ['vegetarian'] },
  );

  m.sub('entradas-parrilla', ['Para picar de la parrilla', 'Grill bites'], 'sausage');
  m.item(
    'chorizo-santarrosano',
    ['Chorizo santarrosano con arepa', 'Santa Rosa chorizo with arepa'],
    [
      'Chorizo artesanal de Santa Rosa de Cabal a la brasa, con arepa y limón.',
      'Artisan chorizo from Santa Rosa de Cabal, flame-grilled, with arepa and lime.',
    ],
    14900,
    { allergens: A([], ['mustard']), dietary: ['gluten_free'] },
  );
  m.item(
    'morcilla',
    ['Morcilla con limón', 'Blood sausage with lime'],
    [
      'Morcilla de arroz a la parrilla con papa criolla.',
      'Grilled rice blood sausage with yellow baby potatoes.',
    ],
    12900,
    { dietary: ['gluten_free'] },
  );
  m.item(
    'chicharron-carnudo',
    ['Chicharrón carnudo', 'Meaty pork crackling'],
    [
      'Tocino de cerdo frito en su propia grasa, crocante por fuera y jugoso por dentro.',
      'Pork belly fried in its own fat, crisp outside and juicy inside.',
    ],
    16900,
    { image: 'ribs', dietary: ['gluten_free', 'lactose_free'] },
  );
  m.item(
    'chinchulines',
    ['Chinchulines crocantes', 'Crispy chitterlings'],
    [
      'Chinchulines de res a la brasa con limón y sal de mar.',
      'Flame-grilled beef chitterlings with lime and sea salt.',
    ],
    15900,
    { dietary: ['gluten_free'] },
  );
  m.item(
    'mollejas',
    ['Mollejas al ajillo', 'Garlic sweetbreads'],
    [
      'Mollejas de res doradas con mantequilla de ajo y perejil.',
      'Beef sweetbreads browned in garlic and parsley butter.',
    ],
    24900,
    { allergens: A(['milk']), dietary: ['gluten_free'] },
  );
  m.item(
    'butifarras',
    ['Butifarras soledeñas x4', 'Soledad-style sausages (4)'],
    [
      'Butifarras cocidas al estilo de Soledad, con bollo de yuca y limón.',
      'Boiled Soledad-style sausages with cassava bun and lime.',
    ],
    13900,
    {},
  );
  const picadaDescription: Words = [
    'Chorizo, morcilla, chicharrón, costilla, papa criolla, arepitas y guacamole.',
    'Chorizo, blood sausage, pork crackling, ribs, baby potatoes, mini arepas and guacamole.',
  ];
  m.item('picada-2', ['Picada de la casa para 2', 'House picada for 2'], picadaDescription, 49900, {
    image: 'platter',
    label: 'Para compartir',
    important: true,
    allergens: A([], ['mustard']),
  });
  m.item('picada-4', ['Picada de la casa para 4', 'House picada for 4'], picadaDescription, 89900, {
    image: 'platter',
    label: 'Para compartir',
    allergens: A([], ['mustard']),
  });
  m.item(
    'alitas-8',
    ['Alitas a la brasa x8', 'Flame-grilled wings (8)'],
    [
      'Alitas marinadas 24 horas y terminadas a la brasa, con apio y salsa de queso azul.',
      'Wings marinated for 24 hours and finished over the coals, with celery and blue cheese dip.',
    ],
    22900,
    { image: 'chicken', options: [wingSauces], allergens: A(['milk', 'celery']) },
  );
  m.item(
    'alitas-16',
    ['Alitas a la brasa x16', 'Flame-grilled wings (16)'],
    [
      'Alitas marinadas 24 horas y terminadas a la brasa, con apio y salsa de queso azul.',
      'Wings marinated for 24 hours and finished over the coals, with celery and blue cheese dip.',
    ],
    41900,
    {
      image: 'chicken',
      promo: 35900,
      label: 'Martes de alitas',
      options: [wingSauces],
      allergens: A(['milk', 'celery']),
    },
  );

  m.sub('entradas-frescas', ['Ceviches y frescos', 'Ceviches and fresh starters'], 'ceviche');
  m.item(
    'ceviche-camaron',
    ['Ceviche de camarón', 'Shrimp ceviche'],
    [
      'Camarón en salsa de tomate y limón con cebolla morada, cilantro y galletas de soda.',
      'Shrimp in tomato-lime sauce with red onion, coriander and soda crackers.',
    ],
    27900,
    { allergens: A(['crustaceans', 'gluten']) },
  );
  m.item(
    'ceviche-pescado',
    ['Ceviche de pescado en leche de tigre', 'Fish ceviche in leche de tigre'],
    [
      'Pesca del día curada en limón y ají amarillo, con camote y maíz tostado.',
      'Catch of the day cured in lime and yellow chilli, with sweet potato and toasted corn.',
    ],
    25900,
    { allergens: A(['fish']), dietary: ['gluten_free', 'spicy'] },
  );
  m.item(
    'ceviche-mixto',
    ['Ceviche mixto', 'Mixed seafood ceviche'],
    [
      'Pescado, camarón y calamar en leche de tigre con aguacate y chips de plátano.',
      'Fish, shrimp and squid in leche de tigre with avocado and plantain chips.',
    ],
    31900,
    { allergens: A(['fish', 'crustaceans', 'molluscs']), dietary: ['gluten_free'] },
  );
  m.item(
    'ceviche-chicharron',
    ['Ceviche de chicharrón', 'Pork crackling ceviche'],
    [
      'Chicharrón crocante con tomate, cebolla, limón mandarino y aguacate.',
      'Crispy pork crackling with tomato, onion, mandarin lime and avocado.',
    ],
    22900,
    { isNew: true, label: 'Nuevo', dietary: ['gluten_free'] },
  );
  m.item(
    'carpaccio-res',
    ['Carpaccio de res', 'Beef carpaccio'],
    [
      'Láminas finas de lomo con rúgula, alcaparras, parmesano y aceite de oliva.',
      'Thin slices of tenderloin with rocket, capers, parmesan and olive oil.',
    ],
    26900,
    { image: 'steak', allergens: A(['milk', 'mustard']), dietary: ['gluten_free'] },
  );
  m.item(
    'tiradito-salmon',
    ['Tiradito de salmón', 'Salmon tiradito'],
    [
      'Salmón en láminas con salsa de maracuyá y ají, cebollín y ajonjolí.',
      'Sliced salmon with passion fruit and chilli sauce, chives and sesame.',
    ],
    28900,
    { allergens: A(['fish', 'sesame']), dietary: ['gluten_free', 'spicy'] },
  );
  m.item(
    'guacamole-totopos',
    ['Guacamole con totopos', 'Guacamole with corn chips'],
    [
      'Aguacate hass machacado al momento con tomate, cebolla, cilantro y limón.',
      'Hass avocado mashed to order with tomato, onion, coriander and lime.',
    ],
    17900,
    { image: 'guacamole', dietary: ['vegan', 'gluten_free'] },
  );

  m.sub('sopas', ['Sopas', 'Soups'], 'soup');
  const ajiaco: Words = [
    'Sopa de tres papas con pollo desmechado, mazorca y guascas; con crema, alcaparras y aguacate.',
    'Three-potato soup with shredded chicken, corn and guascas; with cream, capers and avocado.',
  ];
  m.item('ajiaco-taza', ['Ajiaco santafereño (taza)', 'Bogotá ajiaco (cup)'], ajiaco, 14900, {
    allergens: A(['milk']),
  });
  m.item('ajiaco-plato', ['Ajiaco santafereño (plato)', 'Bogotá ajiaco (bowl)'], ajiaco, 28900, {
    allergens: A(['milk']),
    important: true,
    label: 'Tradición bogotana',
  });
  const sancocho: Words = [
    'Gallina, res y cerdo con yuca, plátano y mazorca; con arroz y aguacate.',
    'Hen, beef and pork with cassava, plantain and corn; with rice and avocado.',
  ];
  m.item('sancocho-taza', ['Sancocho trifásico (taza)', 'Three-meat sancocho (cup)'], sancocho, 14900, {
    allergens: A(['celery']),
  });
  m.item('sancocho-plato', ['Sancocho trifásico (plato)', 'Three-meat sancocho (bowl)'], sancocho, 31900, {
    allergens: A(['celery']),
  });
  m.item(
    'crema-ahuyama',
    ['Crema de ahuyama', 'Butternut squash soup'],
    [
      'Ahuyama asada, jengibre y un toque de crema, con semillas tostadas.',
      'Roasted squash, ginger and a touch of cream, with toasted seeds.',
    ],
    12900,
    { allergens: A(['milk']), dietary: ['vegetarian', 'gluten_free'] },
  );
  m.item(
    'mondongo',
    ['Mondongo antioqueño', 'Antioquian tripe soup'],
    [
      'Callo de res y cerdo con papa, zanahoria y cilantro; con arroz, aguacate y arepa.',
      'Beef tripe and pork with potato, carrot and coriander; with rice, avocado and arepa.',
    ],
    26900,
    { allergens: A(['celery']), dietary: ['gluten_free'] },
  );
  m.item(
    'consome-costilla',
    ['Consomé de costilla', 'Beef rib broth'],
    [
      'Caldo claro de costilla de res con cilantro y cebolla larga.',
      'Clear beef rib broth with coriander and scallion.',
    ],
    9900,
    { dietary: ['gluten_free', 'lactose_free'] },
  );

  // Parrilla ---------------------------------------------------------------------------------
  m.section('parrilla', ['Parrilla', 'From the grill'], 'steak');
  m.sub('cortes-res', ['Cortes de res', 'Beef cuts'], 'steak', {
    options: grillSet,
    dietary: ['gluten_free'],
  });
  const churrasco: Words = [
    'Corte de lomo ancho madurado 21 días, a la brasa de leña con chimichurri.',
    'Rib-eye aged for 21 days, grilled over wood coals, with chimichurri.',
  ];
  m.item('churrasco-300', ['Churrasco 300 g', 'Churrasco 300 g'], churrasco, 45900, {
    important: true,
    label: 'Más pedido',
  });
  m.item('churrasco-450', ['Churrasco 450 g', 'Churrasco 450 g'], churrasco, 64900);
  const picanha: Words = [
    'Punta de anca con su capa de grasa, sellada a fuego alto y cortada en tajadas.',
    'Picanha with its fat cap, seared over high heat and sliced.',
  ];
  m.item('punta-anca-300', ['Punta de anca 300 g', 'Picanha 300 g'], picanha, 46900);
  m.item('punta-anca-450', ['Punta de anca 450 g', 'Picanha 450 g'], picanha, 66900);
  m.item(
    'baby-beef',
    ['Baby beef 350 g', 'Baby beef 350 g'],
    [
      'Centro de lomo mariposa, tierno y magro, con sal gruesa.',
      'Butterflied centre-cut tenderloin, lean and tender, with coarse salt.',
    ],
    52900,
  );
  m.item(
    'lomo-champinones',
    ['Lomo fino en salsa de champiñones 300 g', 'Tenderloin with mushroom sauce 300 g'],
    [
      'Medallón de lomo fino con salsa cremosa de champiñones y vino tinto.',
      'Tenderloin medallion with creamy mushroom and red wine sauce.',
    ],
    54900,
    { allergens: A(['milk', 'sulphites']) },
  );
  m.item(
    'bife-chorizo',
    ['Bife de chorizo 400 g', 'Sirloin strip 400 g'],
    [
      'Corte argentino de lomo ancho, jugoso y con sabor intenso.',
      'Argentine-style strip steak, juicy and full of flavour.',
    ],
    58900,
  );
  m.item(
    't-bone',
    ['T-bone 600 g', 'T-bone 600 g'],
    [
      'Lomo fino y lomo ancho unidos por el hueso, para los de buen apetito.',
      'Tenderloin and strip loin on the bone, for a big appetite.',
    ],
    79900,
  );
  m.item(
    'tomahawk',
    ['Tomahawk 1 kg para compartir', 'Tomahawk 1 kg to share'],
    [
      'Costilla de res madurada 30 días con su hueso largo, a la brasa de leña. Para 2 o 3 personas.',
      'Bone-in rib steak aged for 30 days, grilled over wood coals. Serves 2 to 3.',
    ],
    169900,
    { important: true, isNew: true, label: 'Edición limitada', branches: { chapinero: 3, 'el-poblado': 0 } },
  );
  m.item(
    'entrana',
    ['Entraña 300 g', 'Skirt steak 300 g'],
    [
      'Entraña fina a la brasa, con chimichurri y sal de mar.',
      'Flame-grilled skirt steak with chimichurri and sea salt.',
    ],
    48900,
  );
  m.item(
    'costilla-res',
    ['Costilla de res al barril', 'Barrel-smoked beef ribs'],
    [
      'Costilla cocida 8 horas en barril de leña, se deshace sola.',
      'Ribs slow-cooked for 8 hours in a wood barrel, falling off the bone.',
    ],
    49900,
    { options: [sides, extras], image: 'ribs' },
  );
  m.item(
    'sobrebarriga-brasa',
    ['Sobrebarriga a la brasa', 'Flame-grilled flank'],
    ['Sobrebarriga cocida lentamente y dorada en la parrilla.', 'Slow-cooked flank finished on the grill.'],
    39900,
    { options: [sides, extras] },
  );
  m.item(
    'costillas-cordero',
    ['Costillas de cordero', 'Lamb ribs'],
    [
      'Costillar de cordero con costra de hierbas y salsa de menta.',
      'Rack of lamb with a herb crust and mint sauce.',
    ],
    69900,
    { isNew: true, label: 'Nuevo', branches: { chapinero: 0, 'el-poblado': 2 } },
  );

  m.sub('cerdo-pollo', ['Cerdo y pollo', 'Pork and chicken'], 'chicken', { options: [sides, extras] });
  const ribs: Words = [
    'Costillas de cerdo ahumadas y glaseadas con nuestra BBQ de panela.',
    'Smoked pork ribs glazed with our panela BBQ sauce.',
  ];
  m.item('costillas-bbq-media', ['Costillas BBQ (media)', 'BBQ pork ribs (half rack)'], ribs, 38900, {
    image: 'ribs',
    allergens: A(['mustard']),
  });
  m.item('costillas-bbq-completa', ['Costillas BBQ (completa)', 'BBQ pork ribs (full rack)'], ribs, 62900, {
    image: 'ribs',
    allergens: A(['mustard']),
  });
  m.item(
    'lomo-cerdo',
    ['Lomo de cerdo a la brasa', 'Grilled pork loin'],
    ['Lomo de cerdo marinado en naranja agria y ajo.', 'Pork loin marinated in sour orange and garlic.'],
    34900,
    { image: 'steak', dietary: ['gluten_free'] },
  );
  m.item(
    'chuleta-valluna',
    ['Chuleta valluna', 'Valle-style pork chop'],
    ['Chuleta de cerdo apanada y frita, con limón.', 'Breaded and fried pork chop, with lime.'],
    36900,
    { image: 'steak', allergens: A(['gluten', 'eggs']) },
  );
  m.item(
    'bondiola',
    ['Bondiola glaseada con panela', 'Panela-glazed pork shoulder'],
    [
      'Bondiola cocida 6 horas y caramelizada con panela y naranja.',
      'Pork shoulder cooked for 6 hours and glazed with panela and orange.',
    ],
    38900,
    { image: 'ribs', isNew: true },
  );
  m.item(
    'pechuga-brasa',
    ['Pechuga a la brasa', 'Flame-grilled chicken breast'],
    [
      'Pechuga marinada en hierbas y limón, asada a la brasa.',
      'Chicken breast marinated in herbs and lime, grilled over the coals.',
    ],
    32900,
    { dietary: ['gluten_free'] },
  );
  m.item(
    'medio-pollo',
    ['Medio pollo a la brasa', 'Half rotisserie chicken'],
    [
      'Pollo campesino asado lentamente con nuestra receta de especias.',
      'Free-range chicken slow-roasted with our spice rub.',
    ],
    29900,
    { important: true, dietary: ['gluten_free'] },
  );
  m.item(
    'pollo-entero',
    ['Pollo entero a la brasa', 'Whole rotisserie chicken'],
    [
      'Pollo campesino entero asado lentamente, para compartir.',
      'Whole free-range chicken, slow-roasted, to share.',
    ],
    54900,
    { dietary: ['gluten_free'] },
  );
  m.item(
    'pincho-mixto',
    ['Pincho mixto', 'Mixed skewer'],
    [
      'Res, pollo, chorizo, pimentón y cebolla a la brasa.',
      'Beef, chicken, chorizo, pepper and onion over the coals.',
    ],
    33900,
    { image: 'sausage', allergens: A([], ['mustard']) },
  );

  m.sub('parrilladas', ['Parrilladas para compartir', 'Sharing grills'], 'platter');
  const parrillada: Words = [
    'Churrasco, pechuga, costillas de cerdo, chorizo y morcilla, con papa criolla, arepas y chimichurri.',
    'Rib-eye, chicken breast, pork ribs, chorizo and blood sausage, with baby potatoes, arepas and chimichurri.',
  ];
  m.item('parrillada-2', ['Parrillada para 2', 'Mixed grill for 2'], parrillada, 99900, {
    promo: 89900,
    label: '-10%',
    important: true,
  });
  m.item('parrillada-4', ['Parrillada para 4', 'Mixed grill for 4'], parrillada, 179900, {
    label: 'Para compartir',
  });
  m.item('parrillada-6', ['Parrillada para 6', 'Mixed grill for 6'], parrillada, 259900, {
    label: 'Para compartir',
  });
  m.item(
    'parrillada-mar-tierra',
    ['Parrillada mar y tierra', 'Surf and turf platter'],
    [
      'Punta de anca, langostinos, pulpo y salmón con papas rústicas y alioli. Para 2.',
      'Picanha, king prawns, octopus and salmon with rustic potatoes and aioli. Serves 2.',
    ],
    189900,
    {
      allergens: A(['crustaceans', 'molluscs', 'fish', 'eggs', 'milk']),
      branches: { chapinero: null, 'el-poblado': null },
    },
  );
  m.item(
    'parrillada-vegetariana',
    ['Parrillada vegetariana', 'Vegetarian grill'],
    [
      'Portobello, queso campesino a la plancha, mazorca, vegetales y tofu marinado.',
      'Portobello, griddled farmer cheese, corn on the cob, vegetables and marinated tofu.',
    ],
    49900,
    { image: 'salad', allergens: A(['milk', 'soy']), dietary: ['vegetarian', 'gluten_free'] },
  );

  m.sub('pescados-mar', ['Pescados y mariscos', 'Fish and seafood'], 'fish', { options: [sides] });
  m.item(
    'salmon-parrilla',
    ['Salmón a la parrilla', 'Grilled salmon'],
    [
      'Filete de salmón con costra de hierbas y mantequilla de limón.',
      'Salmon fillet with a herb crust and lemon butter.',
    ],
    54900,
    { allergens: A(['fish', 'milk']), dietary: ['gluten_free'] },
  );
  m.item(
    'trucha-ajillo',
    ['Trucha al ajillo', 'Garlic trout'],
    [
      'Trucha arcoíris entera con ajo dorado y perejil.',
      'Whole rainbow trout with golden garlic and parsley.',
    ],
    39900,
    { allergens: A(['fish', 'milk']), dietary: ['gluten_free'] },
  );
  m.item(
    'robalo-coco',
    ['Róbalo en salsa de coco', 'Snook in coconut sauce'],
    [
      'Róbalo del Pacífico en salsa de coco y ají dulce, con arroz con coco.',
      'Pacific snook in coconut and sweet pepper sauce, with coconut rice.',
    ],
    52900,
    { allergens: A(['fish']), dietary: ['gluten_free', 'lactose_free'] },
  );
  m.item(
    'langostinos-parrilla',
    ['Langostinos a la parrilla', 'Grilled king prawns'],
    ['Langostinos jumbo con mantequilla de ajo y limón.', 'Jumbo king prawns with garlic and lime butter.'],
    58900,
    {
      allergens: A(['crustaceans', 'milk']),
      dietary: ['gluten_free'],
      branches: { chapinero: null, 'el-poblado': null },
    },
  );
  m.item(
    'pulpo-brasa',
    ['Pulpo a la brasa', 'Flame-grilled octopus'],
    [
      'Pulpo tierno a la brasa con papas criollas y pimentón ahumado.',
      'Tender octopus over the coals with baby potatoes and smoked paprika.',
    ],
    62900,
    { allergens: A(['molluscs']), dietary: ['gluten_free'], isNew: true },
  );

  // Platos típicos ---------------------------------------------------------------------------
  m.section('tipicos', ['Platos típicos', 'Colombian classics'], 'bandeja');
  m.sub('tipicos-antioquia', ['De Antioquia', 'From Antioquia'], 'bandeja');
  const bandeja: Words = [
    'Frijoles, arroz, carne molida, chicharrón, chorizo, huevo frito, maduro, arepa y aguacate.',
    'Red beans, rice, ground beef, pork crackling, chorizo, fried egg, sweet plantain, arepa and avocado.',
  ];
  m.item('bandeja-paisa', ['Bandeja paisa', 'Bandeja paisa'], bandeja, 42900, {
    important: true,
    label: 'La más pedida',
    allergens: A(['eggs'], ['mustard']),
    options: [bandejaWithout],
  });
  m.item('bandeja-paisa-mini', ['Bandeja paisa mini', 'Small bandeja paisa'], bandeja, 31900, {
    allergens: A(['eggs'], ['mustard']),
    options: [bandejaWithout],
  });
  m.item(
    'frijoles-garra',
    ['Frijoles antioqueños con garra', 'Red beans with pork hock'],
    [
      'Frijoles cargamanto con garra de cerdo, arroz, maduro, aguacate y arepa.',
      'Cargamanto beans with pork hock, rice, sweet plantain, avocado and arepa.',
    ],
    29900,
    { dietary: ['gluten_free'] },
  );
  m.item(
    'arroz-paisa',
    ['Arroz paisa', 'Paisa fried rice'],
    [
      'Arroz salteado con chorizo, chicharrón, huevo, maduro y hogao.',
      'Rice stir-fried with chorizo, pork crackling, egg, sweet plantain and hogao.',
    ],
    32900,
    { image: 'rice', allergens: A(['eggs', 'soy']) },
  );
  m.item(
    'sudado-pollo',
    ['Sudado de pollo', 'Colombian chicken stew'],
    [
      'Pollo guisado con papa y yuca en salsa criolla, con arroz blanco.',
      'Chicken stewed with potato and cassava in creole sauce, with white rice.',
    ],
    27900,
    { image: 'rice', dietary: ['gluten_free'] },
  );

  m.sub('tipicos-altiplano', ['Del altiplano', 'From the highlands'], 'rice');
  m.item(
    'sobrebarriga-criolla',
    ['Sobrebarriga en salsa criolla', 'Flank steak in creole sauce'],
    [
      'Sobrebarriga cocida lentamente en hogao, con papa salada y arroz.',
      'Flank slow-cooked in hogao, with boiled potatoes and rice.',
    ],
    35900,
    { image: 'steak', dietary: ['gluten_free'] },
  );
  m.item(
    'cocido-boyacense',
    ['Cocido boyacense', 'Boyacá stew'],
    [
      'Costilla, pollo y longaniza con papas nativas, habas, mazorca y cubios.',
      'Ribs, chicken and sausage with native potatoes, broad beans, corn and tubers.',
    ],
    38900,
    { image: 'soup', allergens: A(['celery']), branches: { chapinero: null } },
  );
  m.item(
    'lengua-salsa',
    ['Lengua en salsa', 'Beef tongue in tomato sauce'],
    [
      'Lengua de res tierna en salsa de tomate y alcaparras, con puré.',
      'Tender beef tongue in tomato and caper sauce, with mashed potatoes.',
    ],
    36900,
    { image: 'steak', allergens: A(['milk']) },
  );
  m.item(
    'tamal-tolimense',
    ['Tamal tolimense', 'Tolima tamale'],
    [
      'Masa de maíz con cerdo, pollo, huevo y arveja, envuelta en hoja de plátano.',
      'Corn dough with pork, chicken, egg and peas, wrapped in plantain leaf.',
    ],
    19900,
    { image: 'tamal', allergens: A(['eggs']), dietary: ['gluten_free'] },
  );
  m.item(
    'fritanga',
    ['Fritanga bogotana', 'Bogotá fritanga platter'],
    [
      'Chunchullo, morcilla, chorizo, longaniza, papa criolla, plátano y arepa. Para 2.',
      'Chitterlings, blood sausage, chorizo, sausage, baby potatoes, plantain and arepa. Serves 2.',
    ],
    45900,
    { image: 'platter', label: 'Para compartir' },
  );

  m.sub('tipicos-costa', ['De la costa', 'From the coast'], 'fish');
  m.item(
    'mojarra-frita',
    ['Mojarra frita', 'Fried tilapia'],
    [
      'Mojarra entera frita con patacón, arroz con coco y ensalada.',
      'Whole fried tilapia with tostones, coconut rice and salad.',
    ],
    38900,
    { allergens: A(['fish']), dietary: ['gluten_free'] },
  );
  m.item(
    'posta-negra',
    ['Posta negra cartagenera', 'Cartagena black beef roast'],
    [
      'Muchacho de res cocido en panela, cola y especias, con arroz con coco.',
      'Beef round braised in panela, cola and spices, with coconut rice.',
    ],
    41900,
    { image: 'steak', allergens: A(['fish', 'gluten']) },
  );
  m.item(
    'cazuela-mariscos',
    ['Cazuela de mariscos', 'Seafood casserole'],
    [
      'Camarón, calamar, mejillones y pescado en crema de coco, con arroz y patacón.',
      'Shrimp, squid, mussels and fish in coconut cream, with rice and tostones.',
    ],
    54900,
    { image: 'soup', allergens: A(['crustaceans', 'molluscs', 'fish', 'milk']) },
  );
  m.item(
    'arroz-camarones',
    ['Arroz con camarones', 'Shrimp rice'],
    [
      'Arroz meloso con camarones, pimentón y cilantro, con patacón.',
      'Creamy rice with shrimp, peppers and coriander, with tostones.',
    ],
    39900,
    { image: 'rice', allergens: A(['crustaceans']) },
  );

  // Hamburguesas -----------------------------------------------------------------------------
  m.section('hamburguesas', ['Hamburguesas', 'Burgers'], 'burger');
  m.sub('burgers-res', ['De res', 'Beef burgers'], 'burger', {
    options: [burgerDoneness, bun, burgerExtras, burgerCombo],
    allergens: A(['gluten', 'milk', 'eggs', 'sesame']),
  });
  m.item(
    'burger-clasica',
    ['La Clásica', 'The Classic'],
    [
      '150 g de res a la brasa, queso cheddar, lechuga, tomate y salsa de la casa en pan brioche.',
      '150 g flame-grilled beef, cheddar, lettuce, tomato and house sauce on a brioche bun.',
    ],
    27900,
    { important: true },
  );
  m.item(
    'burger-doble-queso',
    ['Doble queso', 'Double cheese'],
    [
      'Dos carnes de 150 g, doble cheddar, pepinillos y cebolla caramelizada.',
      'Two 150 g patties, double cheddar, pickles and caramelised onion.',
    ],
    36900,
  );
  m.item(
    'burger-paisa',
    ['La Paisa', 'The Paisa'],
    [
      'Carne de res, chicharrón, maduro, hogao y huevo frito.',
      'Beef patty, pork crackling, sweet plantain, hogao and fried egg.',
    ],
    34900,
  );
  m.item(
    'burger-bbq',
    ['BBQ tocineta', 'Bacon BBQ'],
    [
      'Carne de res, tocineta crocante, aros de cebolla y BBQ de panela.',
      'Beef patty, crispy bacon, onion rings and panela BBQ sauce.',
    ],
    33900,
    { allergens: A(['gluten', 'milk', 'eggs', 'sesame', 'mustard']) },
  );
  m.item(
    'burger-fuego',
    ['Fuego', 'Fire burger'],
    [
      'Carne de res, queso pepper jack, jalapeños y salsa de ají habanero.',
      'Beef patty, pepper jack, jalapeños and habanero sauce.',
    ],
    32900,
    { dietary: ['spicy'], label: 'Picante' },
  );
  m.item(
    'burger-brasa',
    ['La Brasa 250 g', 'The Brasa 250 g'],
    [
      '250 g de carne madurada, queso azul, rúgula y cebolla encurtida.',
      '250 g aged beef, blue cheese, rocket and pickled onion.',
    ],
    41900,
    { isNew: true, label: 'Nueva' },
  );
  m.item(
    'sliders',
    ['Mini hamburguesas x3', 'Sliders (3)'],
    ['Tres mini hamburguesas: clásica, BBQ y paisa.', 'Three sliders: classic, BBQ and paisa.'],
    26900,
    { options: [burgerDoneness, burgerCombo] },
  );

  m.sub('burgers-especiales', ['Pollo, cerdo y vegetarianas', 'Chicken, pork and veggie'], 'burger', {
    options: [bun, burgerExtras, burgerCombo],
  });
  m.item(
    'burger-pollo-crispy',
    ['Pollo crispy', 'Crispy chicken'],
    [
      'Pechuga apanada y crocante, ensalada de repollo y mayonesa de ajo.',
      'Crispy breaded chicken breast, coleslaw and garlic mayonnaise.',
    ],
    29900,
    { allergens: A(['gluten', 'eggs', 'milk', 'sesame']) },
  );
  m.item(
    'burger-pulled-pork',
    ['Pulled pork', 'Pulled pork'],
    [
      'Cerdo desmechado cocido 10 horas, BBQ de panela y pepinillos.',
      'Pork shredded after 10 hours of cooking, panela BBQ and pickles.',
    ],
    31900,
    { allergens: A(['gluten', 'eggs', 'sesame', 'mustard']) },
  );
  m.item(
    'burger-garbanzo',
    ['Garbanzo y remolacha', 'Chickpea and beetroot'],
    [
      'Medallón de garbanzo y remolacha, queso de cabra y rúgula.',
      'Chickpea and beetroot patty, goat cheese and rocket.',
    ],
    28900,
    { allergens: A(['gluten', 'milk', 'sesame']), dietary: ['vegetarian'] },
  );
  m.item(
    'burger-vegana',
    ['Vegana de lentejas', 'Vegan lentil burger'],
    [
      'Medallón de lentejas y quinoa, aguacate, tomate y mayonesa vegana.',
      'Lentil and quinoa patty, avocado, tomato and vegan mayonnaise.',
    ],
    29900,
    { allergens: A(['gluten', 'soy']), dietary: ['vegan'], isNew: true },
  );
  m.item(
    'burger-portobello',
    ['Portobello', 'Portobello'],
    [
      'Portobello a la parrilla, mozzarella, pesto y tomate seco.',
      'Grilled portobello, mozzarella, pesto and sun-dried tomato.',
    ],
    30900,
    { allergens: A(['gluten', 'milk', 'nuts']), dietary: ['vegetarian'] },
  );

  // Ensaladas --------------------------------------------------------------------------------
  m.section('ensaladas', ['Ensaladas y bowls', 'Salads and bowls'], 'salad');
  m.sub('ensaladas-clasicas', ['Ensaladas', 'Salads'], 'salad', { options: [dressing, saladProtein] });
  m.item(
    'ensalada-cesar',
    ['César con pollo', 'Chicken Caesar'],
    [
      'Lechuga romana, pollo a la brasa, crutones, parmesano y aderezo César.',
      'Romaine, flame-grilled chicken, croutons, parmesan and Caesar dressing.',
    ],
    27900,
    { allergens: A(['gluten', 'milk', 'eggs', 'fish']), options: [saladProtein] },
  );
  m.item(
    'ensalada-brasa',
    ['Ensalada de la brasa', 'Brasa steak salad'],
    [
      'Tiras de lomo, rúgula, tomates cherry, parmesano y cebolla encurtida.',
      'Strips of tenderloin, rocket, cherry tomatoes, parmesan and pickled onion.',
    ],
    31900,
    { allergens: A(['milk']), dietary: ['gluten_free'] },
  );
  m.item(
    'ensalada-caprese',
    ['Caprese', 'Caprese'],
    [
      'Tomate, mozzarella fresca, albahaca y aceite de oliva.',
      'Tomato, fresh mozzarella, basil and olive oil.',
    ],
    24900,
    { allergens: A(['milk']), dietary: ['vegetarian', 'gluten_free'] },
  );
  m.item(
    'ensalada-aguacate',
    ['Aguacate y palmitos', 'Avocado and hearts of palm'],
    [
      'Aguacate, palmitos, mango, maíz tierno y mezcla de lechugas.',
      'Avocado, hearts of palm, mango, sweet corn and mixed leaves.',
    ],
    22900,
    { dietary: ['vegan', 'gluten_free'] },
  );
  m.item(
    'ensalada-salmon',
    ['Salmón y mango', 'Salmon and mango'],
    [
      'Salmón a la parrilla, mango, aguacate, espinaca y semillas de girasol.',
      'Grilled salmon, mango, avocado, spinach and sunflower seeds.',
    ],
    33900,
    { allergens: A(['fish']), dietary: ['gluten_free'], isNew: true },
  );

  m.sub('bowls', ['Bowls', 'Bowls'], 'bowl');
  m.item(
    'bowl-quinoa',
    ['Bowl de quinoa', 'Quinoa bowl'],
    [
      'Quinoa, garbanzos asados, aguacate, vegetales a la parrilla y tahini.',
      'Quinoa, roasted chickpeas, avocado, grilled vegetables and tahini.',
    ],
    26900,
    { allergens: A(['sesame']), dietary: ['vegan', 'gluten_free'], isNew: true },
  );
  m.item(
    'bowl-teriyaki',
    ['Bowl de pollo teriyaki', 'Teriyaki chicken bowl'],
    [
      'Arroz, pollo en salsa teriyaki, edamame, zanahoria y ajonjolí.',
      'Rice, teriyaki chicken, edamame, carrot and sesame.',
    ],
    27900,
    { allergens: A(['soy', 'gluten', 'sesame']) },
  );
  m.item(
    'bowl-poke',
    ['Poke de salmón', 'Salmon poke'],
    [
      'Salmón fresco, arroz de sushi, aguacate, pepino, mango y salsa ponzu.',
      'Fresh salmon, sushi rice, avocado, cucumber, mango and ponzu.',
    ],
    34900,
    { allergens: A(['fish', 'soy', 'sesame']) },
  );
  m.item(
    'bowl-mexicano',
    ['Bowl mexicano', 'Mexican bowl'],
    [
      'Arroz, frijol negro, carne desmechada, pico de gallo, queso y jalapeños.',
      'Rice, black beans, shredded beef, pico de gallo, cheese and jalapeños.',
    ],
    26900,
    { allergens: A(['milk']), dietary: ['spicy', 'gluten_free'] },
  );

  // Acompañamientos --------------------------------------------------------------------------
  m.section('acompanamientos', ['Acompañamientos', 'Sides'], 'fries');
  m.sub('acomp-papas', ['Papas y fritos', 'Potatoes and fries'], 'fries');
  m.item(
    'papa-francesa',
    ['Papas a la francesa', 'French fries'],
    ['Porción de 200 g.', '200 g portion.'],
    7900,
    {
      dietary: ['vegan'],
      allergens: A([], ['gluten']),
    },
  );
  m.item(
    'papa-criolla',
    ['Papa criolla frita', 'Fried yellow baby potatoes'],
    ['Con sal de mar.', 'With sea salt.'],
    7900,
    {
      dietary: ['vegan', 'gluten_free'],
    },
  );
  m.item(
    'papas-rusticas',
    ['Papas rústicas con parmesano', 'Rustic potatoes with parmesan'],
    ['Papas con cáscara, romero, ajo y parmesano.', 'Skin-on potatoes with rosemary, garlic and parmesan.'],
    10900,
    { allergens: A(['milk']), dietary: ['vegetarian', 'gluten_free'] },
  );
  m.item('yuca-frita', ['Yuca frita con suero costeño', 'Fried cassava with sour cream'], null, 8900, {
    allergens: A(['milk']),
    dietary: ['vegetarian', 'gluten_free'],
  });
  m.item(
    'aros-cebolla',
    ['Aros de cebolla', 'Onion rings'],
    ['Rebozados en cerveza.', 'Beer-battered.'],
    9900,
    {
      allergens: A(['gluten', 'eggs']),
      dietary: ['vegetarian'],
    },
  );
  m.item('papa-salada', ['Papa salada con ají', 'Boiled potatoes with ají'], null, 6900, {
    dietary: ['vegan', 'gluten_free', 'spicy'],
  });

  m.sub('acomp-tipicos', ['Arepas, plátanos y arroces', 'Arepas, plantains and rice'], 'arepa');
  m.item('arepa-maiz', ['Arepa de maíz', 'Corn arepa'], null, 3500, { dietary: ['vegan', 'gluten_free'] });
  m.item('arepa-queso', ['Arepa con queso', 'Arepa with cheese'], null, 5900, {
    allergens: A(['milk']),
    dietary: ['vegetarian', 'gluten_free'],
  });
  m.item(
    'patacon',
    ['Patacón', 'Tostón'],
    ['Plátano verde frito y aplastado.', 'Twice-fried green plantain.'],
    5900,
    {
      image: 'patacon',
      dietary: ['vegan', 'gluten_free'],
    },
  );
  m.item('maduro-queso', ['Maduro asado con queso', 'Grilled sweet plantain with cheese'], null, 7900, {
    image: 'patacon',
    allergens: A(['milk']),
    dietary: ['vegetarian', 'gluten_free'],
  });
  m.item('arroz-blanco', ['Arroz blanco', 'White rice'], null, 4900, {
    image: 'rice',
    dietary: ['vegan', 'gluten_free'],
  });
  m.item(
    'arroz-coco',
    ['Arroz con coco', 'Coconut rice'],
    ['Con coco caramelizado y uvas pasas.', 'With caramelised coconut and raisins.'],
    7900,
    {
      image: 'rice',
      dietary: ['vegan', 'gluten_free'],
    },
  );
  m.item('frijoles', ['Porción de frijoles', 'Red beans'], null, 8900, {
    image: 'soup',
    dietary: ['gluten_free'],
  });
  m.item('mazorca', ['Mazorca asada con mantequilla', 'Grilled corn with butter'], null, 7900, {
    allergens: A(['milk']),
    dietary: ['vegetarian', 'gluten_free'],
  });
  m.item(
    'ensalada-casa',
    ['Ensalada de la casa', 'House salad'],
    ['Lechuga, tomate, cebolla y limón.', 'Lettuce, tomato, onion and lime.'],
    6900,
    {
      image: 'salad',
      dietary: ['vegan', 'gluten_free'],
    },
  );
  m.item('vegetales-parrilla', ['Vegetales a la parrilla', 'Grilled vegetables'], null, 9900, {
    image: 'salad',
    dietary: ['vegan', 'gluten_free'],
  });

  m.sub('salsas', ['Salsas y adiciones', 'Sauces and add-ons'], 'guacamole', { dietary: ['gluten_free'] });
  m.item('salsa-chimichurri', ['Chimichurri', 'Chimichurri'], null, 2500, {
    dietary: ['vegan', 'gluten_free'],
  });
  m.item('salsa-guacamole', ['Guacamole', 'Guacamole'], null, 4500, { dietary: ['vegan', 'gluten_free'] });
  m.item('salsa-hogao', ['Hogao', 'Hogao'], null, 2500, { dietary: ['vegan', 'gluten_free'] });
  m.item('salsa-aji', ['Ají de la casa', 'House ají'], null, 1500, {
    dietary: ['vegan', 'gluten_free', 'spicy'],
  });
  m.item('salsa-bbq', ['BBQ de panela', 'Panela BBQ sauce'], null, 2500, { allergens: A(['mustard']) });
  m.item('salsa-ajo', ['Mayonesa de ajo', 'Garlic mayonnaise'], null, 2500, { allergens: A(['eggs']) });
  m.item('salsa-queso', ['Queso fundido', 'Melted cheese sauce'], null, 5500, { allergens: A(['milk']) });
  m.item('salsa-champinones', ['Salsa de champiñones', 'Mushroom sauce'], null, 5900, {
    allergens: A(['milk', 'sulphites']),
  });

  // Postres ----------------------------------------------------------------------------------
  m.section('postres', ['Postres', 'Desserts'], 'cake');
  m.sub('postres-tipicos', ['Postres colombianos', 'Colombian desserts'], 'dessert-cup');
  m.item(
    'postre-natas',
    ['Postre de natas', 'Natas pudding'],
    [
      'Natas de leche cocidas lentamente con panela y uvas pasas.',
      'Slow-cooked milk skin pudding with panela and raisins.',
    ],
    11900,
    { allergens: A(['milk', 'eggs']) },
  );
  m.item(
    'arroz-con-leche',
    ['Arroz con leche', 'Rice pudding'],
    ['Con canela, clavo y un toque de arequipe.', 'With cinnamon, clove and a touch of dulce de leche.'],
    9900,
    { allergens: A(['milk']), dietary: ['vegetarian', 'gluten_free'] },
  );
  m.item(
    'brevas-arequipe',
    ['Brevas con arequipe y queso', 'Figs with dulce de leche and cheese'],
    null,
    12900,
    { allergens: A(['milk']), dietary: ['vegetarian', 'gluten_free'] },
  );
  m.item(
    'obleas',
    ['Obleas con arequipe', 'Wafers with dulce de leche'],
    ['Con queso rallado y mora.', 'With grated cheese and blackberry jam.'],
    8900,
    { allergens: A(['gluten', 'milk']), dietary: ['vegetarian'] },
  );
  m.item('cuajada-melao', ['Cuajada con melao', 'Fresh curd with panela syrup'], null, 10900, {
    allergens: A(['milk']),
    dietary: ['vegetarian', 'gluten_free'],
  });
  m.item(
    'tres-leches',
    ['Torta tres leches', 'Tres leches cake'],
    ['Bizcocho empapado en tres leches con merengue.', 'Sponge soaked in three milks, topped with meringue.'],
    12900,
    { image: 'cake', allergens: A(['gluten', 'milk', 'eggs']), dietary: ['vegetarian'] },
  );
  m.item(
    'enyucado',
    ['Enyucado', 'Cassava cake'],
    ['Pastel costeño de yuca, coco y queso, horneado.', 'Baked coastal cake of cassava, coconut and cheese.'],
    9900,
    { image: 'cake', allergens: A(['milk']), dietary: ['vegetarian', 'gluten_free'] },
  );

  m.sub('postres-casa', ['Postres de la casa', 'House desserts'], 'cake', { dietary: ['vegetarian'] });
  m.item(
    'brownie-helado',
    ['Brownie con helado', 'Brownie with ice cream'],
    [
      'Brownie tibio de chocolate colombiano con helado de vainilla.',
      'Warm Colombian chocolate brownie with vanilla ice cream.',
    ],
    15900,
    { allergens: A(['gluten', 'milk', 'eggs'], ['nuts']), label: 'Favorito' },
  );
  m.item(
    'volcan-chocolate',
    ['Volcán de chocolate', 'Chocolate lava cake'],
    [
      'Corazón fundido de chocolate 70 % con helado de arequipe.',
      'Molten 70% chocolate centre with dulce de leche ice cream.',
    ],
    16900,
    { allergens: A(['gluten', 'milk', 'eggs']), isNew: true },
  );
  m.item('cheesecake-maracuya', ['Cheesecake de maracuyá', 'Passion fruit cheesecake'], null, 14900, {
    allergens: A(['gluten', 'milk', 'eggs']),
  });
  m.item(
    'torta-zanahoria',
    ['Torta de zanahoria', 'Carrot cake'],
    ['Con nueces y frosting de queso crema.', 'With walnuts and cream cheese frosting.'],
    12900,
    { allergens: A(['gluten', 'milk', 'eggs', 'nuts']) },
  );
  m.item('tiramisu', ['Tiramisú de café colombiano', 'Colombian coffee tiramisu'], null, 14900, {
    allergens: A(['gluten', 'milk', 'eggs']),
  });
  m.item('flan-caramelo', ['Flan de caramelo', 'Crème caramel'], null, 10900, {
    image: 'flan',
    allergens: A(['milk', 'eggs']),
    dietary: ['vegetarian', 'gluten_free'],
  });

  m.sub('helados', ['Helados y malteadas', 'Ice cream and shakes'], 'ice-cream', { dietary: ['vegetarian'] });
  m.item('helado-1', ['Copa de helado 1 bola', 'Ice cream, 1 scoop'], null, 6900, {
    options: [scoops(1)],
    allergens: A([], ['nuts', 'gluten']),
  });
  m.item('helado-2', ['Copa de helado 2 bolas', 'Ice cream, 2 scoops'], null, 11900, {
    options: [scoops(2)],
    allergens: A([], ['nuts', 'gluten']),
  });
  m.item(
    'helado-3',
    ['Copa de helado 3 bolas', 'Ice cream, 3 scoops'],
    ['Con salsa de chocolate y barquillo.', 'With chocolate sauce and a wafer.'],
    15900,
    {
      options: [scoops(3)],
      allergens: A(['gluten'], ['nuts']),
    },
  );
  m.item('malteada-vainilla', ['Malteada de vainilla', 'Vanilla milkshake'], null, 14900, {
    image: 'milkshake',
    allergens: A(['milk']),
  });
  m.item('malteada-chocolate', ['Malteada de chocolate', 'Chocolate milkshake'], null, 14900, {
    image: 'milkshake',
    allergens: A(['milk']),
  });
  m.item('malteada-arequipe', ['Malteada de arequipe', 'Dulce de leche milkshake'], null, 15900, {
    image: 'milkshake',
    allergens: A(['milk']),
  });
  m.item('malteada-galleta', ['Malteada de galleta', 'Cookies and cream milkshake'], null, 15900, {
    image: 'milkshake',
    allergens: A(['milk', 'gluten']),
    isNew: true,
  });

  // Bebidas sin alcohol ----------------------------------------------------------------------
  m.section('bebidas', ['Bebidas sin alcohol', 'Soft drinks'], 'juice');
  m.sub('jugos', ['Jugos naturales', 'Fresh juices'], 'juice', { options: [sweetener] });
  const fruits: [string, string, string][] = [
    ['mango', 'mango', 'mango'],
    ['mora', 'mora', 'blackberry'],
    ['lulo', 'lulo', 'lulo'],
    ['maracuya', 'maracuyá', 'passion fruit'],
    ['guanabana', 'guanábana', 'soursop'],
    ['fresa', 'fresa', 'strawberry'],
    ['guayaba', 'guayaba', 'guava'],
    ['tomate-arbol', 'tomate de árbol', 'tree tomato'],
    ['pina', 'piña', 'pineapple'],
    ['corozo', 'corozo', 'corozo palm fruit'],
    ['feijoa', 'feijoa', 'feijoa'],
  ];
  for (const [key, es, en] of fruits) {
    m.item(
      `jugo-${key}-agua`,
      [`Jugo de ${es} en agua`, `${capitalise(en)} juice (water-based)`],
      null,
      6900,
      {
        dietary: ['vegan', 'gluten_free'],
      },
    );
    m.item(
      `jugo-${key}-leche`,
      [`Jugo de ${es} en leche`, `${capitalise(en)} juice (milk-based)`],
      null,
      7900,
      {
        allergens: A(['milk']),
        dietary: ['vegetarian', 'gluten_free'],
      },
    );
  }
  m.item(
    'jugo-naranja',
    ['Jugo de naranja natural', 'Fresh orange juice'],
    ['Exprimido al momento, 400 ml.', 'Freshly squeezed, 400 ml.'],
    8900,
    {
      dietary: ['vegan', 'gluten_free'],
      options: [],
    },
  );
  m.item('jugo-zanahoria-naranja', ['Jugo de zanahoria y naranja', 'Carrot and orange juice'], null, 8900, {
    dietary: ['vegan', 'gluten_free'],
    options: [],
  });

  m.sub('limonadas', ['Limonadas', 'Lemonades'], 'lemonade', { dietary: ['vegan', 'gluten_free'] });
  const lemonades: [string, Words, Words | null, number, number, Extra][] = [
    [
      'natural',
      ['Limonada natural', 'Lemonade'],
      ['Limón mandarino, hielo y azúcar de caña.', 'Mandarin lime, ice and cane sugar.'],
      5900,
      18900,
      {},
    ],
    [
      'coco',
      ['Limonada de coco', 'Coconut lemonade'],
      ['Limón, crema de coco y hielo frappé.', 'Lime, coconut cream and crushed ice.'],
      9900,
      29900,
      { label: 'La favorita' },
    ],
    [
      'cerezada',
      ['Limonada cerezada', 'Cherry lemonade'],
      ['Con cerezas marrasquino.', 'With maraschino cherries.'],
      8900,
      26900,
      {},
    ],
    ['hierbabuena', ['Limonada de hierbabuena', 'Mint lemonade'], null, 7900, 23900, {}],
    [
      'mango-biche',
      ['Limonada de mango biche', 'Green mango lemonade'],
      ['Con sal y un toque de ají.', 'With salt and a hint of chilli.'],
      8900,
      26900,
      { isNew: true, dietary: ['vegan', 'gluten_free', 'spicy'] },
    ],
  ];
  for (const [key, name, description, glass, jug, extra] of lemonades) {
    m.item(`limonada-${key}`, [`${name[0]} (vaso)`, `${name[1]} (glass)`], description, glass, {
      ...extra,
      ...(key === 'coco' ? { promo: 8500 } : {}),
    });
    m.item(
      `limonada-${key}-jarra`,
      [`${name[0]} (jarra 1,5 L)`, `${name[1]} (1.5 L jug)`],
      description,
      jug,
      extra,
    );
  }

  m.sub('gaseosas-aguas', ['Gaseosas y aguas', 'Sodas and water'], 'soda', {
    dietary: ['vegan', 'gluten_free'],
  });
  m.item('coca-cola', ['Coca-Cola 400 ml', 'Coca-Cola 400 ml'], null, 5500);
  m.item('coca-cola-zero', ['Coca-Cola Sin Azúcar 400 ml', 'Coca-Cola Zero 400 ml'], null, 5500);
  m.item(
    'colombiana',
    ['Colombiana 400 ml', 'Colombiana 400 ml'],
    ['La gaseosa sabor a kola.', 'The Colombian kola soda.'],
    5000,
  );
  m.item('manzana-postobon', ['Manzana Postobón 400 ml', 'Manzana Postobón apple soda 400 ml'], null, 5000);
  m.item('ginger-ale', ['Ginger ale', 'Ginger ale'], null, 5500);
  m.item('agua-sin-gas', ['Agua sin gas 600 ml', 'Still water 600 ml'], null, 4500, { image: 'water' });
  m.item('agua-con-gas', ['Agua con gas 600 ml', 'Sparkling water 600 ml'], null, 4900, { image: 'water' });
  m.item('te-frio', ['Té frío de limón', 'Iced lemon tea'], null, 6500, { image: 'lemonade' });
  m.item('pony-malta', ['Pony Malta', 'Pony Malta malt drink'], null, 4900, {
    allergens: A(['gluten']),
    dietary: ['vegan'],
  });

  m.sub('calientes', ['Bebidas calientes', 'Hot drinks'], 'coffee');
  m.item(
    'tinto',
    ['Tinto', 'Colombian black coffee'],
    ['Café de origen Huila, filtrado.', 'Filter coffee from Huila.'],
    2900,
    {
      dietary: ['vegan', 'gluten_free'],
    },
  );
  m.item('americano', ['Americano', 'Americano'], null, 4900, { dietary: ['vegan', 'gluten_free'] });
  m.item('cafe-con-leche', ['Café con leche', 'Coffee with milk'], null, 5500, { options: [milk] });
  m.item('capuchino', ['Capuchino', 'Cappuccino'], null, 7500, { options: [milk] });
  m.item('latte', ['Latte', 'Latte'], null, 7500, { options: [milk] });
  m.item(
    'chocolate-santafereno',
    ['Chocolate santafereño', 'Bogotá hot chocolate'],
    [
      'Chocolate en leche con queso campesino y almojábana.',
      'Hot chocolate with farmer cheese and almojábana cheese bread.',
    ],
    12900,
    { image: 'hot-chocolate', allergens: A(['milk', 'eggs'], ['gluten']), dietary: ['vegetarian'] },
  );
  m.item('aromatica', ['Aromática de frutas', 'Fruit infusion'], null, 4500, {
    image: 'tea',
    dietary: ['vegan', 'gluten_free'],
  });
  m.item('agua-panela-queso', ['Agua de panela con queso', 'Hot panela drink with cheese'], null, 5900, {
    image: 'tea',
    allergens: A(['milk']),
    dietary: ['vegetarian', 'gluten_free'],
  });

  // Cervezas ---------------------------------------------------------------------------------
  m.section('cervezas', ['Cervezas', 'Beers'], 'beer', { alcoholic: true, allergens: A(['gluten']) });
  m.sub('cervezas-nacionales', ['Nacionales', 'Colombian lagers'], 'beer-bottle');
  m.item(
    'club-colombia-dorada',
    ['Club Colombia Dorada 330 ml', 'Club Colombia Dorada 330 ml'],
    ['Lager extra.', 'Extra lager.'],
    7900,
  );
  m.item(
    'club-colombia-roja',
    ['Club Colombia Roja 330 ml', 'Club Colombia Roja 330 ml'],
    ['Lager roja.', 'Red lager.'],
    7900,
  );
  m.item(
    'club-colombia-negra',
    ['Club Colombia Negra 330 ml', 'Club Colombia Negra 330 ml'],
    ['Lager oscura.', 'Dark lager.'],
    7900,
  );
  m.item('aguila', ['Águila 330 ml', 'Águila 330 ml'], null, 6900);
  m.item('aguila-light', ['Águila Light 330 ml', 'Águila Light 330 ml'], null, 6900);
  m.item('poker', ['Póker 330 ml', 'Póker 330 ml'], null, 6900);
  m.item('costena', ['Costeña 330 ml', 'Costeña 330 ml'], null, 6900);
  m.item(
    'aguila-cero',
    ['Águila Cero 330 ml', 'Águila Zero 330 ml'],
    ['Cerveza sin alcohol.', 'Alcohol-free beer.'],
    6500,
    {
      alcoholic: false,
      label: 'Sin alcohol',
    },
  );

  m.sub('cervezas-artesanales', ['Artesanales', 'Craft beers'], 'beer');
  const bogota = { chapinero: null };
  m.item(
    'bbc-cajica',
    ['BBC Cajicá Miel', 'BBC Cajicá Honey Ale'],
    ['Ale de miel, 330 ml.', 'Honey ale, 330 ml.'],
    12900,
    { branches: bogota },
  );
  m.item(
    'bbc-monserrate',
    ['BBC Monserrate Roja', 'BBC Monserrate Red Ale'],
    ['Red ale, 330 ml.', 'Red ale, 330 ml.'],
    12900,
    { branches: bogota },
  );
  m.item(
    'bbc-porter',
    ['BBC Chapinero Porter', 'BBC Chapinero Porter'],
    ['Porter con notas de café, 330 ml.', 'Porter with coffee notes, 330 ml.'],
    12900,
    {
      branches: bogota,
    },
  );
  m.item(
    'tres-cordilleras-mestiza',
    ['3 Cordilleras Mestiza', '3 Cordilleras Mestiza'],
    ['Pale ale paisa, 330 ml.', 'Medellín pale ale, 330 ml.'],
    11900,
    {
      branches: { 'el-poblado': null },
    },
  );
  m.item(
    'tres-cordilleras-rosada',
    ['3 Cordilleras Rosada', '3 Cordilleras Rosada'],
    ['Ale con frutos rojos, 330 ml.', 'Red berry ale, 330 ml.'],
    11900,
    {
      branches: { 'el-poblado': 12 },
    },
  );
  m.item(
    'cerveza-casa',
    ['Cerveza de la casa (pinta)', 'House ale (pint)'],
    ['Amber ale elaborada para La Brasa, 473 ml.', 'Amber ale brewed for La Brasa, 473 ml.'],
    14900,
    {
      isNew: true,
      label: 'Nueva',
      services: ['on_table', 'take_away'],
    },
  );

  m.sub('cervezas-barril', ['Barril y micheladas', 'Draught and micheladas'], 'beer');
  m.item('barril-330', ['Cerveza de barril 330 ml', 'Draught beer 330 ml'], null, 8900, {
    services: ['on_table'],
  });
  m.item('barril-500', ['Cerveza de barril 500 ml', 'Draught beer 500 ml'], null, 12900, {
    services: ['on_table'],
  });
  m.item(
    'torre-3l',
    ['Torre de cerveza 3 L', 'Beer tower 3 L'],
    ['Cerveza de barril para compartir.', 'Draught beer to share.'],
    59900,
    {
      services: ['on_table'],
      label: 'Para compartir',
    },
  );
  m.item(
    'michelada',
    ['Michelada', 'Michelada'],
    [
      'Cerveza con limón, sal y un toque de salsa inglesa.',
      'Beer with lime, salt and a dash of Worcestershire sauce.',
    ],
    11900,
    {
      options: [micheladaBeer],
      allergens: A(['gluten', 'fish']),
      services: ['on_table', 'take_away'],
    },
  );
  m.item(
    'michelada-maracuya',
    ['Michelada de maracuyá', 'Passion fruit michelada'],
    ['Con pulpa de maracuyá, sal y ají.', 'With passion fruit pulp, salt and chilli.'],
    13900,
    {
      options: [micheladaBeer],
      dietary: ['spicy'],
      isNew: true,
      services: ['on_table', 'take_away'],
    },
  );
  m.item(
    'cubetazo',
    ['Cubetazo x6 nacionales', 'Bucket of 6 Colombian beers'],
    [
      'Seis cervezas de 330 ml bien frías. Jueves a sábado desde las 5 p. m.',
      'Six ice-cold 330 ml beers. Thursday to Saturday from 5 p.m.',
    ],
    39900,
    {
      promo: 34900,
      label: 'Happy hour',
      options: [bucketBeers],
      availability: [{ days: [4, 5, 6], from: '17:00', to: '24:00' }],
    },
  );

  // Vinos ------------------------------------------------------------------------------------
  m.section('vinos', ['Vinos', 'Wines'], 'wine-red', { alcoholic: true, allergens: A(['sulphites']) });
  const wines = (list: [string, string, string, Words, number, number | null, number | null][]) => {
    for (const [key, name, origin, notes, bottlePrice, glassPrice, halfPrice] of list) {
      m.item(
        `${key}-botella`,
        [`${name} (botella)`, `${name} (bottle)`],
        [`${origin}. ${notes[0]} 750 ml.`, `${origin}. ${notes[1]} 750 ml.`],
        bottlePrice,
      );
      if (halfPrice !== null) {
        m.item(
          `${key}-media`,
          [`${name} (media botella)`, `${name} (half bottle)`],
          [`${origin}. ${notes[0]} 375 ml.`, `${origin}. ${notes[1]} 375 ml.`],
          halfPrice,
        );
      }
      if (glassPrice !== null) {
        m.item(
          `${key}-copa`,
          [`${name} (copa)`, `${name} (glass)`],
          [`${origin}. ${notes[0]} Copa de 150 ml.`, `${origin}. ${notes[1]} 150 ml glass.`],
          glassPrice,
          {
            services: ['on_table'],
          },
        );
      }
    }
  };
  m.sub('vinos-tintos', ['Tintos', 'Red wines'], 'wine-red');
  wines([
    [
      'malbec-cumbre-andina',
      'Malbec Cumbre Andina',
      'Mendoza, Argentina',
      ['Ciruela y violeta, taninos suaves.', 'Plum and violet, soft tannins.'],
      129000,
      29000,
      69000,
    ],
    [
      'cabernet-maipo',
      'Cabernet Sauvignon Reserva Valle del Maipo',
      'Chile',
      ['Cassis, pimienta y roble.', 'Blackcurrant, pepper and oak.'],
      119000,
      27000,
      null,
    ],
    [
      'carmenere-los-robles',
      'Carménère Los Robles',
      'Valle de Colchagua, Chile',
      ['Pimentón rojo y frutos negros.', 'Red pepper and black fruit.'],
      109000,
      25000,
      null,
    ],
    [
      'tempranillo-crianza',
      'Tempranillo Crianza',
      'Ribera del Duero, España',
      ['Cereza madura, vainilla y cuero.', 'Ripe cherry, vanilla and leather.'],
      159000,
      35000,
      null,
    ],
    [
      'pinot-noir-costa-fria',
      'Pinot Noir Costa Fría',
      'Valle de Casablanca, Chile',
      ['Frutos rojos frescos, cuerpo ligero.', 'Fresh red fruit, light body.'],
      139000,
      31000,
      null,
    ],
    [
      'tannat-colonia',
      'Tannat Reserva Colonia',
      'Uruguay',
      ['Mora, cacao y taninos firmes.', 'Blackberry, cocoa and firm tannins.'],
      135000,
      null,
      null,
    ],
  ]);
  m.sub('vinos-blancos', ['Blancos', 'White wines'], 'wine-white');
  wines([
    [
      'sauvignon-costa-fria',
      'Sauvignon Blanc Costa Fría',
      'Valle de Casablanca, Chile',
      ['Maracuyá, hierba fresca y acidez viva.', 'Passion fruit, fresh grass and lively acidity.'],
      109000,
      25000,
      null,
    ],
    [
      'chardonnay-cumbre-andina',
      'Chardonnay Cumbre Andina',
      'Mendoza, Argentina',
      ['Durazno, mantequilla y un toque de roble.', 'Peach, butter and a touch of oak.'],
      115000,
      26000,
      null,
    ],
    [
      'albarino-rias-baixas',
      'Albariño',
      'Rías Baixas, España',
      ['Cítricos, manzana verde y salinidad.', 'Citrus, green apple and salinity.'],
      149000,
      33000,
      null,
    ],
    [
      'torrontes-cafayate',
      'Torrontés Altos de Cafayate',
      'Salta, Argentina',
      ['Floral, rosas y lichi.', 'Floral, roses and lychee.'],
      99000,
      23000,
      null,
    ],
    [
      'pinot-grigio-venezie',
      'Pinot Grigio delle Venezie',
      'Véneto, Italia',
      ['Pera, almendra y final fresco.', 'Pear, almond and a crisp finish.'],
      105000,
      24000,
      null,
    ],
  ]);
  m.sub('vinos-rosados-espumosos', ['Rosados y espumosos', 'Rosé and sparkling'], 'sparkling');
  wines([
    [
      'rosado-provenza',
      'Rosado Côtes de Provence',
      'Provenza, Francia',
      ['Fresa, pomelo y final seco.', 'Strawberry, grapefruit and a dry finish.'],
      139000,
      31000,
      null,
    ],
    [
      'cava-brut',
      'Cava Brut',
      'Penedès, España',
      ['Burbuja fina, manzana y pan tostado.', 'Fine bubbles, apple and toast.'],
      119000,
      27000,
      null,
    ],
    [
      'prosecco-doc',
      'Prosecco DOC',
      'Véneto, Italia',
      ['Pera, flores blancas y burbuja alegre.', 'Pear, white flowers and lively bubbles.'],
      129000,
      29000,
      null,
    ],
    [
      'moscato-asti',
      "Moscato d'Asti",
      'Piamonte, Italia',
      ['Dulce, uva moscatel y durazno.', 'Sweet, muscat grape and peach.'],
      99000,
      23000,
      null,
    ],
  ]);
  const sangria: Words = [
    'Vino tinto, frutas de temporada, naranja y un toque de brandy.',
    'Red wine, seasonal fruit, orange and a dash of brandy.',
  ];
  m.item('sangria-copa', ['Sangría de la casa (copa)', 'House sangria (glass)'], sangria, 22000, {
    image: 'cocktail',
    services: ['on_table'],
  });
  m.item('sangria-jarra', ['Sangría de la casa (jarra 1,5 L)', 'House sangria (1.5 L jug)'], sangria, 79000, {
    image: 'cocktail',
    services: ['on_table', 'take_away'],
    label: 'Para compartir',
  });

  // Cócteles y licores -----------------------------------------------------------------------
  m.section('cocteles', ['Cócteles y licores', 'Cocktails and spirits'], 'cocktail', {
    alcoholic: true,
    services: ['on_table', 'take_away'],
  });
  m.sub('cocteles-clasicos', ['Clásicos', 'Classics'], 'cocktail');
  m.item(
    'mojito',
    ['Mojito', 'Mojito'],
    ['Ron blanco, hierbabuena, limón, azúcar y soda.', 'White rum, mint, lime, sugar and soda.'],
    23900,
    {
      dietary: ['vegan'],
    },
  );
  m.item(
    'margarita',
    ['Margarita', 'Margarita'],
    ['Tequila, triple sec y limón, con borde de sal.', 'Tequila, triple sec and lime, with a salted rim.'],
    24900,
    {
      dietary: ['vegan'],
    },
  );
  m.item(
    'pina-colada',
    ['Piña colada', 'Piña colada'],
    ['Ron, piña y crema de coco.', 'Rum, pineapple and coconut cream.'],
    24900,
    {
      allergens: A(['milk']),
    },
  );
  m.item(
    'caipirinha',
    ['Caipiriña', 'Caipirinha'],
    ['Cachaza, limón y azúcar morena.', 'Cachaça, lime and brown sugar.'],
    23900,
    { dietary: ['vegan'] },
  );
  m.item('daiquiri-fresa', ['Daiquirí de fresa', 'Strawberry daiquiri'], null, 23900, { dietary: ['vegan'] });
  m.item(
    'gin-tonic',
    ['Gin tonic de la casa', 'House gin and tonic'],
    ['Ginebra, tónica, pepino y pimienta rosada.', 'Gin, tonic, cucumber and pink peppercorns.'],
    29900,
    {
      services: ['on_table'],
    },
  );
  m.item('cuba-libre', ['Cuba libre', 'Cuba libre'], null, 21900);
  m.item(
    'negroni',
    ['Negroni', 'Negroni'],
    ['Ginebra, vermut rojo y bitter.', 'Gin, red vermouth and bitter.'],
    29900,
    {
      services: ['on_table'],
      allergens: A(['sulphites']),
    },
  );
  m.item(
    'old-fashioned',
    ['Old fashioned', 'Old fashioned'],
    ['Bourbon, amargo de angostura y naranja.', 'Bourbon, angostura bitters and orange.'],
    31900,
    {
      services: ['on_table'],
    },
  );
  m.item(
    'aperol-spritz',
    ['Aperol spritz', 'Aperol spritz'],
    ['Aperol, prosecco y soda.', 'Aperol, prosecco and soda.'],
    29900,
    {
      services: ['on_table'],
      allergens: A(['sulphites']),
    },
  );

  m.sub('cocteles-casa', ['De la casa', 'Signature cocktails'], 'cocktail');
  m.item(
    'brasa-sour',
    ['Brasa Sour', 'Brasa Sour'],
    [
      'Aguardiente, limón mandarino, clara de huevo y panela ahumada.',
      'Aguardiente, mandarin lime, egg white and smoked panela.',
    ],
    26900,
    {
      isNew: true,
      important: true,
      label: 'Firma de la casa',
      allergens: A(['eggs']),
      services: ['on_table'],
    },
  );
  m.item(
    'lulada-ron',
    ['Lulada con ron', 'Lulada with rum'],
    ['Lulo machacado, limón, hielo y ron añejo.', 'Crushed lulo, lime, ice and aged rum.'],
    24900,
  );
  m.item(
    'canelazo',
    ['Canelazo', 'Canelazo'],
    ['Bebida caliente de aguardiente, canela y panela.', 'Hot aguardiente punch with cinnamon and panela.'],
    18900,
    {
      services: ['on_table'],
    },
  );
  m.item(
    'maracuya-mule',
    ['Maracuyá mule', 'Passion fruit mule'],
    ['Vodka, maracuyá, jengibre y limón.', 'Vodka, passion fruit, ginger and lime.'],
    25900,
  );
  m.item(
    'coco-loco',
    ['Coco loco', 'Coco loco'],
    [
      'Ron, vodka, tequila y crema de coco servidos en coco.',
      'Rum, vodka, tequila and coconut cream served in a coconut.',
    ],
    32900,
    {
      services: ['on_table'],
      branches: { 'el-poblado': null, chapinero: null },
    },
  );
  m.item(
    'refajo-jarra',
    ['Refajo (jarra 1,5 L)', 'Refajo (1.5 L jug)'],
    [
      'Cerveza y Colombiana con un toque de aguardiente.',
      'Beer and Colombiana soda with a splash of aguardiente.',
    ],
    39900,
    {
      allergens: A(['gluten']),
      label: 'Para compartir',
    },
  );
  m.item('mojito-jarra', ['Jarra de mojito 1,5 L', 'Mojito jug 1.5 L'], null, 89900, {
    services: ['on_table'],
    label: 'Para compartir',
  });

  m.sub('licores', ['Licores', 'Spirits'], 'spirits', { services: ALL_SERVICES });
  m.item(
    'aguardiente-trago',
    ['Aguardiente Antioqueño sin azúcar (trago)', 'Antioqueño aguardiente, sugar-free (shot)'],
    null,
    7900,
    {
      services: ['on_table'],
    },
  );
  m.item(
    'aguardiente-media',
    ['Aguardiente Antioqueño sin azúcar (media 375 ml)', 'Antioqueño aguardiente, sugar-free (375 ml)'],
    null,
    59900,
    {
      options: [mixers],
    },
  );
  m.item(
    'aguardiente-botella',
    ['Aguardiente Antioqueño sin azúcar (botella 750 ml)', 'Antioqueño aguardiente, sugar-free (750 ml)'],
    null,
    99900,
    {
      options: [mixers],
      promo: 89900,
      label: 'Precio especial',
    },
  );
  m.item('ron-trago', ['Ron Medellín 8 años (trago)', 'Medellín 8-year rum (shot)'], null, 12900, {
    services: ['on_table'],
  });
  m.item('ron-media', ['Ron Medellín 8 años (media 375 ml)', 'Medellín 8-year rum (375 ml)'], null, 79900, {
    options: [mixers],
  });
  m.item(
    'ron-botella',
    ['Ron Medellín 8 años (botella 750 ml)', 'Medellín 8-year rum (750 ml)'],
    null,
    139900,
    { options: [mixers] },
  );
  m.item('whisky-trago', ['Whisky escocés 12 años (trago)', '12-year Scotch whisky (shot)'], null, 19900, {
    services: ['on_table'],
  });
  m.item(
    'whisky-botella',
    ['Whisky escocés 12 años (botella 750 ml)', '12-year Scotch whisky (750 ml)'],
    null,
    289900,
    {
      options: [mixers],
    },
  );
  m.item(
    'tequila-trago',
    ['Tequila reposado (trago)', 'Reposado tequila (shot)'],
    ['Con sal y limón.', 'With salt and lime.'],
    15900,
    {
      services: ['on_table'],
    },
  );

  m.sub('mocktails', ['Sin alcohol', 'Mocktails'], 'cocktail', { alcoholic: false, services: ALL_SERVICES });
  m.item('mojito-virgen', ['Mojito sin alcohol', 'Virgin mojito'], null, 13900, { dietary: ['vegan'] });
  m.item('pina-colada-virgen', ['Piña colada sin alcohol', 'Virgin piña colada'], null, 14900);
  m.item(
    'amanecer-tropical',
    ['Amanecer tropical', 'Tropical sunrise'],
    ['Naranja, maracuyá y granadina.', 'Orange, passion fruit and grenadine.'],
    13900,
    {
      dietary: ['vegan'],
    },
  );
  m.item(
    'soda-frutos-rojos',
    ['Soda de frutos rojos', 'Red berry soda'],
    ['Frutos rojos, albahaca y soda.', 'Red berries, basil and soda.'],
    12900,
    {
      dietary: ['vegan'],
      isNew: true,
    },
  );

  // Menú infantil ----------------------------------------------------------------------------
  m.section('infantil', ['Menú infantil', 'Kids menu'], 'kids');
  m.sub('infantil-platos', ['Platos', 'Mains'], 'kids', { options: [kidsDrink, kidsTreat] });
  m.item('nuggets', ['Nuggets de pollo con papas', 'Chicken nuggets with fries'], null, 21900, {
    allergens: A(['gluten', 'eggs']),
  });
  m.item('mini-hamburguesa', ['Mini hamburguesa con papas', 'Mini burger with fries'], null, 22900, {
    allergens: A(['gluten', 'milk', 'sesame']),
  });
  m.item('mini-churrasco', ['Mini churrasco con papas', 'Mini steak with fries'], null, 24900, {
    dietary: ['gluten_free'],
  });
  m.item(
    'salchipapa',
    ['Salchipapa', 'Sausage and fries'],
    ['Salchicha en rodajas con papas y salsas.', 'Sliced frankfurter with fries and sauces.'],
    17900,
    {
      allergens: A(['milk', 'mustard']),
    },
  );
  m.item(
    'pasta-infantil',
    ['Pasta en salsa de tomate', 'Pasta in tomato sauce'],
    ['Con queso parmesano.', 'With parmesan.'],
    18900,
    {
      allergens: A(['gluten', 'milk']),
      dietary: ['vegetarian'],
    },
  );
  m.item('arroz-pollito', ['Arroz con pollito', 'Chicken and rice'], null, 19900, {
    dietary: ['gluten_free'],
  });
  m.sub('infantil-extras', ['Bebidas y postres', 'Drinks and treats'], 'ice-cream');
  m.item('jugo-cajita', ['Jugo en cajita', 'Juice box'], null, 3900, { image: 'juice', dietary: ['vegan'] });
  m.item('mini-malteada', ['Mini malteada', 'Mini milkshake'], null, 8900, {
    image: 'milkshake',
    allergens: A(['milk']),
  });
  m.item('helado-payaso', ['Helado de payaso', 'Clown ice cream'], null, 6900, {
    allergens: A(['milk', 'gluten']),
  });
  m.item('gelatina', ['Gelatina de colores', 'Rainbow jelly'], null, 4900, { image: 'dessert-cup' });

  // Desayunos --------------------------------------------------------------------------------
  m.section('desayunos', ['Desayunos', 'Breakfast'], 'eggs', {
    availability: [{ days: EVERY_DAY, from: '07:00', to: '11:30' }],
  });
  m.sub('desayunos-tipicos', ['Desayunos típicos', 'Colombian breakfasts'], 'eggs');
  m.item(
    'calentado-paisa',
    ['Calentado paisa', 'Paisa calentado'],
    [
      'Frijoles y arroz calentados, huevo frito, chorizo y arepa con mantequilla.',
      'Reheated beans and rice, fried egg, chorizo and arepa with butter.',
    ],
    21900,
    { image: 'rice', important: true, allergens: A(['eggs', 'milk']), options: [breakfastDrink] },
  );
  m.item(
    'changua',
    ['Changua con almojábana', 'Changua with almojábana'],
    ['Caldo de leche con huevo, cilantro y calado.', 'Milk and egg soup with coriander and bread croutons.'],
    14900,
    { image: 'soup', allergens: A(['milk', 'eggs', 'gluten']), dietary: ['vegetarian'] },
  );
  m.item(
    'tamal-chocolate',
    ['Tamal tolimense con chocolate', 'Tolima tamale with hot chocolate'],
    null,
    22900,
    { image: 'tamal', allergens: A(['eggs', 'milk']) },
  );
  m.item('caldo-costilla', ['Caldo de costilla con arepa', 'Beef rib broth with arepa'], null, 16900, {
    image: 'soup',
    dietary: ['gluten_free'],
    options: [breakfastDrink],
  });
  m.item(
    'arepa-de-huevo',
    ['Arepa de huevo', 'Egg-stuffed arepa'],
    ['Frita, rellena de huevo y carne molida.', 'Fried and stuffed with egg and ground beef.'],
    9900,
    {
      image: 'arepa',
      allergens: A(['eggs']),
    },
  );
  m.item(
    'huevos-pericos',
    ['Huevos pericos con arepa', 'Scrambled eggs with tomato and arepa'],
    null,
    14900,
    { allergens: A(['eggs', 'milk']), dietary: ['vegetarian'], options: [breakfastDrink] },
  );

  m.sub('desayunos-huevos', ['Huevos y plancha', 'Eggs and griddle'], 'eggs');
  m.item(
    'huevos-al-gusto',
    ['Huevos al gusto', 'Eggs your way'],
    [
      'Dos huevos como los quieras, con acompañamiento y bebida.',
      'Two eggs any style, with a side and a drink.',
    ],
    15900,
    {
      allergens: A(['eggs']),
      dietary: ['vegetarian'],
      options: [eggStyle, breakfastSide, breakfastDrink],
    },
  );
  m.item('omelette-jamon-queso', ['Omelette de jamón y queso', 'Ham and cheese omelette'], null, 17900, {
    allergens: A(['eggs', 'milk']),
    options: [breakfastSide],
  });
  m.item('omelette-vegetales', ['Omelette de vegetales', 'Vegetable omelette'], null, 16900, {
    allergens: A(['eggs', 'milk']),
    dietary: ['vegetarian'],
    options: [breakfastSide],
  });
  m.item(
    'huevos-rancheros',
    ['Huevos rancheros', 'Huevos rancheros'],
    ['Sobre tortilla con salsa picante y frijoles.', 'On tortillas with spicy salsa and beans.'],
    18900,
    {
      allergens: A(['eggs']),
      dietary: ['spicy', 'vegetarian'],
    },
  );
  m.item(
    'pancakes',
    ['Pancakes con frutos rojos', 'Pancakes with red berries'],
    ['Con miel de maple y mantequilla.', 'With maple syrup and butter.'],
    19900,
    {
      image: 'pancakes',
      allergens: A(['gluten', 'eggs', 'milk']),
      dietary: ['vegetarian'],
    },
  );
  m.item(
    'tostadas-francesas',
    ['Tostadas francesas', 'French toast'],
    ['Con banano caramelizado.', 'With caramelised banana.'],
    18900,
    {
      image: 'pancakes',
      allergens: A(['gluten', 'eggs', 'milk']),
      dietary: ['vegetarian'],
    },
  );
  m.item(
    'sandwich-desayuno',
    ['Sándwich de desayuno', 'Breakfast sandwich'],
    ['Huevo, tocineta y queso en pan campesino.', 'Egg, bacon and cheese on farmhouse bread.'],
    16900,
    {
      image: 'sandwich',
      allergens: A(['gluten', 'eggs', 'milk']),
    },
  );

  m.sub('desayunos-ligeros', ['Ligeros y bebidas', 'Light bites and drinks'], 'bread');
  m.item(
    'bowl-frutas',
    ['Bowl de frutas con yogur y granola', 'Fruit bowl with yoghurt and granola'],
    null,
    15900,
    {
      image: 'bowl',
      allergens: A(['milk', 'gluten'], ['nuts']),
      dietary: ['vegetarian'],
    },
  );
  m.item('avena-fria', ['Avena fría', 'Iced oat drink'], ['Con canela.', 'With cinnamon.'], 7900, {
    image: 'milkshake',
    allergens: A(['milk', 'gluten']),
    dietary: ['vegetarian'],
  });
  m.item('jugo-naranja-desayuno', ['Jugo de naranja 300 ml', 'Orange juice 300 ml'], null, 6900, {
    image: 'juice',
    dietary: ['vegan', 'gluten_free'],
  });
  m.item(
    'almojabana-pandebono',
    ['Almojábana y pandebono', 'Almojábana and pandebono'],
    ['Panes de queso recién horneados.', 'Freshly baked cheese breads.'],
    7900,
    {
      allergens: A(['milk', 'eggs'], ['gluten']),
      dietary: ['vegetarian'],
    },
  );

  // Almuerzo ejecutivo -----------------------------------------------------------------------
  m.section('almuerzo-ejecutivo', ['Almuerzo ejecutivo', 'Set lunch'], 'lunch', {
    availability: [{ days: WEEKDAYS, from: '12:00', to: '15:00' }],
    options: lunchSet,
  });
  const lunchIncludes = (es: string, en: string): Words => [
    `${es} Incluye sopa o entrada, principio, arroz, bebida y postre.`,
    `${en} Comes with soup or starter, side stew, rice, a drink and dessert.`,
  ];
  m.sub('ejecutivo-carnes', ['Carnes y aves', 'Meat and poultry'], 'lunch');
  m.item(
    'ejecutivo-res',
    ['Carne asada', 'Grilled beef'],
    lunchIncludes('Punta de anca a la plancha.', 'Griddled picanha.'),
    21900,
    {
      important: true,
    },
  );
  m.item(
    'ejecutivo-pollo',
    ['Pechuga a la plancha', 'Grilled chicken breast'],
    lunchIncludes('Con salsa de champiñones.', 'With mushroom sauce.'),
    19900,
    {
      allergens: A(['milk']),
    },
  );
  m.item(
    'ejecutivo-cerdo',
    ['Chuleta de cerdo', 'Pork chop'],
    lunchIncludes('Chuleta a la plancha con piña asada.', 'Griddled chop with grilled pineapple.'),
    20900,
  );
  m.item(
    'ejecutivo-sobrebarriga',
    ['Sobrebarriga guisada', 'Braised flank'],
    lunchIncludes('En salsa criolla.', 'In creole sauce.'),
    21900,
  );
  m.item(
    'ejecutivo-albondigas',
    ['Albóndigas en salsa', 'Meatballs in sauce'],
    lunchIncludes('De res, en salsa de tomate.', 'Beef, in tomato sauce.'),
    19900,
    {
      allergens: A(['gluten', 'eggs']),
      promo: 17900,
      label: 'Hoy',
    },
  );
  m.sub('ejecutivo-ligero', ['Ligeros y vegetarianos', 'Light and vegetarian'], 'salad');
  m.item(
    'ejecutivo-pescado',
    ['Filete de pescado al ajillo', 'Garlic fish fillet'],
    lunchIncludes('Basa al ajillo.', 'Basa fillet with garlic.'),
    22900,
    {
      image: 'fish',
      allergens: A(['fish', 'milk']),
    },
  );
  m.item(
    'ejecutivo-vegetariano',
    ['Plato vegetariano del día', 'Vegetarian dish of the day'],
    lunchIncludes('Pregunta por la preparación del día.', 'Ask about today’s dish.'),
    18900,
    {
      dietary: ['vegetarian'],
      allergens: A([], ['milk', 'eggs']),
    },
  );
  m.item(
    'ejecutivo-ensalada',
    ['Ensalada ejecutiva con pollo', 'Chicken lunch salad'],
    lunchIncludes('Pollo, lechugas, aguacate y maíz.', 'Chicken, leaves, avocado and corn.'),
    19900,
  );
  m.item(
    'ejecutivo-wrap',
    ['Wrap de pollo y aguacate', 'Chicken and avocado wrap'],
    lunchIncludes('En tortilla de trigo.', 'In a wheat tortilla.'),
    18900,
    {
      image: 'sandwich',
      allergens: A(['gluten']),
    },
  );

  // Banners ----------------------------------------------------------------------------------
  m.banner({
    key: 'carrusel-tomahawk',
    layout_type: 'carousel',
    image: img('steak'),
    title: { es: 'Tomahawk de 1 kg madurado 30 días', en: '1 kg tomahawk, aged for 30 days' },
    url: { tipe: 'producto', param: 'tomahawk', target: '_self' },
  });
  m.banner({
    key: 'carrusel-parrilladas',
    layout_type: 'carousel',
    image: img('platter'),
    title: {
      es: 'Parrilladas para compartir: 10 % menos la de 2',
      en: 'Sharing grills: 10% off the one for two',
    },
    url: { tipe: 'categoria', param: 'parrilladas', target: '_self' },
  });
  m.banner({
    key: 'grid-instagram',
    layout_type: 'grid',
    image: img('cocktail'),
    title: { es: 'Síguenos en Instagram', en: 'Follow us on Instagram' },
    url: { tipe: 'externo', param: 'https://www.instagram.com/labrasadorada.demo', target: '_blank' },
  });
  m.banner({
    key: 'popup-martes-alitas',
    layout_type: 'popup',
    image: img('chicken'),
    title: { es: 'Martes de alitas', en: 'Wings Tuesday' },
    content_popup: [
      '<h2>Martes de alitas</h2>',
      '<p>Todos los martes, 16 alitas a la brasa con la salsa que quieras por <strong>$35.900</strong>. Solo en nuestra sede de Chapinero.</p>',
      '<p><a href="https://www.instagram.com/labrasadorada.demo" target="_blank" onclick="console.log(\'demo: the sanitizer removes this handler\')">Mira las fotos en Instagram</a></p>',
      "<script>console.log('demo: the sanitizer removes this script')</script>",
    ].join('\n'),
    branches: ['chapinero'],
  });
  m.banner({
    key: 'home-bienvenida',
    layout_type: 'home',
    title: { es: 'Bienvenidos a La Brasa Dorada', en: 'Welcome to La Brasa Dorada' },
    content_home: [
      '<h2>Bienvenidos a La Brasa Dorada</h2>',
      '<p>Cocina colombiana a la brasa de leña desde 1998: cortes madurados, platos típicos y los postres de la abuela.</p>',
      '<ul>',
      '  <li>Lunes a jueves: 7:00 – 22:00</li>',
      '  <li>Viernes y sábado: 7:00 – 24:00</li>',
      '  <li>Domingos y festivos: 7:00 – 18:00</li>',
      '</ul>',
      '<p>Desayunos todos los días de 7:00 a 11:30 y almuerzo ejecutivo de lunes a viernes.</p>',
    ].join('\n'),
  });

  return m.catalog();
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Minor units of a currency with 2 decimals (MXN, BRL): 129.5 -> 12950. */
const cents = (amount: number) => Math.round(amount * 100);

// ---------------------------------------------------------------------------------------------
// Taquería El Sol: Mexico City taquería, MXN (2 decimals), branches roma-norte, coyoacan.

function taqueriaElSol(): Catalog {
  const m = new Menu(esFirst);
  const o = m.opt.bind(m);
  const g = m.group.bind(m);

  const salsas = g('salsas', ['Salsas', 'Salsas'], 0, 3, [
    o('verde', ['Salsa verde', 'Green salsa']),
    o('roja', ['Salsa roja taquera', 'Red taquería salsa']),
    o('habanero', ['Salsa de habanero (muy picante)', 'Habanero salsa (very hot)']),
    o('pico-gallo', ['Pico de gallo', 'Pico de gallo']),
    o('guacamole', ['Guacamole', 'Guacamole'], cents(15)),
  ]);
  const toppings = g('preparacion', ['¿Cómo lo preparamos?', 'How should we serve it?'], 1, 1, [
    o('con-todo', ['Con todo (cebolla y cilantro)', 'With everything (onion and coriander)']),
    o('sin-cebolla', ['Sin cebolla', 'No onion']),
    o('sin-cilantro', ['Sin cilantro', 'No coriander']),
    o('solo', ['Solo', 'Plain']),
  ]);
  const tortilla = g('tortilla', ['Tortilla', 'Tortilla'], 1, 1, [
    o('maiz', ['Maíz hecha a mano', 'Handmade corn']),
    o('harina', ['Harina', 'Flour'], cents(5), A(['gluten'])),
  ]);
  const tacoExtras = g('extras', ['Extras', 'Extras'], 0, 3, [
    o('queso', ['Queso Oaxaca', 'Oaxaca cheese'], cents(12), A(['milk'])),
    o('aguacate', ['Aguacate', 'Avocado'], cents(15)),
    o('pina', ['Piña extra', 'Extra pineapple'], cents(5)),
    o('nopales', ['Nopales asados', 'Grilled cactus'], cents(8)),
  ]);
  const micheladaBeer = g('cerveza', ['Cerveza', 'Beer'], 1, 1, [
    o('corona', ['Corona', 'Corona'], 0, A(['gluten'])),
    o('modelo', ['Modelo Especial', 'Modelo Especial'], 0, A(['gluten'])),
    o('victoria', ['Victoria', 'Victoria'], 0, A(['gluten'])),
    o('negra-modelo', ['Negra Modelo', 'Negra Modelo'], cents(5), A(['gluten'])),
  ]);
  const rim = g('escarchado', ['Escarchado', 'Rim'], 0, 1, [
    o('chamoy', ['Chamoy y chile en polvo', 'Chamoy and chilli powder']),
    o('sal-limon', ['Sal y limón', 'Salt and lime']),
  ]);
  const jarritoFlavour = g('sabor', ['Sabor', 'Flavour'], 1, 1, [
    o('tamarindo', ['Tamarindo', 'Tamarind']),
    o('mandarina', ['Mandarina', 'Mandarin']),
    o('limon', ['Limón', 'Lime']),
    o('toronja', ['Toronja', 'Grapefruit']),
    o('pina', ['Piña', 'Pineapple'], 0, undefined, false),
  ]);

  m.section('tacos', ['Tacos', 'Tacos'], 'taco');
  m.sub('tacos-trompo', ['Del trompo y la plancha', 'From the spit and the griddle'], 'taco', {
    options: [toppings, salsas, tortilla, tacoExtras],
  });
  m.item(
    'taco-al-pastor',
    ['Taco al pastor', 'Al pastor taco'],
    [
      'Cerdo adobado con achiote y chiles secos, asado al trompo, con piña, cebolla y cilantro.',
      'Pork marinated in achiote and dried chillies, spit-roasted, with pineapple, onion and coriander.',
    ],
    cents(28),
    { important: true, label: '2x1 los martes' },
  );
  m.item(
    'taco-suadero',
    ['Taco de suadero', 'Suadero taco'],
    [
      'Res confitada en su grasa y dorada en la plancha.',
      'Beef confit in its own fat, crisped on the griddle.',
    ],
    cents(28),
  );
  m.item(
    'taco-bistec',
    ['Taco de bistec', 'Steak taco'],
    ['Bistec de res picado a la plancha.', 'Chopped griddled beef steak.'],
    cents(32),
  );
  m.item(
    'taco-campechano',
    ['Taco campechano', 'Campechano taco'],
    ['Suadero y longaniza con chicharrón en trocitos.', 'Suadero and sausage with pork crackling bits.'],
    cents(34),
  );
  m.item(
    'taco-longaniza',
    ['Taco de longaniza', 'Longaniza taco'],
    ['Longaniza de Toluca dorada.', 'Crispy Toluca-style sausage.'],
    cents(28),
  );
  m.item(
    'taco-tripa',
    ['Taco de tripa', 'Tripe taco'],
    ['Tripa de res bien doradita.', 'Crispy beef tripe.'],
    cents(32),
  );
  m.item(
    'taco-cabeza',
    ['Taco de cabeza', 'Beef head taco'],
    ['Cachete y lengua al vapor.', 'Steamed cheek and tongue.'],
    cents(28),
    {
      branches: { 'roma-norte': null },
    },
  );

  m.sub('tacos-especiales', ['Especiales', 'Specials'], 'taco', { options: [salsas, tortilla] });
  m.item(
    'taco-gobernador',
    ['Taco gobernador', 'Gobernador taco'],
    [
      'Camarón salteado con queso gratinado, chile poblano y cebolla.',
      'Sautéed shrimp with melted cheese, poblano pepper and onion.',
    ],
    cents(65),
    { allergens: A(['crustaceans', 'milk']) },
  );
  m.item(
    'taco-pescado-baja',
    ['Taco de pescado estilo Baja', 'Baja-style fish taco'],
    [
      'Pescado capeado, col morada, crema de chipotle y pico de gallo.',
      'Battered fish, red cabbage, chipotle cream and pico de gallo.',
    ],
    cents(59),
    { allergens: A(['fish', 'gluten', 'eggs', 'milk']), dietary: ['spicy'] },
  );
  m.item(
    'taco-costra',
    ['Taco de costra al pastor', 'Al pastor cheese-crust taco'],
    ['Pastor sobre una costra de queso dorado a la plancha.', 'Al pastor on a crisp griddled cheese crust.'],
    cents(55),
    { allergens: A(['milk']), isNew: true, label: 'Nuevo' },
  );
  m.item(
    'taco-nopal',
    ['Taco de nopal y frijol', 'Cactus and bean taco'],
    ['Nopal asado, frijoles de la olla y salsa verde.', 'Grilled cactus, pot beans and green salsa.'],
    cents(35),
    { dietary: ['vegan', 'gluten_free'] },
  );
  m.item(
    'taco-hongos',
    ['Taco de hongos al ajillo', 'Garlic mushroom taco'],
    [
      'Hongos salteados con ajo, chile guajillo y epazote.',
      'Mushrooms sautéed with garlic, guajillo chilli and epazote.',
    ],
    cents(38),
    { dietary: ['vegan', 'gluten_free', 'spicy'] },
  );

  m.section('antojitos', ['Quesadillas y antojitos', 'Quesadillas and street snacks'], 'quesadilla');
  m.sub('quesadillas', ['Quesadillas', 'Quesadillas'], 'quesadilla', {
    options: [salsas, tortilla],
    allergens: A(['milk']),
  });
  m.item(
    'quesadilla-queso',
    ['Quesadilla de queso', 'Cheese quesadilla'],
    ['Queso Oaxaca derretido.', 'Melted Oaxaca cheese.'],
    cents(45),
    {
      dietary: ['vegetarian'],
    },
  );
  m.item(
    'quesadilla-chicharron',
    ['Quesadilla de chicharrón prensado', 'Pressed pork crackling quesadilla'],
    null,
    cents(55),
  );
  m.item(
    'quesadilla-flor-calabaza',
    ['Quesadilla de flor de calabaza', 'Squash blossom quesadilla'],
    null,
    cents(55),
    {
      dietary: ['vegetarian'],
    },
  );
  m.item(
    'quesadilla-huitlacoche',
    ['Quesadilla de huitlacoche', 'Corn truffle quesadilla'],
    null,
    cents(60),
    {
      dietary: ['vegetarian'],
    },
  );
  m.item(
    'quesadilla-tinga',
    ['Quesadilla de tinga de pollo', 'Chicken tinga quesadilla'],
    ['Pollo deshebrado en salsa de chipotle.', 'Shredded chicken in chipotle sauce.'],
    cents(55),
    {
      dietary: ['spicy'],
    },
  );

  m.sub('antojitos-calle', ['Antojitos', 'Street snacks'], 'nachos');
  m.item(
    'gringa-pastor',
    ['Gringa al pastor', 'Al pastor gringa'],
    ['Tortilla de harina con pastor y queso gratinado.', 'Flour tortilla with al pastor and melted cheese.'],
    cents(75),
    {
      image: 'quesadilla',
      allergens: A(['gluten', 'milk']),
      options: [salsas],
    },
  );
  m.item(
    'volcan-suadero',
    ['Volcán de suadero', 'Suadero volcano'],
    ['Tostada con queso gratinado y suadero.', 'Crisp tostada with melted cheese and suadero.'],
    cents(48),
    {
      image: 'taco',
      allergens: A(['milk']),
      options: [salsas],
    },
  );
  m.item(
    'alambre-res',
    ['Alambre de res', 'Beef alambre'],
    [
      'Bistec, tocino, pimiento y cebolla con queso; con tortillas.',
      'Steak, bacon, pepper and onion with cheese; with tortillas.',
    ],
    cents(139),
    {
      image: 'platter',
      allergens: A(['milk']),
      label: 'Para compartir',
      options: [salsas, tortilla],
    },
  );
  m.item('guacamole-totopos', ['Guacamole con totopos', 'Guacamole with tortilla chips'], null, cents(95), {
    image: 'guacamole',
    dietary: ['vegan', 'gluten_free'],
  });
  m.item(
    'esquites',
    ['Esquites', 'Esquites'],
    [
      'Granos de elote con mayonesa, queso, limón y chile piquín.',
      'Corn kernels with mayo, cheese, lime and chilli powder.',
    ],
    cents(55),
    {
      image: 'soup',
      allergens: A(['milk', 'eggs']),
      dietary: ['vegetarian', 'spicy'],
    },
  );
  m.item('elote-asado', ['Elote asado', 'Grilled corn on the cob'], null, cents(45), {
    image: 'nachos',
    allergens: A(['milk', 'eggs']),
    dietary: ['vegetarian', 'spicy'],
  });

  m.section('bebidas', ['Bebidas', 'Drinks'], 'juice');
  m.sub('aguas-frescas', ['Aguas frescas', 'Aguas frescas'], 'juice', { dietary: ['vegan', 'gluten_free'] });
  const aguas: [string, Words, Words | null, string, Extra][] = [
    [
      'horchata',
      ['Horchata', 'Horchata'],
      ['Agua de arroz con canela y vainilla.', 'Rice drink with cinnamon and vanilla.'],
      'milkshake',
      {
        allergens: A(['milk']),
        dietary: ['vegetarian', 'gluten_free'],
      },
    ],
    ['jamaica', ['Agua de jamaica', 'Hibiscus water'], null, 'juice', {}],
    ['tamarindo', ['Agua de tamarindo', 'Tamarind water'], null, 'juice', {}],
    ['limon-chia', ['Agua de limón con chía', 'Lime and chia water'], null, 'lemonade', {}],
  ];
  for (const [key, [es, en], description, picture, extra] of aguas) {
    m.item(`${key}-500`, [`${es} 500 ml`, `${en} 500 ml`], description, cents(35), {
      image: picture,
      ...extra,
    });
    m.item(`${key}-litro`, [`${es} 1 L`, `${en} 1 L`], description, cents(60), { image: picture, ...extra });
  }
  m.sub('refrescos', ['Refrescos', 'Soft drinks'], 'soda', { dietary: ['vegan', 'gluten_free'] });
  m.item(
    'jarritos',
    ['Jarritos', 'Jarritos'],
    ['Refresco mexicano de 370 ml.', 'Mexican soda, 370 ml.'],
    cents(35),
    { options: [jarritoFlavour] },
  );
  m.item(
    'coca-cola-vidrio',
    ['Coca-Cola de vidrio 500 ml', 'Coca-Cola glass bottle 500 ml'],
    null,
    cents(40),
  );
  m.item('agua-mineral', ['Agua mineral 355 ml', 'Mineral water 355 ml'], null, cents(35), {
    image: 'water',
  });
  m.sub('cervezas', ['Cervezas', 'Beers'], 'beer-bottle', { alcoholic: true, allergens: A(['gluten']) });
  m.item('corona', ['Corona 355 ml', 'Corona 355 ml'], null, cents(45));
  m.item('modelo-especial', ['Modelo Especial 355 ml', 'Modelo Especial 355 ml'], null, cents(50));
  m.item('negra-modelo', ['Negra Modelo 355 ml', 'Negra Modelo 355 ml'], null, cents(55));
  m.item('victoria', ['Victoria 355 ml', 'Victoria 355 ml'], null, cents(45));
  m.item('pacifico', ['Pacífico 355 ml', 'Pacífico 355 ml'], null, cents(50));
  m.item(
    'michelada',
    ['Michelada', 'Michelada'],
    [
      'Cerveza con limón, salsas y chile, escarchada.',
      'Beer with lime, sauces and chilli, with a seasoned rim.',
    ],
    cents(75),
    {
      image: 'beer',
      options: [micheladaBeer, rim],
      allergens: A(['gluten', 'fish']),
      dietary: ['spicy'],
      services: ['on_table', 'take_away'],
    },
  );
  m.item(
    'ipa-casa',
    ['IPA de la casa', 'House IPA'],
    ['Cerveza artesanal de la Roma, 355 ml.', 'Craft beer brewed in Roma, 355 ml.'],
    cents(85),
    {
      image: 'beer',
      isNew: true,
      label: 'Nueva',
    },
  );

  m.section('postres', ['Postres', 'Desserts'], 'churros');
  m.sub('dulces', ['Dulces', 'Sweets'], 'churros', { dietary: ['vegetarian'] });
  m.item(
    'churros-cajeta',
    ['Churros con cajeta', 'Churros with cajeta'],
    ['Tres churros recién hechos con cajeta de Celaya.', 'Three fresh churros with goat-milk caramel.'],
    cents(65),
    {
      allergens: A(['gluten', 'milk', 'eggs']),
    },
  );
  m.item(
    'churros-chocolate',
    ['Churros con chocolate caliente', 'Churros with hot chocolate'],
    null,
    cents(85),
    {
      allergens: A(['gluten', 'milk', 'eggs']),
      promo: cents(75),
    },
  );
  m.item('flan-napolitano', ['Flan napolitano', 'Flan napolitano'], null, cents(55), {
    image: 'flan',
    allergens: A(['milk', 'eggs']),
  });
  m.item('arroz-con-leche', ['Arroz con leche', 'Rice pudding'], null, cents(45), {
    image: 'dessert-cup',
    allergens: A(['milk']),
  });
  m.item('pastel-tres-leches', ['Pastel de tres leches', 'Tres leches cake'], null, cents(60), {
    image: 'cake',
    allergens: A(['gluten', 'milk', 'eggs']),
  });

  m.banner({
    key: 'martes-de-pastor',
    layout_type: 'carousel',
    image: img('taco'),
    title: {
      es: 'Martes de pastor: 2x1 en tacos al pastor',
      en: 'Pastor Tuesday: two-for-one al pastor tacos',
    },
    url: { tipe: 'producto', param: 'taco-al-pastor', target: '_self' },
  });
  return m.catalog();
}

// ---------------------------------------------------------------------------------------------
// Padaria Aurora: São Paulo bakery, BRL (2 decimals), Portuguese first (es is the fallback).

function padariaAurora(): Catalog {
  const m = new Menu(ptFirst);
  const o = m.opt.bind(m);
  const g = m.group.bind(m);

  const size = g('tamanho', ['Tamanho', 'Tamaño', 'Size'], 1, 1, [
    o('pequeno', ['Pequeno (180 ml)', 'Pequeño (180 ml)', 'Small (180 ml)']),
    o('medio', ['Médio (240 ml)', 'Mediano (240 ml)', 'Medium (240 ml)'], cents(2)),
    o('grande', ['Grande (300 ml)', 'Grande (300 ml)', 'Large (300 ml)'], cents(4)),
  ]);
  const milk = g('leite', ['Leite', 'Leche', 'Milk'], 1, 1, [
    o('integral', ['Integral', 'Entera', 'Whole'], 0, A(['milk'])),
    o('desnatado', ['Desnatado', 'Descremada', 'Skimmed'], 0, A(['milk'])),
    o('sem-lactose', ['Sem lactose', 'Sin lactosa', 'Lactose-free'], 0, A(['milk'])),
    o('aveia', ['Bebida de aveia', 'Bebida de avena', 'Oat milk'], cents(2.5), A([], ['gluten'])),
    o('amendoas', ['Bebida de amêndoas', 'Bebida de almendras', 'Almond milk'], cents(3), A(['nuts'])),
  ]);
  const coffeeExtras = g('adicionais-cafe', ['Adicionais', 'Adicionales', 'Extras'], 0, 2, [
    o('dose-extra', ['Dose extra de espresso', 'Shot extra de espresso', 'Extra espresso shot'], cents(3)),
    o('chantilly', ['Chantilly', 'Crema batida', 'Whipped cream'], cents(2), A(['milk'])),
    o('canela', ['Canela', 'Canela', 'Cinnamon']),
    o('caramelo', ['Calda de caramelo', 'Salsa de caramelo', 'Caramel sauce'], cents(2), A(['milk'])),
  ]);
  const griddleExtras = g('adicionais-chapa', ['Adicionais', 'Adicionales', 'Extras'], 0, 2, [
    o('requeijao', ['Requeijão', 'Queso crema (requeijão)', 'Requeijão cream cheese'], cents(2), A(['milk'])),
    o('ovo', ['Ovo', 'Huevo', 'Egg'], cents(3), A(['eggs'])),
    o('presunto', ['Presunto', 'Jamón', 'Ham'], cents(3.5)),
  ]);
  const juiceSize = g('tamanho-suco', ['Tamanho', 'Tamaño', 'Size'], 1, 1, [
    o('300', ['300 ml', '300 ml', '300 ml']),
    o('500', ['500 ml', '500 ml', '500 ml'], cents(4)),
  ]);
  const acaiToppings = g('complementos', ['Complementos', 'Complementos', 'Toppings'], 0, 4, [
    o('granola', ['Granola', 'Granola', 'Granola'], cents(2), A(['gluten'], ['nuts'])),
    o('banana', ['Banana', 'Banano', 'Banana'], cents(1.5)),
    o('morango', ['Morango', 'Fresa', 'Strawberry'], cents(3)),
    o('leite-em-po', ['Leite em pó', 'Leche en polvo', 'Milk powder'], cents(2), A(['milk'])),
    o('pacoca', ['Paçoca', 'Dulce de maní (paçoca)', 'Peanut candy (paçoca)'], cents(2.5), A(['peanuts'])),
    o('mel', ['Mel', 'Miel', 'Honey'], cents(2)),
  ]);

  m.section('paes', ['Pães', 'Panes', 'Breads'], 'bread', { allergens: A(['gluten']), dietary: ['vegan'] });
  m.sub('paes-salgados', ['Pães salgados', 'Panes salados', 'Savoury breads'], 'bread');
  m.item(
    'pao-frances',
    ['Pão francês (unidade)', 'Pan francés (unidad)', 'French roll (each)'],
    [
      'Casquinha crocante, saindo a cada hora.',
      'Corteza crujiente, recién salido cada hora.',
      'Crisp crust, fresh every hour.',
    ],
    cents(0.9),
    {
      important: true,
    },
  );
  m.item(
    'pao-frances-6',
    ['Pão francês (6 unidades)', 'Pan francés (6 unidades)', 'French rolls (6)'],
    null,
    cents(5),
  );
  m.item(
    'pao-de-forma-integral',
    ['Pão de forma integral', 'Pan de molde integral', 'Wholemeal sandwich loaf'],
    [
      'Com sementes de linhaça e girassol.',
      'Con semillas de linaza y girasol.',
      'With flax and sunflower seeds.',
    ],
    cents(14.9),
  );
  m.item(
    'baguete',
    ['Baguete tradicional', 'Baguette tradicional', 'Traditional baguette'],
    null,
    cents(12.9),
  );
  m.item('ciabatta', ['Ciabatta', 'Ciabatta', 'Ciabatta'], null, cents(11.9));
  m.item(
    'pao-fermentacao-natural',
    ['Pão de fermentação natural', 'Pan de masa madre', 'Sourdough loaf'],
    ['48 horas de fermentação.', '48 horas de fermentación.', 'Fermented for 48 hours.'],
    cents(28.9),
    {
      isNew: true,
      label: 'Novo',
    },
  );
  m.sub(
    'paes-doces',
    ['Pães doces e folhados', 'Panes dulces y hojaldres', 'Sweet breads and pastries'],
    'croissant',
    {
      dietary: ['vegetarian'],
    },
  );
  m.item(
    'croissant',
    ['Croissant de manteiga', 'Croissant de mantequilla', 'Butter croissant'],
    null,
    cents(8.9),
    {
      allergens: A(['gluten', 'milk', 'eggs']),
    },
  );
  m.item('sonho', ['Sonho de creme', 'Berlinesa de crema', 'Custard doughnut'], null, cents(7.9), {
    image: 'bread',
    allergens: A(['gluten', 'milk', 'eggs']),
  });
  m.item('rosca-coco', ['Rosca de coco', 'Rosca de coco', 'Coconut ring bread'], null, cents(19.9), {
    image: 'bread',
    allergens: A(['gluten', 'milk', 'eggs']),
  });
  m.item('rolinho-canela', ['Rolinho de canela', 'Rollo de canela', 'Cinnamon roll'], null, cents(9.9), {
    allergens: A(['gluten', 'milk', 'eggs']),
  });

  m.section('salgados', ['Salgados', 'Bocados salados', 'Savoury snacks'], 'salgado');
  m.sub('salgados-fritos', ['Fritos', 'Fritos', 'Fried'], 'salgado');
  m.item(
    'coxinha',
    ['Coxinha de frango', 'Coxinha de pollo', 'Chicken coxinha'],
    [
      'Massa de batata recheada com frango e catupiry.',
      'Masa de papa rellena de pollo y queso crema.',
      'Potato dough filled with chicken and cream cheese.',
    ],
    cents(8.5),
    {
      important: true,
      allergens: A(['gluten', 'milk', 'eggs']),
    },
  );
  m.item(
    'quibe',
    ['Quibe', 'Quibe (kibbeh)', 'Kibbeh'],
    [
      'Trigo e carne moída com hortelã.',
      'Trigo y carne molida con hierbabuena.',
      'Bulgur wheat and ground beef with mint.',
    ],
    cents(8.5),
    {
      allergens: A(['gluten']),
    },
  );
  m.item(
    'risole',
    ['Risole de presunto e queijo', 'Risole de jamón y queso', 'Ham and cheese risole'],
    null,
    cents(8.5),
    {
      allergens: A(['gluten', 'milk', 'eggs']),
    },
  );
  m.item(
    'pastel-carne',
    ['Pastel de carne', 'Pastel de carne', 'Beef pastel'],
    [
      'Massa fina e crocante, frito na hora.',
      'Masa fina y crujiente, frita al momento.',
      'Thin crisp pastry, fried to order.',
    ],
    cents(11),
    {
      allergens: A(['gluten', 'eggs']),
    },
  );
  m.item(
    'bolinho-bacalhau',
    ['Bolinho de bacalhau', 'Buñuelo de bacalao', 'Salt cod fritter'],
    null,
    cents(12),
    {
      allergens: A(['fish', 'eggs', 'gluten']),
    },
  );
  m.sub(
    'salgados-assados',
    ['Assados e lanches', 'Horneados y sándwiches', 'Baked and sandwiches'],
    'salgado',
  );
  m.item(
    'pao-de-queijo',
    ['Pão de queijo (6 unidades)', 'Pan de queso (6 unidades)', 'Cheese bread (6)'],
    [
      'Receita mineira com polvilho e queijo meia-cura.',
      'Receta de Minas Gerais con almidón de yuca y queso curado.',
      'Minas Gerais recipe with cassava starch and aged cheese.',
    ],
    cents(12.9),
    {
      image: 'bread',
      important: true,
      label: 'Saindo do forno',
      allergens: A(['milk', 'eggs']),
      dietary: ['vegetarian', 'gluten_free'],
    },
  );
  m.item('empada-frango', ['Empada de frango', 'Empanadita de pollo', 'Chicken pie'], null, cents(9.5), {
    allergens: A(['gluten', 'milk', 'eggs']),
  });
  m.item('esfiha-carne', ['Esfiha de carne', 'Esfiha de carne', 'Beef sfiha'], null, cents(8), {
    allergens: A(['gluten']),
  });
  m.item(
    'enroladinho-salsicha',
    ['Enroladinho de salsicha', 'Enrollado de salchicha', 'Sausage roll'],
    null,
    cents(7.5),
    {
      allergens: A(['gluten', 'milk', 'eggs', 'mustard']),
    },
  );
  m.item(
    'misto-quente',
    ['Misto quente', 'Sándwich caliente de jamón y queso', 'Toasted ham and cheese'],
    null,
    cents(14.9),
    {
      image: 'sandwich',
      allergens: A(['gluten', 'milk']),
    },
  );
  m.item(
    'pao-na-chapa',
    ['Pão na chapa', 'Pan a la plancha', 'Griddled buttered roll'],
    [
      'Pão francês na chapa com manteiga.',
      'Pan francés a la plancha con mantequilla.',
      'French roll griddled with butter.',
    ],
    cents(7.9),
    {
      image: 'bread',
      allergens: A(['gluten', 'milk']),
      options: [griddleExtras],
    },
  );

  m.section('doces', ['Doces', 'Dulces', 'Sweets'], 'cake', { dietary: ['vegetarian'] });
  m.sub('bolos-tortas', ['Bolos e tortas', 'Pasteles y tortas', 'Cakes and tarts'], 'cake');
  m.item(
    'bolo-cenoura',
    [
      'Bolo de cenoura com chocolate (fatia)',
      'Torta de zanahoria con chocolate (porción)',
      'Carrot cake with chocolate (slice)',
    ],
    null,
    cents(11.9),
    {
      allergens: A(['gluten', 'milk', 'eggs']),
    },
  );
  m.item(
    'bolo-fuba',
    ['Bolo de fubá (fatia)', 'Torta de maíz (porción)', 'Cornmeal cake (slice)'],
    null,
    cents(9.9),
    {
      allergens: A(['milk', 'eggs'], ['gluten']),
    },
  );
  m.item(
    'torta-limao',
    ['Torta de limão (fatia)', 'Tarta de limón (porción)', 'Lime tart (slice)'],
    null,
    cents(14.9),
    {
      allergens: A(['gluten', 'milk', 'eggs']),
    },
  );
  m.item(
    'pudim',
    ['Pudim de leite (fatia)', 'Flan de leche (porción)', 'Milk flan (slice)'],
    null,
    cents(12.9),
    {
      image: 'flan',
      allergens: A(['milk', 'eggs']),
      dietary: ['vegetarian', 'gluten_free'],
    },
  );
  m.sub('docinhos', ['Docinhos', 'Dulces pequeños', 'Small sweets'], 'candy');
  m.item(
    'brigadeiro',
    ['Brigadeiro', 'Brigadeiro (trufa de chocolate)', 'Brigadeiro (chocolate truffle)'],
    null,
    cents(4.5),
    {
      allergens: A(['milk']),
      dietary: ['vegetarian', 'gluten_free'],
    },
  );
  m.item(
    'beijinho',
    ['Beijinho', 'Beijinho (trufa de coco)', 'Beijinho (coconut truffle)'],
    null,
    cents(4.5),
    {
      allergens: A(['milk']),
      dietary: ['vegetarian', 'gluten_free'],
    },
  );
  m.item(
    'quindim',
    ['Quindim', 'Quindim (flan de coco y yema)', 'Quindim (coconut custard)'],
    null,
    cents(8.9),
    {
      image: 'flan',
      allergens: A(['eggs']),
      dietary: ['vegetarian', 'gluten_free'],
    },
  );
  m.item(
    'pastel-de-nata',
    ['Pastel de nata', 'Pastel de nata', 'Portuguese custard tart'],
    null,
    cents(9.9),
    {
      image: 'croissant',
      allergens: A(['gluten', 'milk', 'eggs']),
      isNew: true,
    },
  );
  m.item(
    'caixa-brigadeiros',
    ['Caixa de brigadeiros (12 unidades)', 'Caja de brigadeiros (12 unidades)', 'Box of 12 brigadeiros'],
    null,
    cents(49.9),
    {
      allergens: A(['milk']),
      dietary: ['vegetarian', 'gluten_free'],
      promo: cents(44.9),
      label: 'Promoção',
      branches: { 'vila-madalena': 8, pinheiros: 3 },
    },
  );

  m.section('cafes', ['Cafés', 'Cafés', 'Coffee'], 'coffee');
  m.sub('cafes-espresso', ['Cafés', 'Cafés', 'Coffee drinks'], 'coffee');
  m.item(
    'espresso',
    ['Espresso', 'Espresso', 'Espresso'],
    ['Grãos do sul de Minas.', 'Granos del sur de Minas Gerais.', 'Beans from southern Minas Gerais.'],
    cents(6.5),
    {
      dietary: ['vegan', 'gluten_free'],
      options: [coffeeExtras],
    },
  );
  m.item('cafe-coado', ['Café coado', 'Café filtrado', 'Filter coffee'], null, cents(5.9), {
    dietary: ['vegan', 'gluten_free'],
    options: [size],
  });
  m.item('pingado', ['Pingado', 'Cortado (pingado)', 'Coffee with a dash of milk'], null, cents(7.9), {
    options: [size, milk],
  });
  m.item('cappuccino', ['Cappuccino', 'Capuchino', 'Cappuccino'], null, cents(12.9), {
    options: [size, milk, coffeeExtras],
  });
  m.item('cafe-com-leite', ['Café com leite', 'Café con leche', 'Coffee with milk'], null, cents(9.9), {
    options: [size, milk],
  });
  m.item('mocha', ['Mocha', 'Mocca', 'Mocha'], null, cents(14.9), { options: [size, milk, coffeeExtras] });
  m.sub(
    'bebidas-quentes',
    ['Outras bebidas quentes', 'Otras bebidas calientes', 'Other hot drinks'],
    'hot-chocolate',
  );
  m.item('chocolate-quente', ['Chocolate quente', 'Chocolate caliente', 'Hot chocolate'], null, cents(13.9), {
    allergens: A(['milk']),
    options: [size],
  });
  m.item(
    'cha',
    ['Chá de camomila ou hortelã', 'Té de manzanilla o hierbabuena', 'Chamomile or mint tea'],
    null,
    cents(6.9),
    {
      image: 'tea',
      dietary: ['vegan', 'gluten_free'],
    },
  );

  m.section('sucos', ['Sucos e vitaminas', 'Jugos y batidos', 'Juices and smoothies'], 'juice');
  m.sub('sucos-naturais', ['Sucos naturais', 'Jugos naturales', 'Fresh juices'], 'juice', {
    dietary: ['vegan', 'gluten_free'],
    options: [juiceSize],
  });
  m.item('suco-laranja', ['Suco de laranja', 'Jugo de naranja', 'Orange juice'], null, cents(10.9));
  m.item(
    'suco-abacaxi-hortela',
    ['Suco de abacaxi com hortelã', 'Jugo de piña con hierbabuena', 'Pineapple and mint juice'],
    null,
    cents(11.9),
  );
  m.item('suco-maracuja', ['Suco de maracujá', 'Jugo de maracuyá', 'Passion fruit juice'], null, cents(10.9));
  m.item(
    'limonada-suica',
    ['Limonada suíça', 'Limonada suiza', 'Swiss lemonade'],
    [
      'Limão batido com leite condensado.',
      'Limón licuado con leche condensada.',
      'Lime blended with condensed milk.',
    ],
    cents(11.9),
    {
      image: 'lemonade',
      allergens: A(['milk']),
      dietary: ['vegetarian', 'gluten_free'],
    },
  );
  m.item(
    'suco-verde',
    ['Suco verde', 'Jugo verde', 'Green juice'],
    [
      'Couve, maçã, gengibre e limão.',
      'Col rizada, manzana, jengibre y limón.',
      'Kale, apple, ginger and lime.',
    ],
    cents(12.9),
    {
      image: 'lemonade',
      isNew: true,
    },
  );
  m.sub('vitaminas', ['Vitaminas e açaí', 'Batidos y açaí', 'Smoothies and açaí'], 'milkshake');
  m.item(
    'vitamina-banana',
    ['Vitamina de banana com aveia', 'Batido de banano con avena', 'Banana and oat smoothie'],
    null,
    cents(13.9),
    {
      allergens: A(['milk', 'gluten']),
      dietary: ['vegetarian'],
    },
  );
  m.item(
    'acai-tigela',
    ['Açaí na tigela 300 ml', 'Açaí en bowl 300 ml', 'Açaí bowl 300 ml'],
    null,
    cents(19.9),
    {
      image: 'bowl',
      dietary: ['vegan', 'gluten_free'],
      options: [acaiToppings],
    },
  );

  m.banner({
    key: 'pao-de-queijo-quentinho',
    layout_type: 'carousel',
    image: img('bread'),
    title: {
      pt: 'Pão de queijo quentinho a cada 30 minutos',
      es: 'Pan de queso recién horneado cada 30 minutos',
      en: 'Warm cheese bread out of the oven every 30 minutes',
    },
    url: { tipe: 'producto', param: 'pao-de-queijo', target: '_self' },
  });
  m.banner({
    key: 'boas-vindas',
    layout_type: 'home',
    title: {
      pt: 'Bem-vindo à Padaria Aurora',
      es: 'Bienvenido a Padaria Aurora',
      en: 'Welcome to Padaria Aurora',
    },
    content_home: [
      '<h2>Bem-vindo à Padaria Aurora</h2>',
      '<p>Pão francês a toda hora, fermentação natural e o melhor pão de queijo da Vila Madalena.</p>',
      '<p>Aberto todos os dias das 6:00 às 21:00.</p>',
    ].join('\n'),
  });
  return m.catalog();
}

// ---------------------------------------------------------------------------------------------
// Café Alerce: Santiago coffee shop, CLP (0 decimals), one branch (providencia).

function cafeAlerce(): Catalog {
  const m = new Menu(esFirst);
  const o = m.opt.bind(m);
  const g = m.group.bind(m);

  const size = g('tamano', ['Tamaño', 'Size'], 1, 1, [
    o('chico', ['Chico', 'Small']),
    o('mediano', ['Mediano', 'Medium'], 500),
    o('grande', ['Grande', 'Large'], 900),
  ]);
  const milk = g('leche', ['Leche', 'Milk'], 1, 1, [
    o('entera', ['Entera', 'Whole'], 0, A(['milk'])),
    o('descremada', ['Descremada', 'Skimmed'], 0, A(['milk'])),
    o('sin-lactosa', ['Sin lactosa', 'Lactose-free'], 0, A(['milk'])),
    o('avena', ['Bebida de avena', 'Oat milk'], 600, A([], ['gluten'])),
    o('almendras', ['Bebida de almendras', 'Almond milk'], 700, A(['nuts'])),
  ]);
  const bread = g('pan', ['Pan', 'Bread'], 1, 1, [
    o('marraqueta', ['Marraqueta', 'Marraqueta roll'], 0, A(['gluten'])),
    o('frica', ['Frica', 'Soft bun (frica)'], 0, A(['gluten', 'milk'])),
    o('pan-amasado', ['Pan amasado', 'Homestyle bread'], 0, A(['gluten'])),
    o('integral', ['Integral', 'Wholemeal'], 500, A(['gluten'])),
  ]);
  const addOns = g('agregados', ['Agregados', 'Add-ons'], 0, 3, [
    o('palta', ['Palta', 'Avocado'], 1200),
    o('queso', ['Queso mantecoso', 'Mantecoso cheese'], 900, A(['milk'])),
    o('tomate', ['Tomate', 'Tomato'], 600),
    o('mayo-casera', ['Mayonesa casera', 'Homemade mayonnaise'], 500, A(['eggs'])),
    o('aji-verde', ['Ají verde', 'Green chilli'], 400),
  ]);

  m.section('cafe', ['Café', 'Coffee'], 'coffee');
  m.sub('cafe-espresso', ['Espresso y con leche', 'Espresso and milk drinks'], 'coffee');
  m.item(
    'espresso',
    ['Espresso', 'Espresso'],
    ['Tostado en Santiago, notas de cacao y nuez.', 'Roasted in Santiago, notes of cocoa and walnut.'],
    2200,
    {
      dietary: ['vegan', 'gluten_free'],
    },
  );
  m.item('cortado', ['Cortado', 'Cortado'], null, 2600, { options: [milk] });
  m.item('americano', ['Americano', 'Americano'], null, 2500, {
    options: [size],
    dietary: ['vegan', 'gluten_free'],
  });
  m.item('capuchino', ['Capuchino', 'Cappuccino'], null, 3400, { options: [size, milk], important: true });
  m.item('latte', ['Latte', 'Latte'], null, 3500, { options: [size, milk] });
  m.item('mocaccino', ['Mocaccino', 'Mocha'], null, 3900, { options: [size, milk] });
  m.sub('te-chocolate', ['Té y chocolate', 'Tea and chocolate'], 'tea');
  m.item(
    'te-hebras',
    ['Té en hebras', 'Loose-leaf tea'],
    ['Negro, verde o rooibos.', 'Black, green or rooibos.'],
    2500,
    {
      dietary: ['vegan', 'gluten_free'],
    },
  );
  m.item('chocolate-caliente', ['Chocolate caliente', 'Hot chocolate'], null, 3600, {
    image: 'hot-chocolate',
    options: [milk],
  });

  m.section('pasteleria', ['Pastelería', 'Pastries'], 'cake', { dietary: ['vegetarian'] });
  m.sub('kuchen-tortas', ['Kuchen y tortas', 'Kuchen and cakes'], 'cake');
  m.item(
    'kuchen-frambuesa',
    ['Kuchen de frambuesa', 'Raspberry kuchen'],
    ['Receta del sur de Chile, horneado cada mañana.', 'Southern Chilean recipe, baked every morning.'],
    3900,
    {
      allergens: A(['gluten', 'milk', 'eggs']),
      label: 'Últimas unidades',
      branches: { providencia: 2 },
    },
  );
  m.item(
    'torta-mil-hojas',
    ['Torta mil hojas', 'Mille-feuille cake'],
    ['Hojarasca con manjar y nueces.', 'Thin pastry layers with dulce de leche and walnuts.'],
    4500,
    {
      allergens: A(['gluten', 'milk', 'eggs', 'nuts']),
    },
  );
  m.item('pie-limon', ['Pie de limón', 'Lemon meringue pie'], null, 3900, {
    allergens: A(['gluten', 'milk', 'eggs']),
  });
  m.sub('del-horno', ['Del horno', 'From the oven'], 'croissant');
  m.item('medialuna', ['Medialuna', 'Croissant'], null, 1500, { allergens: A(['gluten', 'milk', 'eggs']) });
  m.item('alfajor-manjar', ['Alfajor de manjar', 'Dulce de leche alfajor'], null, 1800, {
    image: 'candy',
    allergens: A(['gluten', 'milk', 'eggs']),
  });
  m.item('berlin', ['Berlín de crema pastelera', 'Custard doughnut'], null, 2200, {
    image: 'bread',
    allergens: A(['gluten', 'milk', 'eggs']),
  });
  m.item('queque-naranja', ['Queque de naranja', 'Orange pound cake'], null, 2000, {
    image: 'cake',
    allergens: A(['gluten', 'milk', 'eggs']),
  });
  m.item('brownie', ['Brownie', 'Brownie'], null, 2500, {
    image: 'cake',
    allergens: A(['gluten', 'milk', 'eggs'], ['nuts']),
    isNew: true,
  });

  m.section('sandwiches', ['Sándwiches', 'Sandwiches'], 'sandwich');
  m.sub('sandwiches-clasicos', ['Clásicos chilenos', 'Chilean classics'], 'sandwich', {
    options: [bread, addOns],
  });
  m.item(
    'barros-luco',
    ['Barros Luco', 'Barros Luco'],
    ['Carne de vacuno a la plancha y queso derretido.', 'Griddled beef and melted cheese.'],
    7900,
    {
      allergens: A(['gluten', 'milk']),
      important: true,
    },
  );
  m.item(
    'barros-jarpa',
    ['Barros Jarpa', 'Barros Jarpa'],
    ['Jamón y queso derretido.', 'Ham and melted cheese.'],
    6900,
    {
      allergens: A(['gluten', 'milk']),
    },
  );
  m.item(
    'churrasco-italiano',
    ['Churrasco italiano', 'Churrasco italiano'],
    ['Carne de vacuno, tomate, palta y mayonesa casera.', 'Beef, tomato, avocado and homemade mayonnaise.'],
    8900,
    {
      allergens: A(['gluten', 'eggs']),
    },
  );
  m.item(
    'chacarero',
    ['Chacarero', 'Chacarero'],
    ['Carne de vacuno, porotos verdes, tomate y ají verde.', 'Beef, green beans, tomato and green chilli.'],
    8900,
    {
      allergens: A(['gluten']),
      dietary: ['spicy'],
    },
  );
  m.item(
    'ave-palta',
    ['Ave palta', 'Chicken and avocado'],
    ['Pollo desmenuzado con mayonesa y palta.', 'Shredded chicken with mayonnaise and avocado.'],
    6900,
    {
      allergens: A(['gluten', 'eggs']),
      promo: 5900,
      label: 'Promo almuerzo',
    },
  );
  m.sub('sandwiches-vegetarianos', ['Vegetarianos', 'Vegetarian'], 'sandwich', { dietary: ['vegetarian'] });
  m.item(
    'sandwich-vegetales',
    ['Vegetales asados', 'Roasted vegetables'],
    [
      'Berenjena, zapallo italiano, pimentón y queso de cabra.',
      'Aubergine, courgette, pepper and goat cheese.',
    ],
    6500,
    {
      allergens: A(['gluten', 'milk']),
      options: [bread],
    },
  );
  m.item(
    'tostadas-palta',
    ['Tostadas con palta', 'Avocado toast'],
    ['Pan de masa madre, palta, tomate y semillas.', 'Sourdough, avocado, tomato and seeds.'],
    4900,
    {
      image: 'bread',
      allergens: A(['gluten', 'sesame']),
      dietary: ['vegan'],
    },
  );

  m.banner({
    key: 'kuchen-del-sur',
    layout_type: 'carousel',
    image: img('cake'),
    title: { es: 'Kuchen del sur, horneados cada mañana', en: 'Southern kuchen, baked every morning' },
    url: { tipe: 'categoria', param: 'kuchen-tortas', target: '_self' },
  });
  return m.catalog();
}

// ---------------------------------------------------------------------------------------------
// Cine Estelar: cinema snack bar, COP, branches andino and titan, delivered to the seat only.

function cineEstelar(): Catalog {
  const m = new Menu(esFirst);
  const o = m.opt.bind(m);
  const g = m.group.bind(m);

  const popcornFlavour = g('sabor-crispetas', ['Sabor de las crispetas', 'Popcorn flavour'], 1, 1, [
    o('sal', ['Sal', 'Salted'], 0, A(['milk'])),
    o('caramelo', ['Caramelo', 'Caramel'], 2000, A(['milk'])),
    o('mixtas', ['Mixtas (sal y caramelo)', 'Mixed (salted and caramel)'], 2000, A(['milk'])),
    o('queso', ['Queso cheddar', 'Cheddar cheese'], 4000, A(['milk'])),
  ]);
  const drinkChoices = (key: string, name: Words) =>
    g(key, name, 1, 1, [
      o('coca-cola', ['Coca-Cola', 'Coca-Cola']),
      o('coca-cola-zero', ['Coca-Cola Sin Azúcar', 'Coca-Cola Zero']),
      o('manzana', ['Manzana Postobón', 'Manzana apple soda']),
      o('agua', ['Agua sin gas', 'Still water']),
      o('te', ['Té frío de limón', 'Iced lemon tea'], 1500),
    ]);
  const sodaFlavour = g('sabor-gaseosa', ['Sabor', 'Flavour'], 1, 1, [
    o('coca-cola', ['Coca-Cola', 'Coca-Cola']),
    o('coca-cola-zero', ['Coca-Cola Sin Azúcar', 'Coca-Cola Zero']),
    o('manzana', ['Manzana Postobón', 'Manzana apple soda']),
    o('naranja', ['Naranja Postobón', 'Orange soda']),
  ]);
  const familySnack = g('snack', ['Snack', 'Snack'], 1, 1, [
    o('nachos', ['Nachos con queso', 'Nachos with cheese'], 0, A(['milk'])),
    o('perro', ['Perro caliente', 'Hot dog'], 3000, A(['gluten', 'milk', 'mustard'])),
    o('chocolatina', ['Chocolatina grande', 'Large chocolate bar'], 0, A(['milk'], ['nuts', 'peanuts'])),
  ]);
  const nachoExtras = g('adiciones-nachos', ['Adiciones', 'Extras'], 0, 2, [
    o('jalapenos', ['Jalapeños', 'Jalapeños'], 2000),
    o('guacamole', ['Guacamole', 'Guacamole'], 4000),
    o('carne', ['Carne molida', 'Ground beef'], 5000),
  ]);
  const hotDogSauces = g('salsas-perro', ['Salsas', 'Sauces'], 0, 4, [
    o('tomate', ['Salsa de tomate', 'Ketchup']),
    o('mostaza', ['Mostaza', 'Mustard'], 0, A(['mustard'])),
    o('mayonesa', ['Mayonesa', 'Mayonnaise'], 0, A(['eggs'])),
    o('pina', ['Salsa de piña', 'Pineapple sauce']),
  ]);

  m.section('crispetas', ['Crispetas', 'Popcorn'], 'popcorn', { services: ['on_table'] });
  m.sub('crispetas-sal', ['De sal', 'Salted'], 'popcorn', {
    allergens: A(['milk']),
    dietary: ['vegetarian', 'gluten_free'],
  });
  m.item(
    'crispetas-sal-pequenas',
    ['Crispetas de sal pequeñas', 'Small salted popcorn'],
    ['85 g.', '85 g.'],
    9900,
  );
  m.item(
    'crispetas-sal-medianas',
    ['Crispetas de sal medianas', 'Medium salted popcorn'],
    ['130 g.', '130 g.'],
    13900,
  );
  m.item(
    'crispetas-sal-grandes',
    ['Crispetas de sal grandes', 'Large salted popcorn'],
    ['170 g.', '170 g.'],
    17900,
    { important: true },
  );
  m.sub('crispetas-dulces', ['Dulces y mixtas', 'Sweet and mixed'], 'popcorn', {
    allergens: A(['milk']),
    dietary: ['vegetarian', 'gluten_free'],
  });
  m.item(
    'crispetas-caramelo-medianas',
    ['Crispetas de caramelo medianas', 'Medium caramel popcorn'],
    null,
    15900,
  );
  m.item(
    'crispetas-caramelo-grandes',
    ['Crispetas de caramelo grandes', 'Large caramel popcorn'],
    null,
    19900,
  );
  m.item(
    'crispetas-mixtas-grandes',
    ['Crispetas mixtas grandes', 'Large mixed popcorn'],
    ['Mitad sal, mitad caramelo.', 'Half salted, half caramel.'],
    19900,
  );
  m.item(
    'crispetas-queso-grandes',
    ['Crispetas de queso cheddar grandes', 'Large cheddar popcorn'],
    null,
    21900,
    { isNew: true, label: 'Nuevo' },
  );

  m.section('combos', ['Combos', 'Combos'], 'combo', { services: ['on_table'] });
  m.sub('combos-cine', ['Combos', 'Combos'], 'combo', { allergens: A(['milk']) });
  m.item(
    'combo-personal',
    ['Combo personal', 'Single combo'],
    ['Crispetas medianas y una gaseosa mediana.', 'Medium popcorn and a medium soda.'],
    24900,
    {
      options: [popcornFlavour, drinkChoices('bebida', ['Bebida', 'Drink'])],
    },
  );
  m.item(
    'combo-pareja',
    ['Combo pareja', 'Couple combo'],
    ['Crispetas grandes y dos gaseosas medianas.', 'Large popcorn and two medium sodas.'],
    39900,
    {
      promo: 35900,
      important: true,
      label: 'Más vendido',
      options: [
        popcornFlavour,
        drinkChoices('bebida-1', ['Primera bebida', 'First drink']),
        drinkChoices('bebida-2', ['Segunda bebida', 'Second drink']),
      ],
    },
  );
  m.item(
    'combo-familiar',
    ['Combo familiar', 'Family combo'],
    [
      'Crispetas gigantes, cuatro gaseosas medianas y un snack.',
      'Giant popcorn, four medium sodas and a snack.',
    ],
    62900,
    {
      options: [popcornFlavour, sodaFlavour, familySnack],
    },
  );
  m.item(
    'combo-nachos',
    ['Combo nachos', 'Nachos combo'],
    ['Nachos con queso y una gaseosa mediana.', 'Nachos with cheese and a medium soda.'],
    27900,
    {
      image: 'nachos',
      options: [drinkChoices('bebida', ['Bebida', 'Drink']), nachoExtras],
    },
  );

  m.section('bebidas', ['Bebidas', 'Drinks'], 'soda', { services: ['on_table'] });
  m.sub('bebidas-cine', ['Gaseosas y más', 'Sodas and more'], 'soda', { dietary: ['vegan', 'gluten_free'] });
  m.item('gaseosa-mediana', ['Gaseosa mediana', 'Medium soda'], ['22 oz.', '22 oz.'], 8900, {
    options: [sodaFlavour],
  });
  m.item('gaseosa-grande', ['Gaseosa grande', 'Large soda'], ['32 oz.', '32 oz.'], 10900, {
    options: [sodaFlavour],
  });
  m.item('agua', ['Agua sin gas 600 ml', 'Still water 600 ml'], null, 5500, { image: 'water' });
  m.item('te-frio', ['Té frío de limón', 'Iced lemon tea'], null, 7900, { image: 'lemonade' });
  m.item('granizado-cola', ['Granizado de cola', 'Cola slush'], null, 9900, { isNew: true });
  m.item(
    'cerveza-club',
    ['Club Colombia Dorada 330 ml', 'Club Colombia Dorada 330 ml'],
    ['Solo en salas VIP.', 'VIP screens only.'],
    11900,
    {
      image: 'beer-bottle',
      alcoholic: true,
      allergens: A(['gluten']),
      dietary: [],
      branches: { titan: null },
    },
  );

  m.section('snacks', ['Snacks', 'Snacks'], 'nachos', { services: ['on_table'] });
  m.sub('snacks-calientes', ['Calientes', 'Hot snacks'], 'nachos');
  m.item(
    'nachos-queso',
    ['Nachos con queso', 'Nachos with cheese'],
    ['Totopos de maíz con salsa de queso cheddar.', 'Corn chips with cheddar cheese sauce.'],
    16900,
    {
      allergens: A(['milk']),
      dietary: ['vegetarian', 'gluten_free'],
      options: [nachoExtras],
    },
  );
  m.item(
    'perro-caliente',
    ['Perro caliente', 'Hot dog'],
    ['Salchicha americana, papitas ripio y queso.', 'Frankfurter, crispy potato sticks and cheese.'],
    14900,
    {
      image: 'sandwich',
      allergens: A(['gluten', 'milk']),
      options: [hotDogSauces],
    },
  );
  m.sub('dulces', ['Dulces', 'Sweets'], 'candy');
  m.item('chocolatina', ['Chocolatina grande', 'Large chocolate bar'], null, 5900, {
    allergens: A(['milk'], ['nuts', 'peanuts']),
  });
  m.item('gomitas', ['Gomitas surtidas', 'Assorted gummies'], null, 6900, { dietary: ['gluten_free'] });
  m.item('mani-salado', ['Maní salado', 'Salted peanuts'], null, 4900, {
    allergens: A(['peanuts']),
    dietary: ['vegan', 'gluten_free'],
    promo: 3900,
  });
  m.item('chocolates-confitados', ['Chocolates confitados', 'Candy-coated chocolates'], null, 8900, {
    allergens: A(['milk', 'peanuts']),
  });

  m.banner({
    key: 'combo-pareja',
    layout_type: 'carousel',
    image: img('combo'),
    title: { es: 'Combo pareja a $35.900', en: 'Couple combo for $35,900' },
    url: { tipe: 'producto', param: 'combo-pareja', target: '_self' },
  });
  return m.catalog();
}

// ---------------------------------------------------------------------------------------------
// Pizzería Vesubio (locked venue): a small valid catalogue, COP.

function pizzeriaVesubio(): Catalog {
  const m = new Menu(esFirst);
  const o = m.opt.bind(m);
  const g = m.group.bind(m);

  const size = g('tamano', ['Tamaño', 'Size'], 1, 1, [
    o('personal', ['Personal (4 porciones)', 'Personal (4 slices)']),
    o('mediana', ['Mediana (8 porciones)', 'Medium (8 slices)'], 14000),
    o('familiar', ['Familiar (12 porciones)', 'Family (12 slices)'], 26000),
  ]);
  const toppings = g('ingredientes-extra', ['Ingredientes extra', 'Extra toppings'], 0, 3, [
    o('champinones', ['Champiñones', 'Mushrooms'], 4000),
    o('aceitunas', ['Aceitunas negras', 'Black olives'], 4000),
    o('jamon', ['Jamón', 'Ham'], 5000),
    o('pepperoni', ['Pepperoni', 'Pepperoni'], 5000),
    o('burrata', ['Burrata', 'Burrata'], 9000, A(['milk'])),
  ]);

  m.section('pizzas', ['Pizzas', 'Pizzas'], 'pizza', {
    options: [size, toppings],
    allergens: A(['gluten', 'milk']),
  });
  m.sub('pizzas-clasicas', ['Clásicas', 'Classics'], 'pizza');
  m.item(
    'margarita',
    ['Margarita', 'Margherita'],
    [
      'Tomate San Marzano, mozzarella fior di latte y albahaca.',
      'San Marzano tomato, fior di latte mozzarella and basil.',
    ],
    32900,
    {
      dietary: ['vegetarian'],
      important: true,
    },
  );
  m.item(
    'napolitana',
    ['Napolitana', 'Napoletana'],
    [
      'Tomate, mozzarella, anchoas, alcaparras y orégano.',
      'Tomato, mozzarella, anchovies, capers and oregano.',
    ],
    34900,
    {
      allergens: A(['gluten', 'milk', 'fish']),
    },
  );
  m.item(
    'pepperoni',
    ['Pepperoni', 'Pepperoni'],
    ['Tomate, mozzarella y pepperoni.', 'Tomato, mozzarella and pepperoni.'],
    36900,
  );
  m.sub('pizzas-especiales', ['De la casa', 'House specials'], 'pizza');
  m.item(
    'cuatro-quesos',
    ['Cuatro quesos', 'Four cheese'],
    [
      'Mozzarella, gorgonzola, parmesano y queso de cabra.',
      'Mozzarella, gorgonzola, parmesan and goat cheese.',
    ],
    39900,
    {
      dietary: ['vegetarian'],
    },
  );
  m.item(
    'vesubio',
    ['Vesubio', 'Vesuvius'],
    ['Salami picante, nduja, mozzarella y miel de ají.', 'Spicy salami, nduja, mozzarella and chilli honey.'],
    41900,
    {
      dietary: ['spicy'],
      isNew: true,
      label: 'Picante',
    },
  );
  return m.catalog();
}

// ---------------------------------------------------------------------------------------------
// Checks beyond the schema: keys, references, prices, images.

function checkCatalog(file: string, catalog: Catalog, branchSlugs: string[]): string[] {
  const problems: string[] = [];
  const flat: Category[] = [];
  for (const main of catalog.categories) {
    flat.push(main);
    if (!main.children?.length) problems.push(`main category ${main.key} has no sub categories`);
    for (const sub of main.children ?? []) {
      flat.push(sub);
      if (sub.children?.length) problems.push(`category ${sub.key} is nested deeper than main -> sub`);
    }
  }
  const unique = (what: string, keys: string[]) => {
    const seen = new Set<string>();
    for (const key of keys) {
      if (seen.has(key)) problems.push(`duplicate ${what} key ${key}`);
      seen.add(key);
    }
  };
  unique(
    'category',
    flat.map((c) => c.key),
  );
  unique(
    'product',
    catalog.products.map((p) => p.key),
  );
  unique(
    'banner',
    catalog.banners.map((b) => b.key),
  );
  const subKeys = new Set(flat.filter((c) => !catalog.categories.includes(c)).map((c) => c.key));
  const categoryKeys = new Set(flat.map((c) => c.key));
  const productKeys = new Set(catalog.products.map((p) => p.key));
  const branches = new Set(branchSlugs);
  const imageExists = (ref: string | null | undefined) =>
    !ref || existsSync(join(demoDir, ref)) || images.has(ref.replace(/^assets\/menu\/(.*)\.svg$/, '$1'));

  for (const c of flat)
    if (!imageExists(c.image)) problems.push(`category ${c.key}: missing image ${c.image}`);
  const usedCategories = new Set<string>();
  for (const p of catalog.products) {
    const at = `product ${p.key}`;
    usedCategories.add(p.category);
    if (!subKeys.has(p.category)) problems.push(`${at}: category ${p.category} is not a sub category`);
    if (!imageExists(p.image)) problems.push(`${at}: missing image ${p.image}`);
    if (p.promo_price !== undefined && p.promo_price >= p.price)
      problems.push(`${at}: promo_price not below price`);
    if (Boolean(p.is_promo) !== (p.promo_price !== undefined))
      problems.push(`${at}: is_promo without promo_price`);
    if (!p.name.es || (p.name.en === undefined && p.name.pt === undefined))
      problems.push(`${at}: name needs es and en/pt`);
    for (const slug of Object.keys(p.branches ?? {})) {
      if (!branches.has(slug)) problems.push(`${at}: unknown branch ${slug}`);
    }
    for (const w of p.availability ?? [])
      if (w.from >= w.to) problems.push(`${at}: availability ${w.from}-${w.to}`);
    unique(
      `option group of ${p.key}`,
      (p.option_groups ?? []).map((g) => g.key),
    );
    for (const group of p.option_groups ?? []) {
      unique(
        `option of ${p.key}/${group.key}`,
        group.options.map((o) => o.key),
      );
      const available = group.options.filter((o) => o.available !== false).length;
      if (group.min > available) problems.push(`${at}: group ${group.key} needs more available options`);
    }
  }
  for (const key of subKeys)
    if (!usedCategories.has(key)) problems.push(`sub category ${key} has no products`);
  for (const b of catalog.banners) {
    const at = `banner ${b.key}`;
    if (!imageExists(b.image)) problems.push(`${at}: missing image ${b.image}`);
    if (b.url?.tipe === 'producto' && !productKeys.has(b.url.param)) problems.push(`${at}: unknown product`);
    if (b.url?.tipe === 'categoria' && !categoryKeys.has(b.url.param))
      problems.push(`${at}: unknown category`);
    if (b.url?.tipe === 'externo' && !/^https:\/\//.test(b.url.param)) problems.push(`${at}: external URL`);
    for (const slug of b.branches ?? [])
      if (!branches.has(slug)) problems.push(`${at}: unknown branch ${slug}`);
  }
  return problems.map((problem) => `${file}: ${problem}`);
}

// ---------------------------------------------------------------------------------------------
// JSON output: the catalog member is formatted like the repository's formatter (Biome, 2 spaces,
// 110 columns) and spliced into the venue file, leaving every other byte of the file as it was.

const LINE_WIDTH = 110;

function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

function depth(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depth));
}

/** Small values on one line when they fit, everything else one member per line. */
function pretty(value: unknown, indent: number, prefix: number): string {
  const flat = inline(value);
  const objectsOnly =
    Array.isArray(value) && value.length > 1 && value.every((v) => v !== null && typeof v === 'object');
  if (value === null || typeof value !== 'object') return flat;
  if (!objectsOnly && depth(value) <= 2 && indent + prefix + flat.length + 1 <= LINE_WIDTH) return flat;
  const pad = ' '.repeat(indent + 2);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => pad + pretty(v, indent + 2, 0)).join(',\n')}\n${' '.repeat(indent)}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([k, v]) => {
    const key = `${JSON.stringify(k)}: `;
    return pad + key + pretty(v, indent + 2, key.length);
  });
  return `{\n${lines.join(',\n')}\n${' '.repeat(indent)}}`;
}

let biomeWorks: boolean | null = null;

/** Formats a whole JSON document with the repository's Biome, when it is installed. */
function biomeFormat(text: string, name: string): string {
  if (biomeWorks === false) return text;
  const bin = join(root, 'node_modules/.bin/biome');
  if (!existsSync(bin)) {
    biomeWorks = false;
    return text;
  }
  const result = spawnSync(bin, ['format', `--stdin-file-path=${name}`], {
    cwd: root,
    input: text,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0 || !result.stdout) {
    biomeWorks = false;
    console.warn(`biome format failed, keeping the script's own layout: ${result.stderr}`);
    return text;
  }
  biomeWorks = true;
  return result.stdout;
}

/** The text of the "catalog" member (`"catalog": {...}`) at the top level of a venue file. */
function catalogMember(catalog: Catalog, file: string): string {
  const document = biomeFormat(`{\n  "catalog": ${pretty(catalog, 2, 11)}\n}\n`, `venues/demo/${file}`);
  const start = document.indexOf('"catalog": ');
  const end = document.lastIndexOf('}', document.lastIndexOf('}') - 1);
  if (start < 0 || end < start) throw new Error('unexpected formatter output');
  return document.slice(start, end + 1);
}

interface Span {
  key: string;
  start: number;
  end: number;
}

/** The top-level members of a JSON object text: where each key starts and its value ends. */
function topLevelMembers(text: string): Span[] {
  const spans: Span[] = [];
  let depthNow = 0;
  let i = 0;
  let current: { key: string; start: number } | null = null;
  let expectKey = false;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (depthNow === 1 && expectKey) {
        current = { key: JSON.parse(text.slice(i, j + 1)) as string, start: i };
        expectKey = false;
      }
      i = j + 1;
      continue;
    }
    if (ch === '{' || ch === '[') {
      depthNow++;
      if (depthNow === 1) expectKey = true;
    } else if (ch === '}' || ch === ']') {
      if (depthNow === 1 && current) {
        spans.push({ ...current, end: lastValueEnd(text, i) });
        current = null;
      }
      depthNow--;
    } else if (ch === ',' && depthNow === 1) {
      if (current) spans.push({ ...current, end: lastValueEnd(text, i) });
      current = null;
      expectKey = true;
    }
    i++;
  }
  return spans;
}

/** The end (exclusive) of the value before position `i`, skipping whitespace. */
function lastValueEnd(text: string, i: number): number {
  let j = i;
  while (j > 0 && /\s/.test(text[j - 1]!)) j--;
  return j;
}

/** The venue file with its catalog member replaced (or appended as the last member). */
function withCatalog(text: string, catalog: Catalog, file: string): string {
  const member = catalogMember(catalog, file);
  const spans = topLevelMembers(text);
  const existing = spans.find((s) => s.key === 'catalog');
  let next: string;
  if (existing) {
    next = text.slice(0, existing.start) + member + text.slice(existing.end);
  } else {
    const last = spans.at(-1);
    if (!last) throw new Error(`${file}: not a JSON object`);
    next = `${text.slice(0, last.end)},\n  ${member}${text.slice(last.end)}`;
  }
  // Nothing but the catalog may change.
  const before = JSON.parse(text) as Record<string, unknown>;
  const after = JSON.parse(next) as Record<string, unknown>;
  if (!isDeepStrictEqual(after, { ...before, catalog: JSON.parse(JSON.stringify(catalog)) })) {
    throw new Error(`${file}: splicing the catalog changed something else`);
  }
  return next;
}

// ---------------------------------------------------------------------------------------------

function main(): void {
  defineImages();
  const venues: [string, () => Catalog][] = [
    ['la-brasa.json', laBrasa],
    ['taqueria-el-sol.json', taqueriaElSol],
    ['padaria-aurora.json', padariaAurora],
    ['cafe-alerce.json', cafeAlerce],
    ['cine-estelar.json', cineEstelar],
    ['pizzeria-vesubio.json', pizzeriaVesubio],
  ];

  const problems: string[] = [];
  const outputs: [string, string][] = [];
  const usedImages = new Set<string>();
  for (const [file, build] of venues) {
    const path = join(demoDir, file);
    const text = readFileSync(path, 'utf8');
    const venue = JSON.parse(text) as { suppliers: { slug: string }[] };
    const catalog = build();
    problems.push(
      ...checkCatalog(
        file,
        catalog,
        venue.suppliers.map((s) => s.slug),
      ),
    );
    const parsed = venueImportSchema.safeParse({ ...venue, catalog });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${file}: ${issue.path.join('.')}: ${issue.message}`);
    }
    const refs = JSON.stringify(catalog).match(/assets\/menu\/[a-z0-9-]+\.svg/g) ?? [];
    for (const ref of refs) usedImages.add(ref.slice('assets/menu/'.length, -'.svg'.length));
    outputs.push([path, withCatalog(text, catalog, file)]);
    const c = catalog;
    const subs = c.categories.reduce((n, main) => n + (main.children?.length ?? 0), 0);
    console.log(
      `${file.padEnd(24)} ${String(c.products.length).padStart(4)} products, ${c.categories.length} main / ${subs} sub categories, ${c.banners.length} banners`,
    );
  }
  for (const [name, svg] of images) {
    if (!usedImages.has(name)) problems.push(`image ${name} is not used by any menu`);
    if (Buffer.byteLength(svg) > 1536)
      problems.push(`image ${name} is ${Buffer.byteLength(svg)} bytes (over 1.5 KB)`);
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }

  const imageFiles: [string, string][] = [...images].map(([name, svg]) => [
    join(menuDir, `${name}.svg`),
    svg,
  ]);
  const stale = existsSync(menuDir)
    ? readdirSync(menuDir).filter((f) => f.endsWith('.svg') && !images.has(f.slice(0, -4)))
    : [];
  const bytes = imageFiles.reduce((n, [, svg]) => n + Buffer.byteLength(svg), 0);
  console.log(`${images.size} menu images, ${bytes} bytes in total`);

  if (checkOnly) {
    const differs = [...outputs, ...imageFiles].filter(
      ([path, content]) => !existsSync(path) || readFileSync(path, 'utf8') !== content,
    );
    for (const [path] of differs) console.error(`not up to date: ${path}`);
    for (const f of stale) console.error(`stale image: ${join(menuDir, f)}`);
    if (differs.length > 0 || stale.length > 0) process.exit(1);
    return;
  }
  mkdirSync(menuDir, { recursive: true });
  for (const f of stale) rmSync(join(menuDir, f));
  for (const [path, content] of [...imageFiles, ...outputs]) {
    if (!existsSync(path) || readFileSync(path, 'utf8') !== content) writeFileSync(path, content);
  }
}

main();
