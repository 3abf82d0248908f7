import { mediaSources } from '@storefront/domain/media/media.rules';
import { FieldInput } from '@storefront/ui/components/field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useState } from 'react';
import { errorText } from '../app/form.tsx';
import { uploadPhoto } from '../app/photo-upload.ts';

// An image of the brand (a logo, a banner's picture): its address typed, or a file uploaded (JPEG,
// PNG, WebP or HEIC; the server makes its sizes and answers the `media:` ref the field keeps), with
// a preview of what diners will see.

/** Where a preview of the field's value is read from: an uploaded photo's smallest WebP, else the value. */
const previewOf = (ref: string) => mediaSources(ref)?.fallback ?? ref;

export function ImageField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string | null;
  error: string | undefined;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = async (file: File) => {
    setBusy(true);
    setFailure(null);
    try {
      onChange((await uploadPhoto(file)).ref);
    } catch (caught) {
      setFailure(errorText(t, caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <FieldInput
        label={label}
        value={value ?? ''}
        error={failure ?? error}
        onChange={(e) => onChange(e.target.value.trim() || null)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <label
          aria-busy={busy}
          className="flex min-h-11 cursor-pointer items-center rounded-lg border border-line px-3 font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand"
        >
          {busy ? t('brand.image.uploading') : t('brand.image.upload', { name: label })}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
            className="sr-only"
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
        {value && (
          <img src={previewOf(value)} alt={t('brand.image.preview', { name: label })} className="h-16" />
        )}
      </div>
    </div>
  );
}
