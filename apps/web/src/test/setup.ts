import { loadAllLanguages } from '../i18n/i18n.ts';

// The app loads one language at startup; component tests switch freely, so load them all.
await loadAllLanguages();
