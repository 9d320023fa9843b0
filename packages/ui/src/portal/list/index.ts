export {
  Actions,
  Body,
  Empty,
  focusRow,
  LoadingRows,
  Meta,
  Row,
  Rows,
  RowTitle,
  SectionHeader,
} from './WorkList';
export { WORK_SEARCH_DELAY_MS, WorkSearch, WorkSearchBox, WorkSection, WorkTools } from './WorkSection';
export { FilterButtons } from './FilterButtons';
export type { FilterButtonsProps } from './FilterButtons';
export type { WorkSectionProps } from './WorkSection';
export { PagedWorkList, useQueueFocus } from './PagedWorkList';
export type { PagedWorkListProps, WorkListPage, WorkListPaging } from './PagedWorkList';
export { AccountBlockToggle } from './AccountBlockToggle';
export type { AccountBlockToggleProps } from './AccountBlockToggle';
