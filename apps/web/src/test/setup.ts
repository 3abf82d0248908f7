import { loadDialog } from '@storefront/ui/components/dialog.tsx';
import { loadAllLanguages } from '../i18n/i18n.ts';

// The app loads one language at startup; component tests switch freely, so load them all.
await loadAllLanguages();
// The app loads the dialog code after its first render (components/ui/dialog.tsx); component tests
// open dialogs at once. dialog.test.tsx checks the path where the code is not loaded yet.
await loadDialog();
