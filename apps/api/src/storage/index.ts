export { type AttachmentOwner, type Attachments, createAttachments, linkMinutes } from './attachments.ts';
export { createFileStorage } from './create-storage.ts';
export { fileRoutes } from './file-routes.ts';
export { contentTypeOf } from './file-sniff.ts';
export { createLocalStorage, type FileStorage } from './file-storage.ts';
export {
  type PictureKind,
  PictureRefused,
  pictureCopyKey,
  pictureKeys,
  type StoredPicture,
  storePicture,
} from './picture-copies.ts';
export {
  acceptUploads,
  keepUploads,
  receiveUploads,
  type StoredUpload,
  type UploadPolicy,
  uploadsOf,
} from './upload-receiver.ts';
