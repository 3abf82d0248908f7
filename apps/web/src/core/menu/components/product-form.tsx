import { maxCount, unitPrice } from '@storefront/domain/catalog/cart.rules';
import type { MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import { formatMoney } from '@storefront/domain/money/money';
import { type FormEvent, useId, useState } from 'react';
import { largeButtonClass } from '../../../components/ui/button.ts';
import { CommentField } from '../../../components/ui/comment-field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import type { OrderWording } from '../model/order-wording.ts';
import { type AddContext, addIssues, type Chosen } from '../model/product-form.ts';
import { AgeDialog } from './age-dialog.tsx';
import { OptionGroups } from './option-groups.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

export interface ProductChoice {
  product: MenuProduct;
  options: Chosen;
  count: number;
  note: string | null;
  /** One unit with its options, minor units. */
  unitPrice: number;
}

/**
 * Options, quantity, note and the add button of a product. The button stays disabled, with the
 * reasons listed, until the choice is one the server would accept; an age-restricted product asks
 * for the birth date first unless the diner is known to be an adult.
 */
export function ProductForm({
  product,
  currency,
  context,
  adult,
  today,
  wording,
  onConfirmAdult,
  onAdd,
}: {
  product: MenuProduct;
  currency: string;
  context: AddContext;
  adult: boolean;
  today: string;
  wording: OrderWording;
  onConfirmAdult(birthDate: string): void;
  onAdd(choice: ProductChoice): void;
}) {
  const { t } = useTranslation('catalog');
  const [chosen, setChosen] = useState<Chosen>({});
  const [count, setCount] = useState(1);
  const [note, setNote] = useState('');
  const [askAge, setAskAge] = useState(false);
  const noteId = useId();
  const reasonsId = useId();
  const issues = addIssues(product, chosen, count, context);
  const unit = unitPrice(product, chosen, context.service);
  const stockLeft = product.stock !== null && product.stock > 0 ? product.stock : null;

  function commit() {
    onAdd({ product, options: chosen, count, note: note.trim() || null, unitPrice: unit });
    setChosen({});
    setCount(1);
    setNote('');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (issues.length > 0) return;
    if (product.is_alcoholic && !adult) setAskAge(true);
    else commit();
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-5">
      <OptionGroups
        groups={product.option_groups}
        chosen={chosen}
        onChange={setChosen}
        lang={context.lang}
        currency={currency}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <QuantityStepper value={count} max={Math.max(1, maxCount(product.stock))} onChange={setCount} />
        {stockLeft !== null && (
          <span className="text-sm text-muted">{t('product.stock_left', { count: stockLeft })}</span>
        )}
      </div>
      <CommentField
        id={noteId}
        label={t('product.note')}
        value={note}
        maxLength={300}
        placeholder={t('product.note_hint')}
        onChange={setNote}
      />
      <div className="sticky bottom-0 -mx-1 flex flex-col gap-2 bg-page px-1 pt-2 pb-1">
        {/* one reason at a time keeps the button in reach; the next shows once this one is fixed */}
        <p id={reasonsId} aria-live="polite" className="min-h-5 text-sm font-semibold">
          {issues[0] ? t(`errors:${issues[0].key}`, issues[0].params) : null}
        </p>
        <button
          type="submit"
          disabled={issues.length > 0}
          aria-describedby={issues.length > 0 ? reasonsId : undefined}
          className={largeButtonClass}
        >
          {t(wording === 'list' ? 'product.add_to_list' : 'product.add', {
            total: formatMoney(unit * count, currency),
          })}
        </button>
      </div>
      <AgeDialog
        open={askAge}
        onOpenChange={setAskAge}
        today={today}
        onAdult={(birthDate) => {
          onConfirmAdult(birthDate);
          setAskAge(false);
          commit();
        }}
      />
    </form>
  );
}
