import { Component, type ReactNode, Suspense } from 'react';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { retryFailedParts } from '@storefront/ui/lib/lazy-part.tsx';
import { buttonClass } from './button.ts';
import { Spinner } from '@storefront/ui/components/spinner.tsx';

interface FailureProps {
  children: ReactNode;
  failure(retry: () => void): ReactNode;
}

/** Shows `failure` instead of its children once they throw (a lazy part whose code did not come),
 * and its children again, mounted afresh, when `retry` is called. */
class FailureBoundary extends Component<FailureProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed)
      return this.props.failure(() => {
        retryFailedParts();
        this.setState({ failed: false });
      });
    return this.props.children;
  }
}

/** Around a part loaded on demand (lib/lazy-part.tsx) inside a screen, a dialog say: the shell's
 * spinner while its code comes, and if it cannot come, a message and a button that tries again,
 * where the part stands — the screen around it stays as it is
 * (docs/decisions/066-product-form-after-the-first-render.md). */
export function LoadBoundary({
  lead,
  children,
}: {
  /** What stands above the spinner and the failure, a dialog's title say, until the part shows its own. */
  lead?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FailureBoundary
      failure={(retry) => (
        <>
          {lead}
          <div role="alert" className="flex flex-col items-center gap-4 py-8 text-center">
            <p>{t('app.load_failed')}</p>
            <button type="button" onClick={retry} className={buttonClass}>
              {t('app.retry')}
            </button>
          </div>
        </>
      )}
    >
      <Suspense
        fallback={
          <>
            {lead}
            <Spinner label={t('app.loading')} />
          </>
        }
      >
        {children}
      </Suspense>
    </FailureBoundary>
  );
}
