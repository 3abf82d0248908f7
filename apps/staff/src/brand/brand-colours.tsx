import { readableText } from '@storefront/domain/theme/contrast';
import { themeContrastWarnings } from '@storefront/domain/theme/theme-contrast.rules';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useId } from 'react';
import type { BrandDraft } from './brand-form.ts';

// The venue's colours: a picker and its hex value for each, a preview of the storefront's header,
// page and button in them, and the pairs below WCAG AA said at once (themeContrastWarnings, the
// rule the server answers with), before anything is saved (ADR 103).

type Theme = BrandDraft['theme'];
type ColourKey = Exclude<keyof Theme, 'dark' | 'suppliers_background_image'>;

const colourKeys: readonly ColourKey[] = [
  'theme_color',
  'page_bgcolor',
  'titles_txt_color',
  'header_bgcolor',
  'header_txt_color',
  'preload_background',
];

function ColourField({
  label,
  value,
  invalid,
  onChange,
}: {
  label: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const picker = /^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t('brand.colour.pick', { name: label })}
          className="size-11 shrink-0 cursor-pointer rounded border border-line"
          value={picker.toLowerCase()}
          onChange={(e) => onChange(e.target.value)}
        />
        <input
          id={id}
          className="min-h-11 w-32 rounded-lg border border-line px-2 font-mono"
          value={value}
          aria-invalid={invalid}
          spellCheck={false}
          onChange={(e) => onChange(e.target.value.trim())}
        />
      </div>
    </div>
  );
}

export function ContrastWarnings({ theme }: { theme: Theme }) {
  const { t } = useTranslation();
  const valid = colourKeys.every((key) => /^#[0-9a-fA-F]{6}$/.test(theme[key]));
  const warnings = valid ? themeContrastWarnings(theme) : [];
  return (
    <div aria-live="polite" data-testid="contrast-warnings">
      {warnings.length > 0 && (
        <div className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-900">
          <p className="font-semibold">{t('brand.contrast.title')}</p>
          <ul className="ms-5 list-disc">
            {warnings.map((w) => (
              <li key={w.pair}>
                {t(`brand.contrast.${w.pair}`, { ratio: w.ratio.toFixed(2), required: w.required })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

export function BrandColours({
  theme,
  errors,
  onChange,
}: {
  theme: Theme;
  errors: Record<string, true>;
  onChange: (theme: Theme) => void;
}) {
  const { t } = useTranslation();
  const valid = /^#[0-9a-fA-F]{6}$/.test(theme.theme_color);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {colourKeys.map((key) => (
          <ColourField
            key={key}
            label={t(`brand.colour.${key}`)}
            value={theme[key]}
            invalid={Boolean(errors[`theme.${key}`])}
            onChange={(value) => onChange({ ...theme, [key]: value })}
          />
        ))}
      </div>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-6"
          checked={theme.dark ?? false}
          onChange={(e) => onChange({ ...theme, dark: e.target.checked })}
        />
        {t('brand.colour.dark')}
      </label>
      <ContrastWarnings theme={theme} />
      <figure
        aria-label={t('brand.colour.preview')}
        className="overflow-hidden rounded-lg border border-line"
      >
        <div
          className="px-3 py-2 font-semibold"
          style={{ background: theme.header_bgcolor, color: theme.header_txt_color }}
        >
          {t('brand.colour.previewHeader')}
        </div>
        <div className="flex flex-col gap-2 p-3" style={{ background: theme.page_bgcolor }}>
          <p className="text-lg font-bold" style={{ color: theme.titles_txt_color }}>
            {t('brand.colour.previewTitle')}
          </p>
          <span
            className="self-start rounded-lg px-3 py-2 font-semibold"
            style={{
              background: theme.theme_color,
              color: valid ? readableText(theme.theme_color) : '#ffffff',
            }}
          >
            {t('brand.colour.previewButton')}
          </span>
        </div>
      </figure>
    </div>
  );
}
