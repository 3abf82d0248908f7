import { localized, unitPrice } from '@storefront/domain/catalog/cart.rules';
import type { CatalogService, Localized, MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import { formatMoney } from '@storefront/domain/money/money';
import { FieldInput, FieldSelect } from '@storefront/ui/components/field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

// One line of the menu as the staff pick it (ADR 112): the product, how many, its options and a
// note. The console shows the price the diner's menu shows; the server checks and prices it again
// with the same rules (cart.rules), so a stale menu is refused, never charged.

export interface Line {
  productId: string;
  count: string;
  options: Record<string, string[]>;
  note: string;
}

export const emptyLine: Line = { productId: '', count: '1', options: {}, note: '' };

/** The line as the API takes it (`cartLineInputSchema`). */
export function lineBody(line: Line) {
  return {
    product_id: line.productId,
    count: Number(line.count),
    options: line.options,
    note: line.note.trim() || null,
  };
}

export function LinePicker({
  products,
  service,
  currency,
  line,
  onChange,
}: {
  products: MenuProduct[];
  service: CatalogService;
  currency: string;
  line: Line;
  onChange: (line: Line) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const offered = products.filter((product) => product.services.includes(service));
  const product = offered.find((p) => p.id === line.productId);
  const toggle = (group: string, option: string, single: boolean) => {
    const chosen = line.options[group] ?? [];
    const next = chosen.includes(option)
      ? chosen.filter((id) => id !== option)
      : single
        ? [option]
        : [...chosen, option];
    onChange({ ...line, options: { ...line.options, [group]: next } });
  };
  return (
    <>
      <FieldSelect
        label={t('orderEntry.product')}
        value={line.productId}
        required
        onChange={(event) => onChange({ ...emptyLine, productId: event.target.value })}
      >
        <option value="">{t('orderEntry.chooseProduct')}</option>
        {offered.map((p) => (
          <option key={p.id} value={p.id}>
            {localized(p.name, lang)} · {formatMoney(unitPrice(p, {}, service), currency)}
          </option>
        ))}
      </FieldSelect>
      {product?.option_groups.map((group) => {
        const single = group.max === 1;
        return (
          <fieldset key={group.id} className="flex flex-col gap-1">
            <legend className="font-semibold">
              {localized(group.name, lang)}
              {group.required ? ` (${t('orderEntry.required')})` : ''}
            </legend>
            {group.options.map((option) => (
              <label key={option.id} className="flex min-h-11 items-center gap-3">
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={`group-${group.id}`}
                  className="size-6"
                  disabled={!option.available}
                  checked={(line.options[group.id] ?? []).includes(option.id)}
                  onChange={() => toggle(group.id, option.id, single)}
                />
                <span>
                  {localized(option.name, lang)}
                  {option.price > 0 ? ` +${formatMoney(option.price, currency)}` : ''}
                </span>
              </label>
            ))}
          </fieldset>
        );
      })}
      <FieldInput
        label={t('orderEntry.count')}
        type="number"
        inputMode="numeric"
        min={1}
        max={99}
        required
        value={line.count}
        onChange={(event) => onChange({ ...line, count: event.target.value })}
      />
      <FieldInput
        label={t('orderEntry.note')}
        value={line.note}
        maxLength={300}
        onChange={(event) => onChange({ ...line, note: event.target.value })}
      />
    </>
  );
}

/** A line's words: "2× Picada (Extra queso) · Note: sin sal". */
export function lineText(
  item: { count: number; name: Localized; option_names: Localized[] },
  lang: string,
): string {
  const options = item.option_names.map((o) => localized(o, lang)).join(', ');
  return `${item.count}× ${localized(item.name, lang)}${options ? ` (${options})` : ''}`;
}
