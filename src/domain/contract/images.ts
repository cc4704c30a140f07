/** Answers of the picture API: uploads, publishing, the image library, the resize service. */
import { Type, type Static } from 'typebox';
import { Id, Nullable, Timestamp } from './common';

/** What an upload is for; category pictures must have the 5 / 2.2 aspect ratio. */
export const IMAGE_PURPOSES = ['kind', 'product', 'category', 'library'] as const;
export const ImagePurpose = Type.Enum(IMAGE_PURPOSES);
export type ImagePurpose = Static<typeof ImagePurpose>;

/** `POST /v1/images/upload` (201): a temporary upload, not yet visible to boards. */
export const ImageUpload = Type.Object({
  /** `upload/{hex}-{w}x{h}.{ext}`: the temporary key, for move and delete-temp. */
  key: Type.String(),
  /** The published name: the key without `upload/`. */
  name: Type.String(),
  width: Type.Number(),
  height: Type.Number(),
  bytes: Type.Number(),
  content_type: Type.String(),
  purpose: ImagePurpose,
});
export type ImageUpload = Static<typeof ImageUpload>;

/** `POST /v1/images/move`: the published names. */
export const ImageMoveResult = Type.Object({
  message: Type.String(),
  moved: Type.Array(Type.String()),
});
export type ImageMoveResult = Static<typeof ImageMoveResult>;

/** `POST /v1/images/delete-temp`: the deleted temporary keys. */
export const ImageDeleteTempResult = Type.Object({
  message: Type.String(),
  deleted: Type.Array(Type.String()),
});
export type ImageDeleteTempResult = Static<typeof ImageDeleteTempResult>;

/** One place a published picture is shown; `slot` is the field, e.g. `image_1`. */
export const ImageUse = Type.Object({
  type: Type.Enum(['kind', 'product', 'category']),
  id: Id,
  name: Type.String(),
  slot: Type.String(),
});
export type ImageUse = Static<typeof ImageUse>;

/** `GET /v1/images/`: a published picture of the image library. */
export const StoredImage = Type.Object({
  name: Type.String(),
  width: Type.Number(),
  height: Type.Number(),
  bytes: Type.Number(),
  content_type: Type.String(),
  purpose: ImagePurpose,
  shop_group_id: Nullable(Id),
  /** The uploader's username; null once that user is gone. */
  uploaded_by: Nullable(Type.String()),
  created_at: Timestamp,
  /** When it was published (moved out of the uploads); null for older pictures. */
  published_at: Nullable(Timestamp),
  used_by: Type.Array(ImageUse),
});
export type StoredImage = Static<typeof StoredImage>;

/** `GET /v1/images/config` (public): where the resize service is and which bucket it reads. */
export const ImagesConfig = Type.Object({ resize_url: Type.String(), bucket: Type.String() });
export type ImagesConfig = Static<typeof ImagesConfig>;
