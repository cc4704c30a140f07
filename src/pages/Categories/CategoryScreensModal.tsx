import { useT } from '../../i18n';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { formErrorsOf } from '../../api/errors';
import { apiUpdate } from '../../api/mutations';
import type { Category, Screen } from '../../api/types';
import { FormModal } from '../../components/modals/FormModal';
import { useModalSubmit } from '../../components/modals/useModalSubmit';
import { withSaveToast } from '../../components/feedback/toast';
import { categoryBody, placementDrafts, placementsOfDrafts } from './categoryRules';
import type { PlacementDraft } from './categoryRules';
import { PlacementFieldset } from './PlacementFieldset';

interface CategoryScreensModalProps {
  /** The category whose placements are edited; null: closed. */
  category: Category | null;
  screens: readonly Screen[];
  onClose: () => void;
  /** Refetches the list once the placements are stored. */
  onSaved: () => Promise<unknown>;
}

/** Where a category shows on each screen of a multiscreen shop (column, order, options). */
export function CategoryScreensModal(props: CategoryScreensModalProps): ReactElement | null {
  return props.category ? <ScreensDialog {...props} category={props.category} /> : null;
}

function ScreensDialog({
  category,
  screens,
  onClose,
  onSaved,
}: CategoryScreensModalProps & { category: Category }): ReactElement {
  const [drafts, setDrafts] = useState<PlacementDraft[]>(() =>
    placementDrafts(
      screens.map((screen) => screen.id),
      category.screens,
    ),
  );
  const t = useT();
  const { saving, refused: problem, save } = useModalSubmit(onClose, refusalText);

  function change(screenId: string, changes: Partial<PlacementDraft>): void {
    setDrafts((current) =>
      current.map((draft) => (draft.screenId === screenId ? { ...draft, ...changes } : draft)),
    );
  }

  function handleSubmit(): Promise<void> {
    return save(async () => {
      const body = categoryBody(category, { screens: placementsOfDrafts(drafts) });
      await withSaveToast('Edited', () => apiUpdate(`/v1/categories/${category.id}`, body));
      await onSaved();
    });
  }

  return (
    <FormModal
      size="large"
      title={t('categories.screensOf', { name: category.name })}
      submitLabel={t('categories.save')}
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      busy={saving}
      message={problem}
      className="placements"
    >
      {screens.length === 0 && <p className="muted">{t('categories.noScreens')}</p>}
      {screens.map((screen) => {
        const draft = drafts.find((candidate) => candidate.screenId === screen.id);
        return draft ? (
          <PlacementFieldset
            key={screen.id}
            screen={screen}
            draft={draft}
            onChange={(changes) => change(screen.id, changes)}
          />
        ) : null;
      })}
    </FormModal>
  );
}

/** A refusal in one line: the placements' fields are not shown one by one. */
function refusalText(error: unknown): string | null {
  const refused = formErrorsOf(error);
  return refused ? [...refused.root, ...Object.values(refused.fields).flat()].join(' ') : null;
}
