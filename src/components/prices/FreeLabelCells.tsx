import type { ReactElement } from 'react';
import { FREE_LABEL_MAX_LENGTH } from '../../domain';
import { useT } from '../../i18n';
import type { FreeLabelDraft } from './freeLabelDraft';

interface FreeLabelCellsProps {
  label: string;
  labelEn: string;
  onChange: (change: Partial<Pick<FreeLabelDraft, 'label' | 'labelEn'>>) => void;
  /** The accessible names of the two inputs, e.g. 'Label 2' and 'Engels label 2'. */
  labelName: string;
  labelEnName: string;
  /** What the label reads when none is typed (the quantity label, e.g. '1 st'); else a hint. */
  placeholder?: string | undefined;
  invalid?: boolean;
  invalidEn?: boolean;
  describedBy?: string | undefined;
}

/**
 * The free label of a piece price and its English text, as two table cells: at most 20
 * characters each, the English one only once a label is typed. Shared by the row's price editor,
 * the price form's pieces list and the horeca add form.
 */
export function FreeLabelCells({
  label,
  labelEn,
  onChange,
  labelName,
  labelEnName,
  placeholder,
  invalid,
  invalidEn,
  describedBy,
}: FreeLabelCellsProps): ReactElement {
  const t = useT();
  return (
    <>
      <td>
        <input
          className="input free-label-input"
          value={label}
          maxLength={FREE_LABEL_MAX_LENGTH}
          placeholder={placeholder || t('components.freeLabel.hint')}
          onChange={(event) => onChange({ label: event.target.value })}
          aria-label={labelName}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-field="label"
        />
      </td>
      <td>
        <input
          className="input free-label-input"
          value={labelEn}
          maxLength={FREE_LABEL_MAX_LENGTH}
          disabled={label.trim() === ''}
          onChange={(event) => onChange({ labelEn: event.target.value })}
          aria-label={labelEnName}
          aria-invalid={invalidEn || undefined}
          aria-describedby={describedBy}
          data-field="label_en"
        />
      </td>
    </>
  );
}
