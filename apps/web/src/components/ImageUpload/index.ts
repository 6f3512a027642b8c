export { default } from './ImageUpload';
export type { ImageUploadProps } from './ImageUpload';
export { checkImage, uploadOutcome, type UploadOutcome } from './upload-state';
