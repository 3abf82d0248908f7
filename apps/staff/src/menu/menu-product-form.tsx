import type { CatalogService } from '@storefront/domain/catalog/catalog.schema';
import { productPhotosMax } from '@storefront/domain/catalog/catalog.schema';
import { allergens, dietaryTags } from '@storefront/domain/catalog/catalog.values';
import type { EditorCatalog, EditorProduct } from '@storefront/domain/catalog/menu-editor.schema';
import {
  DEFAULT_STATION,
  kitchenCourses,
  kitchenStations,
} from '@storefront/domain/staff/kitchen-stations.rules';
import { FieldInput, FieldSelect } from '@storefront/ui/components/field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useState } from 'react';
import { PhotoField } from '../app/photo-field.tsx';
import { moved } from '../brand/brand-form.ts';
import { menuApi } from './menu-api.ts';
import { moveBy, offeredGroups, type ProductDraft, productBodyOf, productDraftOf } from './menu-form.ts';
import { buttonClass, Check, Checks, LangFields, MenuForm, Section, useMenuSave } from './menu-parts.tsx';

// A product's form (POST or PUT /staff/menu/products…): names and descriptions per language,
// category, price and promo price, prices per branch and service, photo, allergens and diet tags,
// age restriction, the branches that sell it with their stock, services and the days and hours it is
// offered, and the shared option groups it uses. Archived, never deleted.

const services = ['on_table', 'delivery', 'take_away'] as const satisfies readonly CatalogService[];
const days = [1, 2, 3, 4, 5, 6, 0] as const;

/** A shared group by its name and first choices: many groups share a name ("Salsas"); an archived
 * one says so. */
function groupLabel(catalog: EditorCatalog, id: number, archivedWord: string): string {
  const group = catalog.option_groups.find((g) => g.id === id);
  if (!group) return String(id);
  const choices = group.options.map((o) => o.name.es);
  const label = `${group.name.es} (${choices.slice(0, 3).join(', ')}${choices.length > 3 ? '…' : ''})`;
  return group.archived ? `${label} · ${archivedWord}` : label;
}

export function ProductForm({
  catalog,
  product: productRead,
  onDone,
}: {
  catalog: EditorCatalog;
  product: EditorProduct | null;
  onDone: (status?: string) => void;
}) {
  const { t } = useTranslation();
  // the row as the form opened it: a save names its version, even after the list is read anew
  const [product] = useState(productRead);
  const [read] = useState<ProductDraft>(() => productDraftOf(product, catalog));
  const [draft, setDraft] = useState<ProductDraft>(read);
  const save = useMenuSave();
  const change = (patch: Partial<ProductDraft>) => setDraft((now) => ({ ...now, ...patch }));
  const currency = catalog.currency;
  const name = product?.name.es ?? '';
  const groupName = (id: number) => groupLabel(catalog, id, t('menu.archived'));
  const groupChoices = offeredGroups(catalog.option_groups, read.option_group_ids);

  const onSubmit = async () => {
    const saved = await save.run(productBodyOf(draft, currency, product ? read : undefined), (body) =>
      product
        ? menuApi.saveProduct(product.id, { ...body, version: product.version })
        : menuApi.createProduct(body),
    );
    if (saved) onDone(t('menu.products.saved', { name: saved.name.es }));
  };
  const archive = async () => {
    if (!product) return;
    const saved = await save.run({ ok: true, body: product }, (p) =>
      menuApi.archiveProduct(p.id, !p.archived, p.version),
    );
    if (saved)
      onDone(
        product.archived ? t('menu.products.restored', { name }) : t('menu.products.archivedDone', { name }),
      );
  };

  return (
    <MenuForm
      save={save}
      title={product ? t('menu.products.editTitle', { name }) : t('menu.products.new')}
      onSubmit={() => void onSubmit()}
      onDone={() => onDone()}
      actions={
        product && (
          <button type="button" className={buttonClass} disabled={save.busy} onClick={archive}>
            {product.archived ? t('menu.restore') : t('menu.archive')}
          </button>
        )
      }
      footer={product && <p className="text-sm text-muted">{t('menu.products.archiveHint')}</p>}
    >
      <LangFields
        label={t('menu.name')}
        field="name"
        value={draft.name}
        languages={catalog.languages}
        error={save.error}
        onChange={(value) => change({ name: value })}
      />
      <LangFields
        label={t('menu.products.description')}
        field="description"
        multiline
        value={draft.description}
        languages={catalog.languages}
        error={save.error}
        onChange={(value) => change({ description: value })}
      />
      <FieldSelect
        label={t('menu.products.category')}
        value={draft.category_id}
        error={save.error('category_id')}
        onChange={(event) => change({ category_id: event.target.value })}
      >
        <option value="">{t('menu.products.pickCategory')}</option>
        {catalog.categories.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.name.es}
            {c.archived ? ` (${t('menu.archived')})` : ''}
          </option>
        ))}
      </FieldSelect>
      <div className="grid gap-3 sm:grid-cols-2">
        <FieldInput
          label={t('menu.products.price', { currency })}
          inputMode="decimal"
          value={draft.price}
          required
          error={save.error('price')}
          onChange={(event) => change({ price: event.target.value })}
        />
        <FieldInput
          label={t('menu.products.promoPrice', { currency })}
          inputMode="decimal"
          value={draft.promo_price}
          error={save.error('promo_price')}
          onChange={(event) => change({ promo_price: event.target.value })}
        />
      </div>
      <FieldInput
        label={t('menu.products.label')}
        value={draft.label}
        maxLength={40}
        error={save.error('label')}
        onChange={(event) => change({ label: event.target.value })}
      />
      <div className="flex flex-wrap gap-x-4">
        <Check
          label={t('menu.products.important')}
          checked={draft.important}
          onChange={(important) => change({ important })}
        />
        <Check
          label={t('menu.products.isNew')}
          checked={draft.is_new}
          onChange={(is_new) => change({ is_new })}
        />
        <Check
          label={t('menu.products.isPromo')}
          checked={draft.is_promo}
          onChange={(is_promo) => change({ is_promo })}
        />
      </div>
      <PhotoField
        label={t('menu.products.photo')}
        value={draft.image}
        onChange={(image) => change({ image })}
      />
      <Section title={t('menu.products.photos')}>
        <p className="text-sm text-muted">{t('menu.products.photosHint', { max: productPhotosMax })}</p>
        {draft.images.length > 0 && (
          <ol className="flex flex-col gap-3">
            {draft.images.map((ref, index) => {
              const number = index + 1;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
                <li key={index} className="flex flex-wrap items-end gap-2">
                  <div className="flex-1">
                    <PhotoField
                      label={t('menu.products.photoN', { number })}
                      value={ref}
                      error={save.error(`images.${index}`)}
                      onChange={(next) =>
                        change({ images: draft.images.map((r, i) => (i === index ? next : r)) })
                      }
                    />
                  </div>
                  <button
                    type="button"
                    className={buttonClass}
                    disabled={index === 0}
                    aria-label={t('menu.products.photoUp', { number })}
                    onClick={() => change({ images: moved(draft.images, index, -1) })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={buttonClass}
                    disabled={index === draft.images.length - 1}
                    aria-label={t('menu.products.photoDown', { number })}
                    onClick={() => change({ images: moved(draft.images, index, 1) })}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={buttonClass}
                    onClick={() => change({ images: draft.images.filter((_, i) => i !== index) })}
                  >
                    {t('menu.products.photoDrop', { number })}
                  </button>
                </li>
              );
            })}
          </ol>
        )}
        {draft.images.length < productPhotosMax && (
          <button
            type="button"
            className={`${buttonClass} self-start`}
            onClick={() => change({ images: [...draft.images, null] })}
          >
            {t('menu.products.photoAdd')}
          </button>
        )}
      </Section>

      <Section title={t('menu.products.branchPrices')}>
        <p className="text-sm text-muted">{t('menu.products.branchPricesHint')}</p>
        {draft.prices.map((row, index) => {
          const set = (patch: Partial<typeof row>) =>
            change({ prices: draft.prices.map((r, i) => (i === index ? { ...r, ...patch } : r)) });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
            <fieldset key={index} className="grid gap-2 rounded-lg border border-line p-2 sm:grid-cols-4">
              <legend className="sr-only">{t('menu.products.priceRow', { number: index + 1 })}</legend>
              <FieldSelect
                label={t('menu.products.priceBranch')}
                value={row.supplier_id}
                error={save.error(`prices.${index}.supplier_id`)}
                onChange={(event) => set({ supplier_id: event.target.value })}
              >
                <option value="">{t('menu.products.anyBranch')}</option>
                {catalog.branches.map((b) => (
                  <option key={b.id} value={String(b.id)}>
                    {b.name}
                  </option>
                ))}
              </FieldSelect>
              <FieldSelect
                label={t('menu.products.priceService')}
                value={row.service}
                onChange={(event) => set({ service: event.target.value })}
              >
                <option value="">{t('menu.products.anyService')}</option>
                {services.map((s) => (
                  <option key={s} value={s}>
                    {t(`menu.services.${s}`)}
                  </option>
                ))}
              </FieldSelect>
              <FieldInput
                label={t('menu.products.priceAmount', { currency })}
                inputMode="decimal"
                value={row.price}
                error={save.error(`prices.${index}.price`)}
                onChange={(event) => set({ price: event.target.value })}
              />
              <button
                type="button"
                className={`${buttonClass} self-end`}
                onClick={() => change({ prices: draft.prices.filter((_, i) => i !== index) })}
              >
                {t('menu.remove')}
              </button>
            </fieldset>
          );
        })}
        <button
          type="button"
          className={`${buttonClass} self-start`}
          onClick={() => change({ prices: [...draft.prices, { supplier_id: '', service: '', price: '' }] })}
        >
          {t('menu.products.addPrice')}
        </button>
      </Section>

      <Section title={t('menu.products.branches')}>
        {catalog.branches.map((branch) => {
          const row = draft.branches[String(branch.id)] ?? { sells: false, stock: '' };
          const set = (patch: Partial<typeof row>) =>
            change({ branches: { ...draft.branches, [String(branch.id)]: { ...row, ...patch } } });
          return (
            <div key={branch.id} className="flex flex-wrap items-end gap-3">
              <Check
                label={t('menu.products.soldAt', { branch: branch.name })}
                checked={row.sells}
                onChange={(sells) => set({ sells })}
              />
              {row.sells && (
                <FieldInput
                  label={t('menu.products.stockAt', { branch: branch.name })}
                  inputMode="numeric"
                  value={row.stock}
                  placeholder={t('menu.products.unlimited')}
                  error={save.error(`branches.${branch.id}`)}
                  onChange={(event) => set({ stock: event.target.value })}
                />
              )}
            </div>
          );
        })}
        <p className="text-sm text-muted">{t('menu.products.stockHint')}</p>
      </Section>

      <Section title={t('menu.products.when')}>
        <Checks
          legend={t('menu.products.services')}
          options={services}
          value={draft.services}
          label={(s) => t(`menu.services.${s}`)}
          error={save.error('services')}
          onChange={(value) => change({ services: value })}
        />
        {draft.availability.map((window, index) => {
          const set = (patch: Partial<typeof window>) =>
            change({
              availability: draft.availability.map((w, i) => (i === index ? { ...w, ...patch } : w)),
            });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: windows have no identity but their place
            <div key={index} className="flex flex-col gap-2 rounded-lg border border-line p-2">
              <Checks
                legend={t('menu.products.window', { number: index + 1 })}
                options={days}
                value={window.days}
                label={(d) => t(`menu.days.${d}`)}
                error={save.error(`availability.${index}`)}
                onChange={(value) => set({ days: value })}
              />
              <div className="grid grid-cols-2 gap-2">
                <FieldInput
                  label={t('menu.products.from')}
                  type="time"
                  value={window.from}
                  onChange={(event) => set({ from: event.target.value })}
                />
                <FieldInput
                  label={t('menu.products.to')}
                  type="time"
                  value={window.to}
                  onChange={(event) => set({ to: event.target.value })}
                />
              </div>
              <button
                type="button"
                className={`${buttonClass} self-start`}
                onClick={() => change({ availability: draft.availability.filter((_, i) => i !== index) })}
              >
                {t('menu.remove')}
              </button>
            </div>
          );
        })}
        <button
          type="button"
          className={`${buttonClass} self-start`}
          onClick={() =>
            change({
              availability: [...draft.availability, { days: [1, 2, 3, 4, 5], from: '12:00', to: '16:00' }],
            })
          }
        >
          {t('menu.products.addWindow')}
        </button>
        <p className="text-sm text-muted">{t('menu.products.windowHint')}</p>
      </Section>

      <Section title={t('menu.products.labelling')}>
        <Checks
          legend={t('menu.products.contains')}
          options={allergens}
          value={draft.allergens.contains}
          label={(a) => t(`menu.allergens.${a}`)}
          onChange={(value) => change({ allergens: { ...draft.allergens, contains: value } })}
        />
        <Checks
          legend={t('menu.products.mayContain')}
          options={allergens}
          value={draft.allergens.may_contain}
          label={(a) => t(`menu.allergens.${a}`)}
          onChange={(value) => change({ allergens: { ...draft.allergens, may_contain: value } })}
        />
        <Checks
          legend={t('menu.products.diet')}
          options={dietaryTags}
          value={draft.dietary}
          label={(d) => t(`menu.diet.${d}`)}
          onChange={(value) => change({ dietary: value })}
        />
        <Check
          label={t('menu.products.ageRestricted')}
          checked={draft.is_alcoholic}
          onChange={(is_alcoholic) => change({ is_alcoholic })}
        />
      </Section>

      <Section title={t('menu.products.kitchen')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <FieldSelect
            label={t('menu.products.station')}
            value={draft.station}
            onChange={(event) => change({ station: event.target.value as ProductDraft['station'] })}
          >
            <option value="">{t('menu.products.noStation')}</option>
            {kitchenStations
              .filter((station) => station !== DEFAULT_STATION)
              .map((station) => (
                <option key={station} value={station}>
                  {t(`kitchen.stations.${station}`)}
                </option>
              ))}
          </FieldSelect>
          <FieldSelect
            label={t('menu.products.course')}
            value={draft.course}
            onChange={(event) => change({ course: event.target.value as ProductDraft['course'] })}
          >
            <option value="">{t('menu.products.noCourse')}</option>
            {kitchenCourses.map((course) => (
              <option key={course} value={course}>
                {t(`menu.courses.${course}`)}
              </option>
            ))}
          </FieldSelect>
        </div>
        <p className="text-sm text-muted">{t('menu.products.kitchenHint')}</p>
      </Section>

      <Section title={t('menu.products.groups')}>
        {groupChoices.length === 0 ? (
          <p>{t('menu.groups.empty')}</p>
        ) : (
          <Checks
            legend={t('menu.products.groupsUsed')}
            options={groupChoices}
            value={draft.option_group_ids}
            label={groupName}
            onChange={(value) => change({ option_group_ids: value })}
          />
        )}
        {draft.option_group_ids.length > 1 && (
          <ol className="flex flex-col gap-2" aria-label={t('menu.products.groupsOrder')}>
            {draft.option_group_ids.map((id, index) => {
              const name = groupName(id);
              return (
                <li key={id} className="flex flex-wrap items-center gap-2">
                  <span className="flex-1">
                    {index + 1}. {name}
                  </span>
                  <button
                    type="button"
                    className={buttonClass}
                    disabled={index === 0}
                    aria-label={t('menu.products.groupUp', { name })}
                    onClick={() => change({ option_group_ids: moveBy(draft.option_group_ids, id, -1) })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={buttonClass}
                    disabled={index === draft.option_group_ids.length - 1}
                    aria-label={t('menu.products.groupDown', { name })}
                    onClick={() => change({ option_group_ids: moveBy(draft.option_group_ids, id, 1) })}
                  >
                    ↓
                  </button>
                </li>
              );
            })}
          </ol>
        )}
      </Section>
    </MenuForm>
  );
}
