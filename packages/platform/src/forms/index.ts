// @stays/platform/forms: what the forms share: their messages (formMessages, formError), the nightly price rule,
// and the image upload (a federation singleton of its own, so a page without a form never loads it).
export { formMessages, formError } from '../i18n/formMessages';
export type { FormMessageKey } from '../i18n/formMessages';
export { MIN_PRICE_PER_NIGHT, priceProblem } from './price';
export type { PriceProblem } from './price';
export { uploadImage, UploadError } from '../upload/uploadImage';
export type { UploadProgress } from '../upload/uploadImage';
