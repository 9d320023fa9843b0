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
export { WorkSection, WorkTools } from './WorkSection';
export type { WorkSectionProps } from './WorkSection';
export { PagedWorkList, useQueueFocus } from './PagedWorkList';
export type { PagedWorkListProps, WorkListPage, WorkListPaging } from './PagedWorkList';
export { AccountBlockToggle } from './AccountBlockToggle';
export type { AccountBlockToggleProps } from './AccountBlockToggle';
