import { useState } from 'react';
import type { ChangeEvent, ReactElement } from 'react';
import { publishUploads, uploadImage } from '../../api/images';
import { PlusIcon } from '../../components/ui/Icons';
import { uploadRefusal } from '../../components/pictures/pictureEditorModel';
import { Spinner } from '../../components/ui/Spinner';
import { TOAST_DURATION_MS, toast, toastSaveError } from '../../components/feedback/toast';
import { PICTURES_UPLOADED } from '../../components/pictures/usePictureEditor';
import { useT } from '../../i18n';

/** The file types offered; the server checks the content itself. */
const ACCEPTED_FILES = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * 'Foto's uploaden': uploads the chosen files to the library and publishes them at once. A
 * refused file is named in a toast; the others are still published.
 */
export function LibraryUploadButton(): ReactElement {
  const t = useT();
  const [busy, setBusy] = useState(false);

  async function uploadAll(files: readonly File[]): Promise<void> {
    setBusy(true);
    const keys: string[] = [];
    try {
      for (const file of files) {
        try {
          keys.push((await uploadImage(file, { purpose: 'library' })).key);
        } catch (error) {
          const refusal = uploadRefusal(error);
          if (!refusal) throw error;
          toast('error', refusal.title, `${file.name}: ${refusal.text}`, TOAST_DURATION_MS.long);
        }
      }
      if (keys.length > 0) {
        await publishUploads(keys);
        toast('success', PICTURES_UPLOADED, undefined, TOAST_DURATION_MS.short);
      }
    } catch (error) {
      toastSaveError(error);
    } finally {
      setBusy(false);
    }
  }

  function handleFiles(event: ChangeEvent<HTMLInputElement>): void {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) void uploadAll(files);
  }

  return (
    <label className="button button-small image-library-upload" aria-busy={busy || undefined}>
      <input
        type="file"
        multiple
        accept={ACCEPTED_FILES}
        className="visually-hidden"
        aria-label={t('imageLibrary.upload')}
        disabled={busy}
        onChange={handleFiles}
      />
      {busy ? <Spinner size="small" quiet label={t('imageLibrary.uploading')} /> : <PlusIcon />}
      {t('imageLibrary.upload')}
    </label>
  );
}
