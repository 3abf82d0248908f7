import type { Supplier } from '@storefront/domain/venue/config.schema';
import { lazy, Suspense } from 'react';
import { useUiStore } from '../../lib/ui-store.ts';

// The shell's dialogs load (with their dialog library) only when first opened: most diners never
// open them, and the first screen must stay within the JS budget (architecture §10).
const LeftPanel = lazy(() => import('./left-panel.tsx').then((m) => ({ default: m.LeftPanel })));
const LanguageSwitcher = lazy(() =>
  import('./language-switcher.tsx').then((m) => ({ default: m.LanguageSwitcher })),
);
const ErrorDialog = lazy(() => import('./error-dialog.tsx').then((m) => ({ default: m.ErrorDialog })));

export function ShellDialogs({ branch }: { branch: Supplier | undefined }) {
  const leftPanelOpen = useUiStore((s) => s.leftPanelOpen);
  const languageSwitcherOpen = useUiStore((s) => s.languageSwitcherOpen);
  const error = useUiStore((s) => s.error);
  return (
    <Suspense fallback={null}>
      {branch && leftPanelOpen && <LeftPanel branch={branch} />}
      {languageSwitcherOpen && <LanguageSwitcher />}
      {error && <ErrorDialog />}
    </Suspense>
  );
}
