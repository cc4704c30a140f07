import type { ReactElement } from 'react';
import { useList } from '../../api/hooks';
import { IMAGES_PATH, deleteImage } from '../../api/images';
import type { StoredImage } from '../../api/types';
import { useConfirm } from '../../components/modals/ConfirmProvider';
import { DataTable } from '../../components/table/DataTable';
import { HelpButton } from '../../components/ui/HelpButton';
import { Page } from '../../components/layout/Page';
import { toastSaveError, toastSaved } from '../../components/feedback/toast';
import { useTableState } from '../../components/table/useTableState';
import { useT } from '../../i18n';
import { imageColumns } from './imageColumns';
import { LibraryUploadButton } from './LibraryUploadButton';
import './ImageLibraryPage.css';

/** `/image-library`: the published pictures, with upload and delete. */
export function ImageLibraryPage(): ReactElement {
  const t = useT();
  const table = useTableState('image-library', { sortBy: [{ id: 'created_at', desc: true }] });
  const list = useList<StoredImage>(
    `${IMAGES_PATH}/`,
    table.listQuery({ searchField: 'name' }),
    table.listOptions,
  );
  const confirm = useConfirm();

  async function handleDelete(image: StoredImage): Promise<void> {
    if (!(await confirm({ message: t('imageLibrary.confirmDelete'), tone: 'danger' }))) return;
    try {
      await deleteImage(image.name);
      toastSaved('Deleted', image.name);
    } catch (error) {
      toastSaveError(error);
    }
  }

  return (
    <Page
      title={t('imageLibrary.title')}
      actions={
        <HelpButton title={t('imageLibrary.helpTitle')}>{t('imageLibrary.help')}</HelpButton>
      }
    >
      <DataTable
        table={table}
        title={t('imageLibrary.tableTitle')}
        columns={imageColumns((image) => void handleDelete(image), t)}
        rows={list.items}
        total={list.total}
        rowKey={(row) => row.name}
        isLoading={list.isLoading}
        error={list.error}
        emptyText={t('imageLibrary.empty')}
        toolbar={<LibraryUploadButton />}
      />
    </Page>
  );
}
