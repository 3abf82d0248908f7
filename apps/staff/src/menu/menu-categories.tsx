import type { EditorCatalog, EditorCategory } from '@storefront/domain/catalog/menu-editor.schema';
import { FieldSelect } from '@storefront/ui/components/field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useQueryClient } from '@storefront/ui/lib/query.tsx';
import { useState } from 'react';
import { errorText, FormError } from '../app/form.tsx';
import { PhotoField } from '../app/photo-field.tsx';
import { menuApi, menuKey } from './menu-api.ts';
import { type CategoryDraft, categoryBodyOf, langTextOf, moveBy, moveTo } from './menu-form.ts';
import { buttonClass, imageUrl, LangFields, MenuForm, primaryClass, useMenuSave } from './menu-parts.tsx';

// The categories in the diner's order, each main one with its sub categories: moved within their
// level by drag and drop or by the Up and Down buttons (each move said in a live region), created,
// renamed per language, pictured, moved under another, archived and restored. A level's order is
// sent whole (PUT /staff/menu/category_order.json).

interface Level {
  parent: number | null;
  ids: number[];
}

export function MenuCategories({ catalog }: { catalog: EditorCatalog }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [order, setOrder] = useState<Level | null>(null);
  const [announce, setAnnounce] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [orderError, setOrderError] = useState<string | null>(null);
  const byId = new Map(catalog.categories.map((c) => [c.id, c]));
  const idsOf = (parent: number | null) =>
    order?.parent === parent
      ? order.ids
      : catalog.categories.filter((c) => c.parent_id === parent).map((c) => c.id);

  const reorder = async (parent: number | null, next: number[], moved: number) => {
    setOrder({ parent, ids: next });
    setOrderError(null);
    const position = next.indexOf(moved) + 1;
    try {
      await menuApi.orderCategories(parent, next);
      setAnnounce(
        t('menu.categories.moved', { name: byId.get(moved)?.name.es ?? '', position, count: next.length }),
      );
      await queryClient.invalidateQueries({ queryKey: menuKey });
    } catch (caught) {
      setOrderError(errorText(t, caught));
    } finally {
      setOrder(null);
    }
  };
  /** A move from the keyboard keeps the focus on the moved category's button (the other one at an end). */
  const move = async (parent: number | null, ids: number[], id: number, by: -1 | 1) => {
    await reorder(parent, moveBy(ids, id, by), id);
    const button = (dir: string) =>
      document.getElementById(`category-${id}-${dir}`) as HTMLButtonElement | null;
    const same = button(by < 0 ? 'up' : 'down');
    (same && !same.disabled ? same : button(by < 0 ? 'down' : 'up'))?.focus();
  };

  const level = (parent: number | null) => {
    const ids = idsOf(parent);
    return (
      <ol
        className={`flex flex-col gap-2 ${parent === null ? '' : 'ml-4 mt-2'}`}
        aria-label={
          parent === null
            ? t('menu.tabs.categories')
            : t('menu.categories.under', { name: byId.get(parent)?.name.es })
        }
      >
        {ids.map((id, index) => {
          const category = byId.get(id)!;
          const name = category.name.es;
          const count = catalog.products.filter((p) => p.category_id === id && !p.archived).length;
          return (
            <li
              key={id}
              draggable={editing !== id}
              onDragStart={(event) => {
                event.stopPropagation();
                setDragged(id);
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                event.stopPropagation();
                if (dragged !== null && dragged !== id && ids.includes(dragged))
                  void reorder(parent, moveTo(ids, dragged, id), dragged);
                setDragged(null);
              }}
              className="flex flex-col gap-2 rounded-lg border border-line p-3"
            >
              {editing === id ? (
                <CategoryForm catalog={catalog} category={category} onDone={() => setEditing(null)} />
              ) : (
                <div className="flex flex-wrap items-center gap-2">
                  <span aria-hidden="true" className="cursor-grab text-muted">
                    ⠿
                  </span>
                  {imageUrl(category.image) && (
                    <img src={imageUrl(category.image)!} alt="" className="size-10 rounded object-cover" />
                  )}
                  <span className="flex-1 font-semibold">
                    {name}
                    {category.archived && (
                      <span className="ml-2 text-sm text-muted">{t('menu.archived')}</span>
                    )}
                    <span className="ml-2 text-sm font-normal text-muted">
                      {t('menu.categories.count', { count })}
                    </span>
                  </span>
                  <button
                    type="button"
                    className={buttonClass}
                    disabled={index === 0}
                    id={`category-${id}-up`}
                    aria-label={t('menu.categories.up', { name })}
                    onClick={() => void move(parent, ids, id, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={buttonClass}
                    disabled={index === ids.length - 1}
                    id={`category-${id}-down`}
                    aria-label={t('menu.categories.down', { name })}
                    onClick={() => void move(parent, ids, id, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={buttonClass}
                    aria-label={t('menu.editNamed', { name })}
                    onClick={() => setEditing(id)}
                  >
                    {t('menu.edit')}
                  </button>
                </div>
              )}
              {parent === null && idsOf(id).length > 0 && level(id)}
            </li>
          );
        })}
      </ol>
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('menu.categories.hint')}</p>
      <FormError error={orderError} />
      <p aria-live="polite" className="sr-only">
        {announce}
      </p>
      {editing === 'new' ? (
        <CategoryForm catalog={catalog} category={null} onDone={() => setEditing(null)} />
      ) : (
        <button type="button" className={`${primaryClass} self-start`} onClick={() => setEditing('new')}>
          {t('menu.categories.new')}
        </button>
      )}
      {catalog.categories.length === 0 ? <p>{t('menu.categories.empty')}</p> : level(null)}
    </div>
  );
}

function CategoryForm({
  catalog,
  category: categoryRead,
  onDone,
}: {
  catalog: EditorCatalog;
  category: EditorCategory | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  // the row as the form opened it: a save names its version, even after the list is read anew
  const [category] = useState(categoryRead);
  const [draft, setDraft] = useState<CategoryDraft>(() => ({
    name: langTextOf(category?.name ?? null, catalog.languages),
    image: category?.image ?? null,
    parent_id: category?.parent_id == null ? '' : String(category.parent_id),
  }));
  const save = useMenuSave();
  const send = async (archived: boolean) => {
    const saved = await save.run(categoryBodyOf(draft), (body) =>
      category
        ? menuApi.saveCategory(category.id, { ...body, version: category.version, archived })
        : menuApi.createCategory(body),
    );
    if (saved) onDone();
  };
  // a main category that has its own sub categories stays a main one (two levels)
  const hasChildren = category !== null && catalog.categories.some((c) => c.parent_id === category.id);
  return (
    <MenuForm
      save={save}
      title={category ? t('menu.categories.edit') : t('menu.categories.new')}
      onSubmit={() => void send(category?.archived ?? false)}
      onDone={onDone}
      actions={
        category && (
          <button
            type="button"
            className={buttonClass}
            disabled={save.busy}
            onClick={() => void send(!category.archived)}
          >
            {category.archived ? t('menu.restore') : t('menu.archive')}
          </button>
        )
      }
      footer={
        category &&
        !category.archived && <p className="text-sm text-muted">{t('menu.categories.archiveHint')}</p>
      }
    >
      <LangFields
        label={t('menu.name')}
        field="name"
        value={draft.name}
        languages={catalog.languages}
        error={save.error}
        onChange={(name) => setDraft({ ...draft, name })}
      />
      {!hasChildren && (
        <FieldSelect
          label={t('menu.categories.parent')}
          value={draft.parent_id}
          error={save.error('parent_id')}
          onChange={(event) => setDraft({ ...draft, parent_id: event.target.value })}
        >
          <option value="">{t('menu.categories.main')}</option>
          {catalog.categories
            .filter((c) => c.parent_id === null && c.id !== category?.id)
            .map((c) => (
              <option key={c.id} value={String(c.id)}>
                {t('menu.categories.underOption', { name: c.name.es })}
              </option>
            ))}
        </FieldSelect>
      )}
      <PhotoField
        label={t('menu.image')}
        value={draft.image}
        onChange={(image) => setDraft({ ...draft, image })}
      />
    </MenuForm>
  );
}
