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
