// 000 §2.7 / §3.17 the chosen number (sessionStorage number_selected, currentSelectedNo and its
// label): chosen on the number page, read by the cart and the checkout steps.
import type { SliceCreator } from './types';

/** The chosen number and its label (its vanity level). */
export interface SelectedNumber {
  msisdn: string;
  label: string;
}

export interface SelectionSlice {
  selectedNumber: SelectedNumber | null;
  selectNumber(number: SelectedNumber): void;
  clearSelection(): void;
}

export const createSelectionSlice: SliceCreator<SelectionSlice> = (set) => ({
  selectedNumber: null,
  selectNumber: (selectedNumber) => set({ selectedNumber }),
  clearSelection: () => set({ selectedNumber: null }),
});
