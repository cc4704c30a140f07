/** Shapes of the picture API: uploads, publishing, the image library and the resize service. */
export type {
  ImageDeleteTempResult,
  ImageMoveResult,
  ImagePurpose,
  ImageUpload,
  ImageUse,
  ImagesConfig,
  StoredImage,
} from '../domain/contract';
