import type { ChangeEvent, ReactElement } from 'react';
import { ImageIcon, TrashIcon } from '../ui/Icons';
import { slotView } from './pictureEditorModel';
import type { ImageField } from './pictureEditorModel';
import { Spinner } from '../ui/Spinner';
import { StoreImage } from './StoreImage';
import { Tooltip } from '../ui/Tooltip';
import type { PictureEditorState } from './usePictureEditor';
import './PictureEditor.css';
import { useT } from '../../i18n';

/** The file types the upload inputs offer; the server checks the content itself. */
const ACCEPTED_FILES = 'image/png,image/jpeg,image/webp,image/gif';

interface PictureEditorProps {
  /** From `usePictureEditor(...)`. */
  editor: PictureEditorState;
  /** Names the pictures for screen readers: 'Foto 1 van {name}'. */
  entityName: string;
  /** The size asked of the resize service: 200 x 200 for kinds, 2000 x 880 for categories. */
  size: { width: number; height: number };
  /** `grid` puts small slots side by side; `stack` shows wide pictures at the page's width. */
  layout?: 'grid' | 'stack';
}

interface SlotProps {
  editor: PictureEditorState;
  field: ImageField;
  index: number;
  entityName: string;
  size: { width: number; height: number };
}

function PictureSlot({ editor, field, index, entityName, size }: SlotProps): ReactElement {
  const t = useT();
  const view = slotView(editor.draft, editor.values, field);
  const editing = editor.draft !== null;
  const busy = editor.uploading.includes(field);
  const number = index + 1;
  const label = t('components.picture.label', { number });

  function handleFile(event: ChangeEvent<HTMLInputElement>): void {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again is a change too.
    event.target.value = '';
    if (file) void editor.upload(field, file);
  }

  return (
    <li className="picture-slot" data-field={field} data-state={view.type}>
      <div className="picture-slot-frame">
        <StoreImage
          name={view.type === 'empty' ? null : view.name}
          src={view.type === 'preview' ? view.url : undefined}
          width={size.width}
          height={size.height}
          alt={t('components.picture.alt', { number, name: entityName })}
        />
        {busy && (
          <span className="picture-slot-busy">
            <Spinner label={t('components.uploading')} />
          </span>
        )}
      </div>
      <div className="picture-slot-bar">
        <span className="picture-slot-label">{label}</span>
        {editing && (
          <span className="picture-slot-tools">
            <label className="button button-small button-secondary picture-slot-upload">
              <input
                type="file"
                accept={ACCEPTED_FILES}
                className="visually-hidden"
                aria-label={t('components.picture.upload', { number })}
                disabled={busy || editor.submitting}
                onChange={handleFile}
              />
              <ImageIcon />
              {t('components.picture.choose')}
            </label>
            <button
              type="button"
              className="icon-button"
              aria-label={t('components.picture.clear', { number })}
              title={t('components.picture.clearShort')}
              disabled={view.type === 'empty' || busy || editor.submitting}
              onClick={() => editor.clear(field)}
            >
              <TrashIcon />
            </button>
          </span>
        )}
      </div>
    </li>
  );
}

/**
 * The picture slots of a kind, product or category: the stored pictures in view mode; in edit
 * mode a file input and a clear button per slot, with 'Annuleren' and 'Opslaan' below.
 */
export function PictureEditor({
  editor,
  entityName,
  size,
  layout = 'grid',
}: PictureEditorProps): ReactElement {
  const t = useT();
  const editing = editor.draft !== null;
  return (
    <section
      className={`card picture-editor picture-editor-${layout}`}
      aria-labelledby="picture-editor-title"
      data-mode={editing ? 'edit' : 'view'}
    >
      <h2 id="picture-editor-title" className="card-title">
        {t('components.picture.title')}
      </h2>
      <ul className="picture-slots">
        {editor.fields.map((field, index) => (
          <PictureSlot
            key={field}
            editor={editor}
            field={field}
            index={index}
            entityName={entityName}
            size={size}
          />
        ))}
      </ul>
      {editing && (
        <div className="picture-editor-actions">
          <button
            type="button"
            className="button button-secondary"
            disabled={editor.submitting}
            onClick={() => void editor.cancel()}
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button"
            disabled={editor.submitting || editor.uploading.length > 0}
            onClick={() => void editor.submit()}
          >
            {editor.submitting ? (
              <Spinner size="small" quiet label={t('components.saveBusy')} />
            ) : null}
            {t('common.save')}
          </button>
        </div>
      )}
    </section>
  );
}

interface EditPicturesButtonProps {
  editor: PictureEditorState;
  /** Why editing is not allowed (e.g. a global product for staff); null when it is. */
  disabledReason?: string | null;
}

/** 'Bewerk foto's': enters edit mode; with a reason it stays focusable and explains itself. */
export function EditPicturesButton({
  editor,
  disabledReason = null,
}: EditPicturesButtonProps): ReactElement {
  const t = useT();
  const editing = editor.draft !== null;
  const button = (
    <button
      type="button"
      className="button button-secondary edit-pictures"
      aria-disabled={disabledReason !== null || editing}
      onClick={() => {
        if (disabledReason === null && !editing) editor.start();
      }}
    >
      <ImageIcon />
      {t('components.picture.edit')}
    </button>
  );
  return disabledReason ? (
    <Tooltip text={disabledReason} placement="bottom">
      {button}
    </Tooltip>
  ) : (
    button
  );
}
