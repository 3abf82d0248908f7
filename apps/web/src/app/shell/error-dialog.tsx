import type { ErrorKey } from '@storefront/domain/errors/error-keys';
import { useRef } from 'react';
import { buttonClass } from '../../components/ui/button.ts';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@storefront/ui/components/dialog.tsx';
import { Icon } from '@storefront/ui/components/icons.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useUiStore } from '../../lib/ui-store.ts';

// Keys that inform rather than report a failure get a notice title and icon.
const notices: ReadonlySet<ErrorKey> = new Set(['waitlist_notice']);

/** spec §8: the generic error dialog: an icon, a title, the message of the error key (namespace
 * `errors`, shared with the server) and a dismiss button, which takes the focus. */
export function ErrorDialog() {
  const { t } = useTranslation('shell');
  const error = useUiStore((state) => state.error);
  const dismissError = useUiStore((state) => state.dismissError);
  const dismissRef = useRef<HTMLButtonElement>(null);
  const notice = error !== null && notices.has(error.key);
  return (
    <Dialog
      open={error !== null}
      onOpenChange={(open) => {
        if (!open) dismissError();
      }}
    >
      <DialogContent
        role="alertdialog"
        className="items-center text-center"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          dismissRef.current?.focus();
        }}
        // an alert needs an explicit answer: a click outside does not dismiss it
        onInteractOutside={(event) => event.preventDefault()}
      >
        <span className="grid size-14 place-items-center rounded-full bg-brand text-on-brand">
          <Icon name={notice ? 'info' : 'warning'} className="size-8" />
        </span>
        <DialogTitle className="mt-3">
          {t(notice ? 'error_dialog.notice_title' : 'error_dialog.title')}
        </DialogTitle>
        <DialogDescription className="mt-2 text-on-page">
          {error ? t(`errors:${error.key}`, error.params ?? {}) : null}
        </DialogDescription>
        <DialogClose ref={dismissRef} className={`${buttonClass} mt-5 w-full`}>
          {t('error_dialog.dismiss')}
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
