import { localized } from '@storefront/domain/catalog/cart.rules';
import type { MenuOptionGroup } from '@storefront/domain/catalog/catalog.schema';
import { formatMoney } from '@storefront/domain/money/money';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import {
  atMaximum,
  type Chosen,
  groupHint,
  isRequired,
  isSingleChoice,
  toggleOption,
} from '../model/product-form.ts';
import { AllergenList } from './allergen-list.tsx';

const choice =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 has-[:checked]:border-brand has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

/** Option groups (spec §5): radios for a single choice, checkboxes up to the maximum, with the
 * min/max/required hint in the legend. */
export function OptionGroups({
  groups,
  chosen,
  onChange,
  lang,
  currency,
}: {
  groups: MenuOptionGroup[];
  chosen: Chosen;
  onChange(chosen: Chosen): void;
  lang: string;
  currency: string;
}) {
  const { t } = useTranslation('catalog');
  return groups.map((group) => {
    const single = isSingleChoice(group);
    const hint = groupHint(group);
    const full = atMaximum(group, chosen);
    const picked = chosen[group.id] ?? [];
    return (
      <fieldset key={group.id} className="flex flex-col gap-2">
        <legend className="mb-2 flex w-full flex-wrap items-baseline gap-x-2">
          <span className="font-semibold text-title">{localized(group.name, lang)}</span>
          <span className="text-sm text-muted">{t(`options.${hint.key}`, hint.params)}</span>
          <span className="ml-auto rounded-full border border-line px-2 text-xs font-semibold">
            {t(isRequired(group) ? 'options.required' : 'options.optional')}
          </span>
        </legend>
        {single && !isRequired(group) && (
          <label className={choice}>
            <input
              type="radio"
              name={`group-${group.id}`}
              className="size-5 accent-[var(--color-brand)]"
              checked={picked.length === 0}
              onChange={() => onChange(toggleOption(chosen, group, '', false))}
            />
            <span className="flex-1">{t('options.none')}</span>
          </label>
        )}
        {group.options.map((option) => {
          const checked = picked.includes(option.id);
          return (
            <label key={option.id} className={choice}>
              <input
                type={single ? 'radio' : 'checkbox'}
                name={`group-${group.id}`}
                className="size-5 accent-[var(--color-brand)]"
                checked={checked}
                disabled={!option.available || (!checked && full)}
                onChange={(event) => onChange(toggleOption(chosen, group, option.id, event.target.checked))}
              />
              <span className="flex flex-1 flex-col">
                <span>
                  {localized(option.name, lang)}
                  {!option.available && <span className="text-muted"> ({t('product.sold_out')})</span>}
                </span>
                <AllergenList allergens={option.allergens} />
              </span>
              {option.price > 0 && (
                <span className="text-sm">
                  {t('options.extra_price', { price: formatMoney(option.price, currency) })}
                </span>
              )}
            </label>
          );
        })}
      </fieldset>
    );
  });
}
