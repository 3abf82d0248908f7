import { TOOLTIP_MS } from '@storefront/domain/constants';
import { create } from '../../../lib/store.ts';

// The add-to-my-list alert (spec §2 Layout): a short confirmation after adding a product, shown
// for the tooltip time of spec §9. It outlives the product modal, so it is kept here.

export interface AddedAlert {
  /** Increases on every add, so the same product added twice announces twice. */
  id: number;
  productName: string;
  count: number;
}

interface AddedAlertState {
  alert: AddedAlert | null;
  show(productName: string, count: number): void;
  hide(): void;
}

let timer: ReturnType<typeof setTimeout> | null = null;
let nextId = 1;

export const useAddedAlert = create<AddedAlertState>()((set) => ({
  alert: null,
  show: (productName, count) => {
    if (timer) clearTimeout(timer);
    set({ alert: { id: nextId++, productName, count } });
    timer = setTimeout(() => set({ alert: null }), TOOLTIP_MS);
  },
  hide: () => {
    if (timer) clearTimeout(timer);
    set({ alert: null });
  },
}));
