import type { EditorCatalog, EditorCategory } from '@storefront/domain/catalog/menu-editor.schema';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useQueryClient } from '@storefront/ui/lib/query.tsx';
import { useState } from 'react';
import { errorText, FormError } from '../app/form.tsx';
import { PhotoField } from '../app/photo-field.tsx';
import { menuApi, menuKey } from './menu-api.ts';
import { type CategoryDraft, categoryBodyOf, langTextOf, moveBy, moveTo } from './menu-form.ts';
import { buttonClass, imageUrl, LangFields, MenuForm, primaryClass, useMenuSave } from './menu-parts.tsx';

// The main categories in the diner's order: moved by drag and drop or by the Up and Down buttons
// (each move said in a live region), created, renamed per language, pictured, archived and
// restored. The order is sent whole (PUT /staff/menu/category_order.json).

export function MenuCategories({ catalog }: { catalog: EditorCatalog }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const main = catalog.categories.filter((c) => c.parent_id === null);
  const [order, setOrder] = useState<number[] | null>(null);
  const ids = order ?? main.map((c) => c.id);
  const byId = new Map(catalog.categories.map((c) => [c.id, c]));
  const [announce, setAnnounce] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [orderError, setOrderError] = useState<string | null>(null);
  const nameOf = (category: EditorCategory | undefined) => category?.name.es ?? '';

  const reorder = async (next: number[], moved: number) => {
    setOrder(next);
    setOrderError(null);
    const position = next.indexOf(moved) + 1;
    try {
      await menuApi.orderCategories(null, next);
      setAnnounce(
        t('menu.categories.moved', { name: nameOf(byId.get(moved)), position, count: next.length }),
      );
      await queryClient.invalidateQueries({ queryKey: menuKey });
    } catch (caught) {
      setOrderError(errorText(t, caught));
    } finally {
      setOrder(null);
    }
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
      {ids.length === 0 && <p>{t('menu.categories.empty')}</p>}
      <ol className="flex flex-col gap-2" aria-label={t('menu.tabs.categories')}>
        {ids.map((id, index) => {
          const category = byId.get(id)!;
          const name = nameOf(category);
          const count = catalog.products.filter((p) => p.category_id === id && !p.archived).length;
          return (
            <li
              key={id}
              draggable
              onDragStart={() => setDragged(id)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null && dragged !== id) void reorder(moveTo(ids, dragged, id), dragged);
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
                    aria-label={t('menu.categories.up', { name })}
                    onClick={() => void reorder(moveBy(ids, id, -1), id)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={buttonClass}
                    disabled={index === ids.length - 1}
                    aria-label={t('menu.categories.down', { name })}
                    onClick={() => void reorder(moveBy(ids, id, 1), id)}
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
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function CategoryForm({
  catalog,
  category,
  onDone,
}: {
  catalog: EditorCatalog;
  category: EditorCategory | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<CategoryDraft>(() => ({
    name: langTextOf(category?.name ?? null, catalog.languages),
    image: category?.image ?? null,
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
      <PhotoField
        label={t('menu.image')}
        value={draft.image}
        onChange={(image) => setDraft({ ...draft, image })}
      />
    </MenuForm>
  );
}
