import { describe, expect, it } from 'vitest';
import { type CatalogImport, catalogImportSchema } from './catalog.schema.ts';
import { normalizeCatalog } from './catalog-changes.rules.ts';
import {
  catalogSheets,
  catalogToSheets,
  parseSheetAmount,
  type ReadRow,
  sheetsToCatalog,
} from './catalog-sheets.rules.ts';

const catalog: CatalogImport = catalogImportSchema.parse({
  categories: [
    { key: 'food', name: { es: 'Comida', en: 'Food' }, children: [{ key: 'soups', name: { es: 'Sopas' } }] },
  ],
  option_groups: [
    {
      key: 'drinks',
      name: { es: 'Bebida' },
      options: [{ key: 'lulo', name: { es: 'Jugo de lulo' }, price: 300 }],
    },
  ],
  products: [
    {
      key: 'ajiaco',
      shared_option_groups: ['drinks'],
      prices: [
        { branch: 'centro', price: 2_500_000 },
        { service: 'delivery', price: 2_600_000 },
        { branch: 'norte', service: 'on_table', price: 2_400_050 },
      ],
      category: 'soups',
      name: { es: '=Ajiaco', pt: 'Ajiaco' },
      description: { es: '-con pollo' },
      price: 2_450_050,
      promo_price: 2_000_000,
      services: ['on_table', 'take_away'],
      availability: [{ days: [1, 2], from: '12:00', to: '15:00' }],
      allergens: { contains: ['milk'], may_contain: ['gluten'] },
      dietary: ['spicy'],
      images: ['/media/0123456789abcdef.jpg', 'https://cdn.example/a,b.png'],
      branches: { centro: { stock: 4 } },
      option_groups: [
        {
          key: 'size',
          name: { es: 'Tamaño' },
          min: 1,
          max: 1,
          required: true,
          options: [
            { key: 'small', name: { es: 'Pequeña' }, price: 0 },
            { key: 'large', name: { es: '@Grande' }, price: 150 },
          ],
        },
      ],
    },
  ],
});

function rowsOf(sheets: ReturnType<typeof catalogToSheets>): ReadRow[] {
  return catalogSheets.flatMap((sheet) => sheets[sheet].map((cells, i) => ({ sheet, row: i + 2, cells })));
}

describe('catalogToSheets and sheetsToCatalog (the item library)', () => {
  it('gives back the catalogue it wrote, formula-looking texts included', () => {
    const sheets = catalogToSheets(catalog, 'USD', ['centro', 'norte']);
    expect(sheets.products[0]!.name_es).toBe("'=Ajiaco");
    expect(sheets.products[0]!.price).toBe('24500.50');
    expect(sheets.products[0]!['sold_at [norte]']).toBe('no');
    expect(sheets.products[0]!.prices).toBe('centro=25000.00; delivery=26000.00; norte/on_table=24000.50');
    expect(sheets.products[0]!.images).toBe('/media/0123456789abcdef.jpg | https://cdn.example/a,b.png');
    const read = sheetsToCatalog(rowsOf(sheets), 'USD');
    expect(read.issues).toEqual([]);
    const back = catalogImportSchema.parse({ ...read.catalog, banners: [] });
    expect(normalizeCatalog(back, ['centro', 'norte'])).toEqual(
      normalizeCatalog(catalog, ['centro', 'norte']),
    );
  });

  it('names the row and column of a price that is not a positive amount, and keeps the others', () => {
    const sheets = catalogToSheets(catalog, 'USD', ['centro']);
    sheets.products[0]!.price = '-3';
    const read = sheetsToCatalog(rowsOf(sheets), 'USD');
    expect(read.issues).toEqual([
      expect.objectContaining({ sheet: 'products', row: 2, column: 'price', key: 'import_cell_amount' }),
    ]);
  });

  it('refuses a product priced at zero, naming its row and column (an option may be free)', () => {
    const sheets = catalogToSheets(catalog, 'USD', ['centro']);
    sheets.products[0]!.price = '0';
    const read = sheetsToCatalog(rowsOf(sheets), 'USD');
    expect(read.issues).toEqual([
      expect.objectContaining({ sheet: 'products', row: 2, column: 'price', key: 'import_cell_amount' }),
    ]);
  });

  it('reads the extra photos of a product in their order, separated by | or spaces, and refuses more than 8', () => {
    const sheets = catalogToSheets(catalog, 'USD', ['centro']);
    sheets.products[0]!.images = ' /media/a.jpg|/media/b.jpg  /media/c.jpg ';
    const read = sheetsToCatalog(rowsOf(sheets), 'USD');
    expect(read.catalog.products[0]!.images).toEqual(['/media/a.jpg', '/media/b.jpg', '/media/c.jpg']);
    sheets.products[0]!.images = '';
    expect(sheetsToCatalog(rowsOf(sheets), 'USD').catalog.products[0]!.images).toEqual([]);
    sheets.products[0]!.images = Array.from({ length: 9 }, (_, i) => `/media/${i}.jpg`).join(' ');
    expect(sheetsToCatalog(rowsOf(sheets), 'USD').issues).toEqual([
      expect.objectContaining({ sheet: 'products', row: 2, column: 'images' }),
    ]);
  });

  it('reads prices in major units with no more decimals than the currency has', () => {
    expect(parseSheetAmount('12.50', 'USD')).toBe(1250);
    expect(parseSheetAmount('12,5', 'BRL')).toBe(1250);
    expect(parseSheetAmount('12000', 'COP')).toBe(12000);
    expect(parseSheetAmount('0', 'COP')).toBe(0);
    for (const bad of ['12.5', '-1', '1e20', '12.505', '1,000.00', '', 'abc']) {
      expect(parseSheetAmount(bad, bad === '12.5' ? 'COP' : 'USD')).toBeNull();
    }
  });
});
