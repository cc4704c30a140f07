import type { ReactElement } from 'react';
import { useList } from '../../api/hooks';
import { IMAGES_PATH, deleteImage } from '../../api/images';
import type { StoredImage } from '../../api/types';
import { CONFIRM_MESSAGES } from '../../components/confirmQueue';
import { useConfirm } from '../../components/ConfirmProvider';
import { DataTable } from '../../components/DataTable';
import { HelpButton } from '../../components/HelpButton';
import { Page } from '../../components/Page';
import { toastSaveError, toastSaved } from '../../components/toast';
import { useTableState } from '../../components/useTableState';
import { imageColumns } from './imageColumns';
import { LibraryUploadButton } from './LibraryUploadButton';
import './ImageLibraryPage.css';

const HELP = `De fotobibliotheek toont de gepubliceerde foto's die je mag zien: die van je shop groepen en de globale.

Met 'Foto's uploaden' voeg je foto's toe (PNG, JPEG, WebP of GIF); ze zijn meteen gepubliceerd.

'Gebruikt door' noemt de soorten, producten en categorieën die een foto tonen. Zo'n foto kan pas gewist worden als niets hem meer gebruikt.`;

/** `/image-library`: the published pictures, with upload and delete. */
export function ImageLibraryPage(): ReactElement {
  const table = useTableState('image-library', { sortBy: [{ id: 'created_at', desc: true }] });
  const list = useList<StoredImage>(
    `${IMAGES_PATH}/`,
    table.listQuery({ searchField: 'name' }),
    table.listOptions,
  );
  const confirm = useConfirm();

  async function handleDelete(image: StoredImage): Promise<void> {
    if (!(await confirm({ message: CONFIRM_MESSAGES.delete, tone: 'danger' }))) return;
    try {
      await deleteImage(image.name);
      toastSaved('Deleted', image.name);
    } catch (error) {
      toastSaveError(error);
    }
  }

  return (
    <Page
      title="Fotobibliotheek"
      actions={<HelpButton title="Help: fotobibliotheek">{HELP}</HelpButton>}
    >
      <DataTable
        table={table}
        title="Foto's"
        columns={imageColumns((image) => void handleDelete(image))}
        rows={list.items}
        total={list.total}
        rowKey={(row) => row.name}
        isLoading={list.isLoading}
        error={list.error}
        emptyText="Er zijn nog geen foto's."
        toolbar={<LibraryUploadButton />}
      />
    </Page>
  );
}
