import { useT } from '../../i18n';
import type { ReactElement } from 'react';
import { HelpButton } from '../../components/ui/HelpButton';
import { Page } from '../../components/layout/Page';
import { VocabularyTable } from './VocabularyTable';
import './StrainsTagsPage.css';

/** Strains and tags together, and flavors with their colour and icon. */
export function StrainsTagsPage(): ReactElement {
  const t = useT();
  return (
    <Page
      title={t('strainsTags.title')}
      width="wide"
      actions={
        <HelpButton title={t('strainsTags.help.title')}>{t('strainsTags.help.text')}</HelpButton>
      }
    >
      <div className="strains-tags-grid">
        <VocabularyTable type="strain" />
        <VocabularyTable type="tag" />
      </div>
      <VocabularyTable type="flavor" />
    </Page>
  );
}
