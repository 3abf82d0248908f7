import { socialMediaKeys } from '@storefront/domain/venue/venue.paths';
import { serviceLinkTargets } from '@storefront/domain/venue/venue.schema';
import { FieldInput, FieldSelect } from '@storefront/ui/components/field.tsx';
import { SelectOptions } from '@storefront/ui/components/select-field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { type BrandDraft, moved } from './brand-form.ts';
import { ListItemButtons, listButtonClass } from './list-buttons.tsx';

// The landing's links (linktree: a service of the venue or an external page, in their order), the
// labels of its service buttons, and the venue's social networks.

type Link = NonNullable<BrandDraft['linktree']>[number];
const labelKeys = ['delivery', 'take_away', 'on_table', 'book', 'nuestras_tiendas'] as const;
const isService = (url: string) => (serviceLinkTargets as readonly string[]).includes(url);

/** A text per key (a service button, a social network), under one legend; a key left empty is
 * dropped, as the venue file leaves it out. */
function KeyedTexts<K extends string>({
  legend,
  keys,
  labelOf,
  max,
  values,
  onChange,
}: {
  legend: string;
  keys: readonly K[];
  labelOf: (key: K) => string;
  max: number;
  values: Partial<Record<K, string>>;
  onChange: (values: Partial<Record<K, string>>) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">{legend}</legend>
      {keys.map((key) => (
        <FieldInput
          key={key}
          label={labelOf(key)}
          value={values[key] ?? ''}
          maxLength={max}
          onChange={(e) => {
            const next: Partial<Record<K, string>> = { ...values };
            if (e.target.value) next[key] = e.target.value;
            else delete next[key];
            onChange(next);
          }}
        />
      ))}
    </fieldset>
  );
}

export function LandingLinks({
  draft,
  errors,
  onChange,
}: {
  draft: BrandDraft;
  errors: Record<string, true>;
  onChange: (change: Partial<BrandDraft>) => void;
}) {
  const { t } = useTranslation();
  const links = draft.linktree ?? [];
  const setLinks = (linktree: Link[]) => onChange({ linktree });
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-3">
        {links.map((link, i) => {
          const name = link.label || link.url;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: links have no key of their own; the index is their place
            <li key={i} className="flex flex-col gap-2 rounded-lg border border-line p-3">
              <FieldSelect
                label={t('brand.links.target', { n: i + 1 })}
                value={isService(link.url) ? link.url : 'external'}
                onChange={(e) =>
                  setLinks(
                    links.map((l, j) =>
                      j === i
                        ? { ...l, url: e.target.value === 'external' ? 'https://' : e.target.value }
                        : l,
                    ),
                  )
                }
              >
                <SelectOptions
                  options={[...serviceLinkTargets, 'external'].map((value) => ({
                    value,
                    label: t(`brand.links.targets.${value}`),
                  }))}
                />
              </FieldSelect>
              {!isService(link.url) && (
                <FieldInput
                  label={t('brand.links.url')}
                  type="url"
                  value={link.url}
                  error={errors[`linktree.${i}.url`] ? t('brand.fieldInvalid') : undefined}
                  onChange={(e) =>
                    setLinks(links.map((l, j) => (j === i ? { ...l, url: e.target.value } : l)))
                  }
                />
              )}
              <FieldInput
                label={t('brand.links.label')}
                value={link.label ?? ''}
                onChange={(e) =>
                  setLinks(links.map((l, j) => (j === i ? { ...l, label: e.target.value } : l)))
                }
              />
              <ListItemButtons
                name={name}
                index={i}
                count={links.length}
                remove={t('brand.links.remove', { name })}
                onMove={(by) => setLinks(moved(links, i, by))}
                onRemove={() => setLinks(links.filter((_, j) => j !== i))}
              />
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={`${listButtonClass} self-start`}
        onClick={() =>
          setLinks([...links, { url: 'service_table', target: '_self', label: '', label_custom: null }])
        }
      >
        {t('brand.links.add')}
      </button>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-6"
          checked={draft.linktree_add_suppliers ?? false}
          onChange={(e) => onChange({ linktree_add_suppliers: e.target.checked })}
        />
        {t('brand.links.addBranches')}
      </label>
      <KeyedTexts
        legend={t('brand.links.labels')}
        keys={labelKeys}
        labelOf={(key) => t(`brand.links.labelOf.${key}`)}
        max={40}
        values={draft.labels_buttons ?? {}}
        onChange={(labels_buttons) => onChange({ labels_buttons })}
      />
      <KeyedTexts
        legend={t('brand.links.social')}
        keys={socialMediaKeys}
        labelOf={(key) => t(`brand.links.socials.${key}`)}
        max={300}
        values={draft.socialmedia ?? {}}
        onChange={(socialmedia) => onChange({ socialmedia })}
      />
    </div>
  );
}
