import type { ReactElement } from 'react';
import { HelpButton } from '../../components/HelpButton';
import { Page } from '../../components/Page';
import { VocabularyTable } from './VocabularyTable';
import './StrainsTagsPage.css';

const HELP = `Strains, tags en flavors zijn woorden die je aan soorten (wiet) koppelt: maximaal 3 strains, 5 tags en 5 flavors per soort. Ze gelden voor alle shops.

Iedereen kan een woord toevoegen; alleen een superuser kan een woord wijzigen of wissen.

Klik op een waarde om die te bewerken: Enter slaat op, Escape annuleert. Een flavor heeft ook een kleur (hex zonder '#') en een icoon (een emoji).

Een woord dat nog aan een soort gekoppeld is, kan niet gewist worden.`;

/** Strains and tags together, and flavors with their colour and icon. */
export function StrainsTagsPage(): ReactElement {
  return (
    <Page
      title="Strains, tags en flavors"
      width="wide"
      actions={<HelpButton title="Help: strains, tags en flavors">{HELP}</HelpButton>}
    >
      <div className="strains-tags-grid">
        <VocabularyTable type="strain" title="Strains" label="Strain" />
        <VocabularyTable type="tag" title="Tags" label="Tag" />
      </div>
      <VocabularyTable type="flavor" title="Flavors" label="Flavor" />
    </Page>
  );
}
