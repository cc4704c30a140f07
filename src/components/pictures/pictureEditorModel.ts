/**
 * Picture editing without React: a draft of one editing session (which slot got which upload,
 * which slot was cleared), and from it what to publish, what to throw away and what the entity's
 * `PUT` gets. `PictureEditor` and `usePictureEditor` build on it.
 */
import { responseText } from '../../api/errors';
import { ApiError } from '../../api/http';
import { t, translate } from '../../i18n';

/** The picture fields of kinds and products; categories use the first two. */
export const IMAGE_FIELDS = [
  'image_1',
  'image_2',
  'image_3',
  'image_4',
  'image_5',
  'image_6',
] as const;

/** One picture field of an entity. */
export type ImageField = (typeof IMAGE_FIELDS)[number];

/** The published names of an entity's picture fields (null: empty). */
export type ImageValues = Partial<Record<ImageField, string | null>>;

/** The picture fields of a category. */
export const CATEGORY_IMAGE_FIELDS: readonly ImageField[] = ['image_1', 'image_2'];

/** An upload of this session. */
export interface PendingUpload {
  /** The temporary key, `upload/{hex}-{w}x{h}.{ext}`. */
  key: string;
  /** The name it gets once published. */
  name: string;
  /** A local URL of the chosen file, shown until the session ends. */
  previewUrl: string;
  /** Moved to the published pictures already (a submit got that far). */
  published: boolean;
}

/** What the session did to one slot. */
export type SlotChange = { type: 'upload'; upload: PendingUpload } | { type: 'clear' };

/** One editing session. */
export interface PictureDraft {
  fields: readonly ImageField[];
  /** What the slots held when editing began. */
  original: ImageValues;
  changes: Partial<Record<ImageField, SlotChange>>;
  /** Every upload of the session in order, replaced ones included. */
  uploads: PendingUpload[];
}

/** What a slot shows. */
export type SlotView =
  | { type: 'stored'; name: string }
  | { type: 'preview'; name: string; url: string }
  | { type: 'empty' };

/** A new session over `fields` as `values` has them. */
export function startDraft(fields: readonly ImageField[], values: ImageValues): PictureDraft {
  const original: ImageValues = {};
  for (const field of fields) original[field] = values[field] ?? null;
  return { fields, original, changes: {}, uploads: [] };
}

/** The draft with `upload` in `field` (any earlier upload of that slot stays in `uploads`). */
export function withUpload(
  draft: PictureDraft,
  field: ImageField,
  upload: PendingUpload,
): PictureDraft {
  return {
    ...draft,
    changes: { ...draft.changes, [field]: { type: 'upload', upload } },
    uploads: [...draft.uploads, upload],
  };
}

/** The draft with `field` emptied. */
export function withCleared(draft: PictureDraft, field: ImageField): PictureDraft {
  // A slot that was empty and is empty again has no change.
  const { [field]: _replaced, ...others } = draft.changes;
  const changes = draft.original[field] ? { ...others, [field]: { type: 'clear' } } : others;
  return { ...draft, changes };
}

/** What `field` shows: outside a session (`draft` null) the stored picture of `values`. */
export function slotView(
  draft: PictureDraft | null,
  values: ImageValues,
  field: ImageField,
): SlotView {
  const change = draft?.changes[field];
  if (change?.type === 'upload') {
    return { type: 'preview', name: change.upload.name, url: change.upload.previewUrl };
  }
  if (change?.type === 'clear') return { type: 'empty' };
  const name = draft ? draft.original[field] : values[field];
  return name ? { type: 'stored', name } : { type: 'empty' };
}

function uploadsInSlots(draft: PictureDraft): PendingUpload[] {
  return draft.fields.flatMap((field) => {
    const change = draft.changes[field];
    return change?.type === 'upload' ? [change.upload] : [];
  });
}

/** Submit publishes the uploads the slots show, and only those not published yet. */
export function keysToPublish(draft: PictureDraft): string[] {
  return uploadsInSlots(draft)
    .filter((upload) => !upload.published)
    .map((upload) => upload.key);
}

/**
 * The temporary uploads to delete when the session ends: after a cancel every upload not yet
 * published; after a submit those that a later upload of the same slot replaced.
 */
export function keysToDiscard(draft: PictureDraft, end: 'cancel' | 'submit'): string[] {
  const kept = new Set(end === 'submit' ? uploadsInSlots(draft).map((upload) => upload.key) : []);
  return draft.uploads
    .filter((upload) => !upload.published && !kept.has(upload.key))
    .map((upload) => upload.key);
}

/** The draft after `keys` were published. */
export function withPublished(draft: PictureDraft, keys: readonly string[]): PictureDraft {
  const moved = new Set(keys);
  const mark = (upload: PendingUpload): PendingUpload =>
    moved.has(upload.key) ? { ...upload, published: true } : upload;
  const changes: PictureDraft['changes'] = {};
  for (const field of draft.fields) {
    const change = draft.changes[field];
    if (change) {
      changes[field] =
        change.type === 'upload' ? { type: 'upload', upload: mark(change.upload) } : change;
    }
  }
  return { ...draft, changes, uploads: draft.uploads.map(mark) };
}

/** The picture fields the entity's `PUT` changes: the published name, or null for a cleared slot. */
export function imageChanges(draft: PictureDraft): ImageValues {
  const result: ImageValues = {};
  for (const field of draft.fields) {
    const change = draft.changes[field];
    if (!change) continue;
    const next = change.type === 'upload' ? change.upload.name : null;
    if (next !== draft.original[field]) result[field] = next;
  }
  return result;
}

/** True when ending the session now would lose work: an upload or a cleared slot. */
export function hasPendingWork(draft: PictureDraft | null): boolean {
  if (!draft) return false;
  return draft.uploads.some((upload) => !upload.published) || Object.keys(draft.changes).length > 0;
}

/** The local preview URLs of the session, to release when it ends. */
export function previewUrls(draft: PictureDraft): string[] {
  return draft.uploads.map((upload) => upload.previewUrl);
}

/** Title of the toast of a refused upload. */
export const UPLOAD_REFUSED_TITLE = translate('nl', 'components.picture.refused');

/**
 * The toast of a refused upload (not a picture, wrong aspect ratio, too big): the server's
 * detail; null for other failures, which get the save-error toast.
 */
export function uploadRefusal(error: unknown): { title: string; text: string } | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 413)) return null;
  return { title: t('components.picture.refused'), text: responseText(error) };
}
