import { allergens, dietaryTags } from '@storefront/domain/catalog/catalog.values';
import { type ReactNode, useState } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@storefront/ui/components/dialog.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import {
  activeFilterCount,
  type MenuFilters,
  noFilters,
  type SheetFilters,
  sheetFilters,
} from '../model/menu-filters.ts';

// A bottom sheet: the wrapper centres dialogs, these overrides pin it to the bottom edge so the
// controls sit under the diner's thumb.
const sheet =
  'top-auto! bottom-0! left-0! w-full! max-w-none! translate-x-0! translate-y-0! max-h-[85dvh]! rounded-b-none! ' +
  'px-4! pb-4! starting:translate-y-full! starting:scale-100!';
const toggle =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line px-3 has-[:checked]:border-brand has-[:checked]:bg-brand has-[:checked]:text-on-brand';

/** One filter as a checkbox in a large target, its text beside it. */
function Toggle({
  checked,
  onChange,
  className = toggle,
  children,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        className="size-5 accent-[var(--color-brand)]"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </label>
  );
}

function flip<T>(list: T[], item: T, on: boolean): T[] {
  return on ? [...list, item] : list.filter((x) => x !== item);
}

/** Allergen and dietary filters (one-hand bottom sheet): big toggles, Apply with the number of
 * results the draft gives, and Clear. Applied filters go to the URL through `onApply`. The draft
 * holds only the sheet's own filters: the search stays the box's, so a search cleared just before
 * opening can never come back from the sheet (docs/decisions/019-diner-side-hardening.md). */
export function FilterSheet({
  filters,
  countFor,
  onApply,
}: {
  filters: MenuFilters;
  countFor(filters: SheetFilters): number;
  onApply(filters: SheetFilters): void;
}) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(() => sheetFilters(filters));
  const active = activeFilterCount(filters);
  // counted only while the sheet shows it: a pass over every product of the menu on each render
  const results = open ? countFor(draft) : 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(sheetFilters(filters));
        setOpen(next);
      }}
    >
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setDraft(sheetFilters(filters));
          setOpen(true);
        }}
        className={`min-h-12 shrink-0 rounded-full border px-4 font-semibold ${active > 0 ? 'border-brand bg-brand text-on-brand' : 'border-line'}`}
      >
        {active > 0 ? t('filters.open_count', { count: active }) : t('filters.open')}
      </button>
      <DialogContent closeLabel={t('filters.close')} className={sheet} aria-describedby={undefined}>
        <DialogTitle className="pr-12">{t('filters.title')}</DialogTitle>
        <fieldset className="mt-4">
          <legend className="mb-2 font-semibold">{t('filters.allergens')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {allergens.map((a) => (
              <Toggle
                key={a}
                checked={draft.without.includes(a)}
                onChange={(on) => setDraft({ ...draft, without: flip(draft.without, a, on) })}
              >
                {t('filters.without', { allergen: t(`allergens.${a}`) })}
              </Toggle>
            ))}
          </div>
          <Toggle
            className={`${toggle} mt-2`}
            checked={draft.allowTraces}
            onChange={(on) => setDraft({ ...draft, allowTraces: on })}
          >
            {t('filters.allow_traces')}
          </Toggle>
        </fieldset>
        <fieldset className="mt-4">
          <legend className="mb-2 font-semibold">{t('filters.dietary')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {dietaryTags.map((tag) => (
              <Toggle
                key={tag}
                checked={draft.diet.includes(tag)}
                onChange={(on) => setDraft({ ...draft, diet: flip(draft.diet, tag, on) })}
              >
                {t(`dietary.${tag}`)}
              </Toggle>
            ))}
          </div>
        </fieldset>
        <div className="sticky bottom-0 mt-4 flex gap-2 bg-page pt-2">
          <button
            type="button"
            onClick={() => setDraft(sheetFilters(noFilters))}
            className="min-h-12 flex-1 rounded-lg border border-line font-semibold"
          >
            {t('filters.clear')}
          </button>
          <button
            type="button"
            onClick={() => {
              onApply(draft);
              setOpen(false);
            }}
            className="min-h-12 flex-[2] rounded-lg bg-brand font-semibold text-on-brand"
          >
            {t('filters.apply', { count: results })}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
