import {
  MEDIA_MAX_UPLOAD_BYTES,
  MEDIA_MAX_UPLOAD_MB,
  mediaSources,
  mediaSrcset,
} from '@storefront/domain/media/media.rules';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useId, useRef, useState } from 'react';
import { errorText } from './form.tsx';
import { uploadPhoto } from './photo-upload.ts';

// **The** photo field of the back office (docs/back-office.md#photos): a product's, a category's,
// a banner's or the brand's image. Choosing a file uploads it at once (JPEG, PNG, WebP or HEIC, up
// to 15 MB), with a progress bar and its state read out; the field then keeps the upload's
// `media:` ref and shows the photo as diners will get it. A refusal is shown in the staff's
// language beside the field, which keeps its previous photo. Remove empties it. Every part is a
// native control (a labelled file input, a button), so it works by keyboard and screen reader.

/** Where a preview of an image field's value is read from: an uploaded photo's files, else the value. */
function Preview({ value, alt }: { value: string; alt: string }) {
  const media = mediaSources(value);
  return (
    <img
      src={media ? media.fallback : value}
      srcSet={media ? mediaSrcset(media.sources, 'webp') : undefined}
      sizes={media ? '96px' : undefined}
      alt={alt}
      width={96}
      height={96}
      className="size-24 rounded-lg border border-line object-cover"
    />
  );
}

export function PhotoField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  /** A `media:` ref, an imported image's `/media/…` path or a URL; null when there is none. */
  value: string | null;
  onChange: (ref: string | null) => void;
  /** The form's own refusal of this field (a 400 naming it), if any. */
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = progress !== null;
  const shown = failure ?? error ?? null;

  const upload = async (file: File) => {
    setFailure(null);
    if (file.size > MEDIA_MAX_UPLOAD_BYTES) {
      // refused here as the server would, without sending megabytes first
      setFailure(t('errors:image_too_large', { max: MEDIA_MAX_UPLOAD_MB }));
      return;
    }
    setProgress(0);
    try {
      onChange((await uploadPhoto(file, setProgress)).ref);
    } catch (caught) {
      setFailure(errorText(t, caught));
      input.current?.focus();
    } finally {
      setProgress(null);
    }
  };

  const status = busy
    ? progress < 1
      ? t('photo.uploading', { percent: Math.round(progress * 100) })
      : t('photo.processing')
    : value
      ? t('photo.chosen')
      : t('photo.none', { max: MEDIA_MAX_UPLOAD_MB });

  return (
    <div className="flex flex-col gap-2" aria-busy={busy}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {value && <Preview value={value} alt={t('photo.preview', { name: label })} />}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-status${shown ? ` ${id}-error` : ''}`}
        disabled={busy}
        className="min-h-11 max-w-full"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {busy && (
        <progress
          aria-label={t('photo.progress', { name: label })}
          max={1}
          value={progress >= 1 ? undefined : progress}
          className="h-2 w-full max-w-xs"
        />
      )}
      <p id={`${id}-status`} className="text-sm text-muted" role="status">
        {status}
      </p>
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-title">
          {shown}
        </p>
      )}
      {value && !busy && (
        <button
          type="button"
          className="min-h-11 min-w-11 self-start rounded-lg border border-line px-3 font-medium"
          onClick={() => {
            setFailure(null);
            onChange(null);
            input.current?.focus();
          }}
        >
          {t('photo.remove', { name: label })}
        </button>
      )}
    </div>
  );
}
