import type { EditorCatalog, EditorOptionGroup } from '@storefront/domain/catalog/menu-editor.schema';
import { formatMoney } from '@storefront/domain/money/money';
import { FieldInput } from '@storefront/ui/components/field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useState } from 'react';
import { menuApi } from './menu-api.ts';
import { type GroupDraft, groupBodyOf, groupDraftOf, newOption } from './menu-form.ts';
import {
  ArchiveButton,
  buttonClass,
  Check,
  LangFields,
  MenuForm,
  primaryClass,
  SaveFailure,
  useMenuAction,
  useMenuSave,
} from './menu-parts.tsx';

// The venue's shared option groups (sauces, sides, sizes): each with its name per language, how
// many choices a diner must and may pick, and its choices with their price; a save changes every
// product using it, which the list names. A group is archived, never deleted: it leaves every
// product's menu and cart (the products keep it, so Restore puts it back) and orders keep it.

export function MenuGroups({ catalog }: { catalog: EditorCatalog }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const { act, status, failure, reload } = useMenuAction();
  const productName = (id: number) => catalog.products.find((p) => p.id === id)?.name.es ?? String(id);
  if (editing !== null) {
    const group = editing === 'new' ? null : (catalog.option_groups.find((g) => g.id === editing) ?? null);
    return (
      <GroupForm
        key={group ? group.id : 'new'}
        catalog={catalog}
        group={group}
        onDone={() => setEditing(null)}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <button type="button" className={`${primaryClass} self-start`} onClick={() => setEditing('new')}>
        {t('menu.groups.new')}
      </button>
      <p aria-live="polite" className="font-medium">
        {status}
      </p>
      <SaveFailure failure={failure} onReload={reload} />
      {catalog.option_groups.length === 0 && <p>{t('menu.groups.empty')}</p>}
      <ul className="flex flex-col gap-2">
        {catalog.option_groups.map((group) => {
          const name = group.name.es;
          return (
            <li
              key={group.id}
              aria-label={name}
              className={`flex flex-col gap-1 rounded-lg border border-line p-3 ${group.archived ? 'opacity-70' : ''}`}
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="flex-1 font-semibold">
                  {name}
                  {group.archived && <span className="ml-2 text-sm text-muted">{t('menu.archived')}</span>}
                </span>
                <button
                  type="button"
                  className={buttonClass}
                  aria-label={t('menu.editNamed', { name })}
                  onClick={() => setEditing(group.id)}
                >
                  {t('menu.edit')}
                </button>
                <ArchiveButton
                  name={name}
                  archived={group.archived}
                  onClick={() =>
                    act(
                      () => menuApi.archiveGroup(group.id, !group.archived, group.version),
                      group.archived
                        ? t('menu.groups.restored', { name })
                        : t('menu.groups.archivedDone', { name }),
                    )
                  }
                />
              </div>
              <p className="text-sm text-muted">
                {t('menu.groups.limits', { min: group.min, max: group.max })} ·{' '}
                {group.options
                  .map((o) =>
                    o.price ? `${o.name.es} (+${formatMoney(o.price, catalog.currency)})` : o.name.es,
                  )
                  .join(', ')}
              </p>
              <p className="text-sm">
                {group.product_ids.length
                  ? t('menu.groups.usedBy', { names: group.product_ids.map(productName).join(', ') })
                  : t('menu.groups.unused')}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-muted">{t('menu.groups.archiveHint')}</p>
    </div>
  );
}

function GroupForm({
  catalog,
  group: groupRead,
  onDone,
}: {
  catalog: EditorCatalog;
  group: EditorOptionGroup | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  // the row as the form opened it: a save names its version, even after the list is read anew
  const [group] = useState(groupRead);
  const { languages, currency } = catalog;
  const [draft, setDraft] = useState<GroupDraft>(() => groupDraftOf(group, languages, currency));
  const save = useMenuSave();
  const change = (patch: Partial<GroupDraft>) => setDraft((now) => ({ ...now, ...patch }));
  const onSubmit = async () => {
    const saved = await save.run(groupBodyOf(draft, currency), (body) =>
      group ? menuApi.saveGroup(group.id, { ...body, version: group.version }) : menuApi.createGroup(body),
    );
    if (saved) onDone();
  };
  return (
    <MenuForm
      save={save}
      title={group ? t('menu.groups.edit') : t('menu.groups.new')}
      onSubmit={() => void onSubmit()}
      onDone={onDone}
    >
      {group && group.product_ids.length > 0 && (
        <p className="text-sm">{t('menu.groups.sharedNote', { count: group.product_ids.length })}</p>
      )}
      <LangFields
        label={t('menu.groups.name')}
        field="name"
        value={draft.name}
        languages={languages}
        error={save.error}
        onChange={(name) => change({ name })}
      />
      <div className="grid grid-cols-2 gap-3">
        <FieldInput
          label={t('menu.groups.min')}
          inputMode="numeric"
          value={draft.min}
          error={save.error('min')}
          onChange={(event) => change({ min: event.target.value })}
        />
        <FieldInput
          label={t('menu.groups.max')}
          inputMode="numeric"
          value={draft.max}
          error={save.error('max')}
          onChange={(event) => change({ max: event.target.value })}
        />
      </div>
      <Check
        label={t('menu.groups.required')}
        checked={draft.required}
        onChange={(required) => change({ required })}
      />
      {draft.options.map((option, index) => {
        const set = (patch: Partial<typeof option>) =>
          change({ options: draft.options.map((o, i) => (i === index ? { ...o, ...patch } : o)) });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a new choice has no identity but its place
          <fieldset key={index} className="flex flex-col gap-2 rounded-lg border border-line p-2">
            <legend className="font-semibold">{t('menu.groups.choice', { number: index + 1 })}</legend>
            <LangFields
              label={t('menu.groups.choiceName', { number: index + 1 })}
              field={`options.${index}.name`}
              value={option.name}
              languages={languages}
              error={save.error}
              onChange={(name) => set({ name })}
            />
            <FieldInput
              label={t('menu.groups.choicePrice', { number: index + 1, currency })}
              inputMode="decimal"
              value={option.price}
              error={save.error(`options.${index}.price`)}
              onChange={(event) => set({ price: event.target.value })}
            />
            <Check
              label={t('menu.groups.available')}
              checked={option.available}
              onChange={(available) => set({ available })}
            />
            <button
              type="button"
              className={`${buttonClass} self-start`}
              disabled={draft.options.length === 1}
              onClick={() => change({ options: draft.options.filter((_, i) => i !== index) })}
            >
              {t('menu.groups.removeChoice', { number: index + 1 })}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className={`${buttonClass} self-start`}
        onClick={() => change({ options: [...draft.options, newOption(languages, currency)] })}
      >
        {t('menu.groups.addChoice')}
      </button>
    </MenuForm>
  );
}
