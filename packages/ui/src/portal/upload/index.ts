export { ImageUploader } from './ImageUploader';
export type { ImageUploaderProps } from './ImageUploader';
export { useImageUploads } from './useImageUploads';
export type { ImageUploads, UploadImageFn, UploadItem } from './useImageUploads';
