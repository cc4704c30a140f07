import { useEffect, useRef, useState } from 'react';
import { discardUploads, publishUploads, uploadImage } from '../../api/images';
import type { UploadTarget } from '../../api/images';
import {
  hasPendingWork,
  imageChanges,
  keysToDiscard,
  keysToPublish,
  previewUrls,
  startDraft,
  uploadRefusal,
  withCleared,
  withPublished,
  withUpload,
} from './pictureEditorModel';
import type { ImageField, ImageValues, PictureDraft } from './pictureEditorModel';
import { TOAST_DURATION_MS, toast, toastSaveError } from '../feedback/toast';
import { useLeavePageGuard } from '../forms/useLeavePageGuard';
import { t, translate } from '../../i18n';

/** The spec's success toasts of picture editing (3 s). */
export const PICTURES_UPLOADED = translate('nl', 'components.picture.uploaded');
export const CHANGES_SUBMITTED = translate('nl', 'components.picture.submitted');

/** What {@link usePictureEditor} needs to know about the entity. */
export interface PictureEditorOptions {
  /** The entity's picture fields, in slot order. */
  fields: readonly ImageField[];
  /** The stored names. */
  values: ImageValues;
  /** Purpose and shop group of the uploads. */
  target: UploadTarget;
  /** Stores the entity with these picture fields changed; rejects when the server refuses. */
  save: (changes: ImageValues) => Promise<void>;
  /** Reads the entity again after a failed submit. */
  refetch: () => void;
}

/** The state of picture editing and what changes it; made by {@link usePictureEditor}. */
export interface PictureEditorState {
  fields: readonly ImageField[];
  values: ImageValues;
  /** The session while editing; null in view mode. */
  draft: PictureDraft | null;
  /** Slots whose upload is under way. */
  uploading: readonly ImageField[];
  submitting: boolean;
  /** Enters edit mode. */
  start: () => void;
  /** Uploads `file` into `field` at once; a refused file leaves the slot as it was. */
  upload: (field: ImageField, file: File) => Promise<void>;
  clear: (field: ImageField) => void;
  /** Publishes this session's uploads, saves the entity, returns to view mode. */
  submit: () => Promise<void>;
  /** Deletes this session's uploads and returns to view mode. */
  cancel: () => Promise<void>;
}

function releasePreviews(draft: PictureDraft): void {
  for (const url of previewUrls(draft)) URL.revokeObjectURL(url);
}

/** Best effort: a temporary upload left behind is only litter in the temporary area. */
function discardQuietly(keys: readonly string[]): void {
  if (keys.length > 0) void discardUploads(keys).catch(() => undefined);
}

function toastUploadError(error: unknown): void {
  const refusal = uploadRefusal(error);
  if (refusal) toast('error', refusal.title, refusal.text, TOAST_DURATION_MS.long);
  else toastSaveError(error);
}

/**
 * Picture editing of one entity: view mode, then edit mode with an upload per slot, then
 * submit (move the uploads, `PUT` the entity) or cancel (delete the uploads). While uploads
 * are pending, leaving the page asks 'Pagina verlaten?'; leaving anyway deletes them.
 */
export function usePictureEditor(options: PictureEditorOptions): PictureEditorState {
  const { fields, values, target, save, refetch } = options;
  const [draft, setDraft] = useState<PictureDraft | null>(null);
  const [uploading, setUploading] = useState<readonly ImageField[]>([]);
  const [submitting, setSubmitting] = useState(false);
  // Each session has a number, so an upload that ends after its session ended is thrown away.
  const session = useRef(0);
  const latestDraft = useRef<PictureDraft | null>(null);
  useEffect(() => {
    latestDraft.current = draft;
  });

  useLeavePageGuard(hasPendingWork(draft) || uploading.length > 0);

  useEffect(
    () => () => {
      session.current += 1;
      const left = latestDraft.current;
      if (!left) return;
      discardQuietly(keysToDiscard(left, 'cancel'));
      releasePreviews(left);
    },
    [],
  );

  function end(finished: PictureDraft): void {
    session.current += 1;
    releasePreviews(finished);
    setDraft(null);
  }

  async function upload(field: ImageField, file: File): Promise<void> {
    const own = session.current;
    setUploading((busy) => [...busy, field]);
    try {
      const result = await uploadImage(file, target);
      if (own !== session.current) {
        discardQuietly([result.key]);
        return;
      }
      const previewUrl = URL.createObjectURL(file);
      const pending = { key: result.key, name: result.name, previewUrl, published: false };
      setDraft((current) => current && withUpload(current, field, pending));
      toast('success', t('components.picture.uploaded'), undefined, TOAST_DURATION_MS.short);
    } catch (error) {
      toastUploadError(error);
    } finally {
      setUploading((busy) => busy.filter((entry) => entry !== field));
    }
  }

  async function submit(): Promise<void> {
    if (!draft || uploading.length > 0) return;
    let current = draft;
    setSubmitting(true);
    try {
      const keys = keysToPublish(current);
      if (keys.length > 0) {
        await publishUploads(keys);
        current = withPublished(current, keys);
        setDraft(current);
      }
      const changes = imageChanges(current);
      if (Object.keys(changes).length > 0) await save(changes);
      discardQuietly(keysToDiscard(current, 'submit'));
      end(current);
      toast('success', t('components.picture.submitted'), undefined, TOAST_DURATION_MS.short);
    } catch (error) {
      toastSaveError(error);
      refetch();
    } finally {
      setSubmitting(false);
    }
  }

  async function cancel(): Promise<void> {
    if (!draft) return;
    const keys = keysToDiscard(draft, 'cancel');
    end(draft);
    if (keys.length === 0) return;
    try {
      await discardUploads(keys);
    } catch (error) {
      toastSaveError(error);
    }
  }

  return {
    fields,
    values,
    draft,
    uploading,
    submitting,
    start: () => {
      session.current += 1;
      setDraft(startDraft(fields, values));
    },
    upload,
    clear: (field) => setDraft((current) => current && withCleared(current, field)),
    submit,
    cancel,
  };
}
