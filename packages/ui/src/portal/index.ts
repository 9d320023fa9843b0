// `@stays/ui/portal`: the pieces of the signed-in work areas (host, staff, admin): work lists with their
// frame, filters, search and pager, account toggles, stat cards, the portals' sign-in form and the image
// uploader. A separate entry point so the public pages (landing, search, a stay) never load them; they take
// the kit's primitives from `@stays/ui` itself, so both entries share one Button, one theme, one toast context.
export {
  AccountBlockToggle,
  Actions,
  Body,
  Empty,
  FilterButtons,
  focusRow,
  LoadingRows,
  Meta,
  PagedWorkList,
  Row,
  Rows,
  RowTitle,
  SectionHeader,
  useQueueFocus,
  WORK_SEARCH_DELAY_MS,
  WorkSearchBox,
  WorkSection,
  WorkTools,
} from './list';
export type {
  AccountBlockToggleProps,
  FilterButtonsProps,
  PagedWorkListProps,
  WorkSectionProps,
} from './list';
export { Pager } from './pager';
export type { PagerProps } from './pager';
export { ImageUploader, useImageUploads } from './upload';
export type { ImageUploaderProps, ImageUploads, UploadImageFn, UploadItem } from './upload';
export { StatCard } from './StatCard';
export type { StatCardProps } from './StatCard';
export { AccessPanel } from './AccessPanel';
export { ConfirmDialog } from './ConfirmDialog';
export { ListingPreview } from './ListingPreview';
export type { PreviewListing } from './ListingPreview';
export type { ConfirmDialogProps, ConfirmReason } from './ConfirmDialog';
export { PortalLoginForm } from './PortalLoginForm';
export type { Credentials, PortalLoginFormProps } from './PortalLoginForm';
