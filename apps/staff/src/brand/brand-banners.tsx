import type { Lang } from '@storefront/domain/venue/venue.schema';
import { FieldInput, FieldSelect } from '@storefront/ui/components/field.tsx';
import { SelectOptions } from '@storefront/ui/components/select-field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { type BrandDraft, moved, newBannerKey, withBannerTitle } from './brand-form.ts';
import { ImageField } from './image-field.tsx';
import { ListItemButtons, listButtonClass } from './list-buttons.tsx';

// The menu's banners (carousel, grid, pop-up, home): add, edit, reorder and archive. The list's
// order is theirs; a banner taken off the list is archived when the brand is saved (kept, no longer
// shown). Pop-up and home HTML is sanitized by the server, as the venue import does.

type Banner = BrandDraft['banners'][number];
const layouts = ['carousel', 'grid', 'popup', 'home'] as const;
const linkKinds = ['', 'producto', 'categoria', 'externo'] as const;

function BannerCard({
  banner,
  index,
  count,
  langs,
  errors,
  onChange,
  onMove,
  onArchive,
}: {
  banner: Banner;
  index: number;
  count: number;
  langs: readonly Lang[];
  errors: Record<string, true>;
  onChange: (banner: Banner) => void;
  onMove: (by: -1 | 1) => void;
  onArchive: () => void;
}) {
  const { t } = useTranslation();
  const at = `banners.${index}`;
  const error = (path: string) => (errors[`${at}.${path}`] ? t('brand.fieldInvalid') : undefined);
  const name = banner.title?.es || banner.key;
  const html =
    banner.layout_type === 'popup' ? 'content_popup' : banner.layout_type === 'home' ? 'content_home' : null;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-3">
      <h3 className="font-semibold">{t('brand.banners.item', { n: index + 1, name })}</h3>
      <FieldSelect
        label={t('brand.banners.layout')}
        value={banner.layout_type}
        onChange={(e) => onChange({ ...banner, layout_type: e.target.value as Banner['layout_type'] })}
      >
        <SelectOptions
          options={layouts.map((value) => ({ value, label: t(`brand.banners.layouts.${value}`) }))}
        />
      </FieldSelect>
      <ImageField
        label={t('brand.banners.image')}
        value={banner.image ?? null}
        error={error('image')}
        onChange={(image) => onChange({ ...banner, image })}
      />
      {langs.map((lang) => (
        <FieldInput
          key={lang}
          label={t('brand.banners.title', { lang: t(`brand.langs.${lang}`) })}
          value={banner.title?.[lang] ?? ''}
          error={error(`title.${lang}`)}
          onChange={(e) => onChange(withBannerTitle(banner, lang, e.target.value))}
        />
      ))}
      <FieldSelect
        label={t('brand.banners.link')}
        value={banner.url?.tipe ?? ''}
        onChange={(e) => {
          const tipe = e.target.value as (typeof linkKinds)[number];
          onChange({
            ...banner,
            url: tipe ? { tipe, param: banner.url?.param ?? '', target: '_self' } : null,
          });
        }}
      >
        <SelectOptions
          options={linkKinds.map((value) => ({ value, label: t(`brand.banners.links.${value || 'none'}`) }))}
        />
      </FieldSelect>
      {banner.url && (
        <FieldInput
          label={t(`brand.banners.param.${banner.url.tipe}`)}
          value={banner.url.param}
          error={error('url.param')}
          onChange={(e) => onChange({ ...banner, url: { ...banner.url!, param: e.target.value } })}
        />
      )}
      {html && (
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('brand.banners.html')}</span>
          <textarea
            className="min-h-24 rounded-lg border border-line p-2 font-mono text-sm"
            value={banner[html] ?? ''}
            aria-invalid={Boolean(errors[`${at}.${html}`])}
            onChange={(e) => onChange({ ...banner, [html]: e.target.value || null })}
          />
        </label>
      )}
      <ListItemButtons
        name={name}
        index={index}
        count={count}
        remove={t('brand.banners.archive', { name })}
        onMove={onMove}
        onRemove={onArchive}
      />
    </li>
  );
}

export function BrandBanners({
  banners,
  langs,
  errors,
  onChange,
}: {
  banners: BrandDraft['banners'];
  langs: readonly Lang[];
  errors: Record<string, true>;
  onChange: (banners: BrandDraft['banners']) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      {banners.length === 0 && <p className="text-muted">{t('brand.banners.empty')}</p>}
      <ol className="flex flex-col gap-3">
        {banners.map((banner, i) => (
          <BannerCard
            key={banner.key}
            banner={banner}
            index={i}
            count={banners.length}
            langs={langs}
            errors={errors}
            onChange={(next) => onChange(banners.map((b, j) => (j === i ? next : b)))}
            onMove={(by) => onChange(moved(banners, i, by))}
            onArchive={() => onChange(banners.filter((_, j) => j !== i))}
          />
        ))}
      </ol>
      <button
        type="button"
        className={`${listButtonClass} self-start`}
        onClick={() =>
          onChange([
            ...banners,
            { key: newBannerKey(banners, Date.now()), layout_type: 'carousel', image: null, url: null },
          ])
        }
      >
        {t('brand.banners.add')}
      </button>
    </div>
  );
}
