import { loadDialog } from '../components/dialog.tsx';

// The app loads the dialog code after its first render (components/dialog.tsx); component tests
// open dialogs at once. dialog.test.tsx checks the path where the code is not loaded yet.
await loadDialog();
