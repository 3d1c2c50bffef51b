export { Combobox, comboboxLabelsKo, comboboxLabelsEn, filterComboboxOptions } from './Combobox';
export type { ComboboxProps, ComboboxOption, ComboboxLabels } from './Combobox';
export { matchesKorean, initialConsonant } from './hangul';
