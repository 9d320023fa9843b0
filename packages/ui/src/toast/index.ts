export { ToastProvider, useToast } from './ToastProvider';
export type {
  ToastApi,
  ToastAction,
  ToastInput,
  ToastItem,
  ToastProviderProps,
  ToastVariant,
} from './ToastProvider';
export {
  TOAST_DURATION,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
  TOAST_VIEWPORT_MAX_WIDTH,
} from './constants';
