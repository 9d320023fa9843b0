export { Select, SCROLL_REPEAT_MS } from './Select';
export type { SelectOption, SelectProps } from './Select';
export { nextTypeaheadMatch, useTypeahead, TYPEAHEAD_RESET_MS } from './typeahead';
