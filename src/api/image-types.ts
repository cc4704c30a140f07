/** Shapes of the picture API: uploads, publishing, the image library and the resize service. */

/** What an upload is for; category pictures must have the 5 / 2.2 aspect ratio. */
export type ImagePurpose = 'kind' | 'product' | 'category' | 'library';

/** `POST /v1/images/upload` (201): a temporary upload, not yet visible to boards. */
export interface ImageUpload {
  /** `upload/{hex}-{w}x{h}.{ext}`: the temporary key, for move and delete-temp. */
  key: string;
  /** The published name: the key without `upload/`. */
  name: string;
  width: number;
  height: number;
  bytes: number;
  content_type: string;
  purpose: ImagePurpose;
}

/** `POST /v1/images/move`: the published names. */
export interface ImageMoveResult {
  message: string;
  moved: string[];
}

/** `POST /v1/images/delete-temp`: the deleted temporary keys. */
export interface ImageDeleteTempResult {
  message: string;
  deleted: string[];
}

/** One place a published picture is shown. */
export interface ImageUse {
  type: 'kind' | 'product' | 'category';
  id: string;
  name: string;
  /** The field, e.g. `image_1`. */
  slot: string;
}

/** `GET /v1/images/`: a published picture of the image library. */
export interface StoredImage {
  name: string;
  width: number;
  height: number;
  bytes: number;
  content_type: string;
  purpose: ImagePurpose;
  shop_group_id: string | null;
  /** The uploader's username; null once that user is gone. */
  uploaded_by: string | null;
  created_at: string;
  used_by: ImageUse[];
}

/** `GET /v1/images/config` (public): where the resize service is and which bucket it reads. */
export interface ImagesConfig {
  resize_url: string;
  bucket: string;
}
