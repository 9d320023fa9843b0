// @stays/ui: the theme and UI primitives every front end uses (shared as a federation singleton).
export { theme, colors, space, fontSizes, radii, shadows, breakpoints, media } from './theme/theme';
export type { Theme } from './theme/theme';
export { ThemeProvider } from './theme/ThemeProvider';
export { GlobalStyle } from './theme/GlobalStyle';
export { Button, ButtonLink, IconButton, buttonStyles } from './primitives/Button';
export { SubmitButton } from './primitives/SubmitButton';
export type { ButtonVariant, ButtonSize, ButtonStyleProps } from './primitives/Button';
export { Card, CardTitle } from './primitives/Card';
export { Badge } from './primitives/Badge';
export type { BadgeVariant } from './primitives/Badge';
export { Skeleton } from './primitives/Skeleton';
export { Spinner } from './primitives/Spinner';
export { EmptyState, ErrorState } from './primitives/States';
export type { EmptyStateProps, ErrorStateProps } from './primitives/States';
export { Container, Grid, Stack, VisuallyHidden } from './primitives/Layout';
export { Avatar, initials } from './primitives/Avatar';
export type { AvatarProps } from './primitives/Avatar';
export { ImageWithFallback } from './primitives/Image';
export type { ImageWithFallbackProps } from './primitives/Image';
export { fallbackCover } from './assets/fallbackCover';
export { openedFrom, PropertyCard, PropertyCardSkeleton, shownPrice } from './property/PropertyCard';
export type { PropertyCardData, PropertyCardLabels, PropertyCardProps } from './property/PropertyCard';
export {
  propertyBadges,
  publicStatusBadge,
  hostStatusBadge,
  isNewListing,
  propertyTypeLabel,
} from './property/badges';
export type { BadgeInfo, BadgeSource } from './property/badges';
export { propertyTypeMessages, translatePropertyType } from './property/propertyTypes';
export { formatPrice, formatNightly, toPrice } from './format/price';
export {
  PinIcon,
  CheckIcon,
  AlertIcon,
  ToolsIcon,
  ImageIcon,
  CompassIcon,
  HomeIcon,
  StarIcon,
} from './primitives/Icons';
export { ChevronIcon, SearchIcon } from './primitives/Icons';
export { horizontalStep, isRtl } from './a11y/direction';
export { zIndices } from './theme/theme';
export { Select, SCROLL_REPEAT_MS, TYPEAHEAD_RESET_MS } from './select';
export type { SelectOption, SelectProps } from './select';
// Separate entry points, each loaded by the pages that use it: the form fields, `@stays/ui/forms`; tabs,
// `@stays/ui/tabs`; the tooltip, `@stays/ui/tooltip`; the calendar date picker, `@stays/ui/datepicker`; the work
// areas' pieces (work lists, pager, stat cards, the portals' sign-in form, the image uploader), `@stays/ui/portal`.
export { Dialog, useKitText } from './dialog';
export { englishText } from './i18n';
export type { DialogProps, DialogSize } from './dialog';
export {
  ToastProvider,
  useToast,
  TOAST_DURATION,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
  TOAST_VIEWPORT_MAX_WIDTH,
} from './toast';
export type { ToastApi, ToastAction, ToastInput, ToastItem, ToastProviderProps, ToastVariant } from './toast';
export { useAmenityLabel } from './property/amenityLabels';
export { AfterFirstPaint } from './render/AfterFirstPaint';
export type { AfterFirstPaintProps } from './render/AfterFirstPaint';
export { HydrateWhenSeen, HydratingDrawnPage } from './render/HydrateWhenSeen';
export { readPromise } from './render/readPromise';
export { useTypedBeforeHydration } from './render/useTypedBeforeHydration';
