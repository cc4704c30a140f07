import { t, useT } from '../../i18n';
import { useCallback, useState } from 'react';
import type { ReactElement } from 'react';
import { CopyIcon } from '../../components/ui/Icons';
import { InlineEditCell } from '../../components/table/InlineEditCell';
import { toast } from '../../components/feedback/toast';
import { useLeavePageGuard } from '../../components/forms/useLeavePageGuard';
import { TEXT_FIELDS, checkText } from './detailModel';
import type { TextField } from './detailModel';

/** Copies to the clipboard and says whether it worked. */
async function copyToClipboard(label: string, text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast('info', t('productDetail.copied'), label);
  } catch {
    toast('error', t('productDetail.copyFailed'), t('productDetail.copyRefused'));
  }
}

interface ProductInfoPanelProps {
  item: Record<TextField, string>;
  canEdit: boolean;
  /** Stores one changed text; a rejection keeps the editor open with the typed text. */
  onSave: (field: TextField, text: string) => Promise<unknown>;
}

/** Name and descriptions, each edited in place and copied with one click. */
export function ProductInfoPanel({ item, canEdit, onSave }: ProductInfoPanelProps): ReactElement {
  const tr = useT();
  // Leaving the page with a changed, unsaved text asks first instead of dropping it.
  const [dirtyFields, setDirtyFields] = useState<ReadonlySet<TextField>>(new Set());
  useLeavePageGuard(dirtyFields.size > 0);
  const markDirty = useCallback((field: TextField, dirty: boolean) => {
    setDirtyFields((current) => {
      if (current.has(field) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(field);
      else next.delete(field);
      return next;
    });
  }, []);
  const dirtyHandlers = useFieldDirtyHandlers(markDirty);

  return (
    <section className="detail-panel card detail-info" aria-labelledby="detail-info-title">
      <h2 id="detail-info-title" className="card-title">
        {tr('productDetail.info.title')}
      </h2>
      <dl className="detail-fields">
        {TEXT_FIELDS.map(({ field, label: labelKey, multiline }) => {
          const label = tr(labelKey);
          return (
            <div key={field} className="detail-field" data-field={field}>
              <dt>{label}</dt>
              <dd>
                <InlineEditCell
                  value={item[field]}
                  label={label}
                  multiline={multiline}
                  disabled={!canEdit}
                  validate={(draft) => checkText(field, draft)}
                  onSave={(next) => onSave(field, next)}
                  onDirtyChange={dirtyHandlers[field]}
                />
              </dd>
              <dd className="detail-field-copy">
                <button
                  type="button"
                  className="icon-button"
                  onClick={() => void copyToClipboard(label, item[field])}
                  disabled={!item[field]}
                  aria-label={tr('productDetail.copyOf', { label })}
                  title={tr('productDetail.copy')}
                >
                  <CopyIcon />
                </button>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/** One stable dirty-change handler per text field, so the cells' effects do not re-run. */
function useFieldDirtyHandlers(
  markDirty: (field: TextField, dirty: boolean) => void,
): Record<TextField, (dirty: boolean) => void> {
  const [handlers] = useState(
    () =>
      Object.fromEntries(
        TEXT_FIELDS.map(({ field }) => [field, (dirty: boolean) => markDirty(field, dirty)]),
      ) as Record<TextField, (dirty: boolean) => void>,
  );
  return handlers;
}
