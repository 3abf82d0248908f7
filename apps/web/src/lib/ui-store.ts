import type { ErrorKey } from '@storefront/domain/errors/error-keys';
import { create } from './store.ts';

// Transient interface state (not persisted): the generic error dialog of spec §8 and the panels.
export interface DialogError {
  key: ErrorKey;
  params?: Record<string, string | number>;
}

interface UiState {
  error: DialogError | null;
  leftPanelOpen: boolean;
  languageSwitcherOpen: boolean;
  showError(error: DialogError): void;
  dismissError(): void;
  setLeftPanelOpen(open: boolean): void;
  setLanguageSwitcherOpen(open: boolean): void;
}

export const useUiStore = create<UiState>()((set) => ({
  error: null,
  leftPanelOpen: false,
  languageSwitcherOpen: false,
  showError: (error) => set({ error }),
  dismissError: () => set({ error: null }),
  setLeftPanelOpen: (leftPanelOpen) => set({ leftPanelOpen }),
  setLanguageSwitcherOpen: (languageSwitcherOpen) => set({ languageSwitcherOpen }),
}));
