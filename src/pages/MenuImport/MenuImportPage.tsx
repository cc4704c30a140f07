import { useState, type ChangeEvent, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { errorText } from '../../api/errors';
import { applyMenuImport, previewMenuImport } from '../../api/menu-sheet';
import type { MenuImportPreview } from '../../api/types';
import { Page } from '../../components/layout/Page';
import { formatPriceShort } from '../../domain';
import { useActiveShop } from '../../hooks/useActiveShop';
import { useT, useTCount } from '../../i18n';
import { MenuImportTables } from './MenuImportTables';
import './MenuImportPage.css';

type Stage =
  | { step: 'choose' }
  | { step: 'preview'; file: File; name: string; preview: MenuImportPreview }
  | { step: 'done'; applied: number; created: number };

/**
 * Importing the menu from a spreadsheet file: the server reads it and shows what would change;
 * nothing changes until the user confirms, and then exactly the previewed changes are made.
 */
export function MenuImportPage(): ReactElement {
  const t = useT();
  const tCount = useTCount();
  const { shop } = useActiveShop();
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Record<number, string>>({});

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (!chosen || !shop) return;
    setBusy(true);
    setMessage(null);
    try {
      // The bytes as they are: the server reads the file in the encoding it was saved in.
      const preview = await previewMenuImport(shop.id, chosen);
      setChosen({});
      setStage({ step: 'preview', file: chosen, name: chosen.name, preview });
    } catch (error) {
      setMessage(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  async function handleConfirm() {
    if (stage.step !== 'preview' || !shop) return;
    setBusy(true);
    setMessage(null);
    try {
      const result = await applyMenuImport(shop.id, stage.file, stage.preview, chosen);
      setStage({ step: 'done', applied: result.applied, created: result.created });
    } catch (error) {
      setMessage(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  function choose(line: number, choice: string | null) {
    setChosen((current) => {
      const { [line]: _dropped, ...rest } = current;
      return choice === null ? rest : { ...rest, [line]: choice };
    });
  }

  // What confirming does: the changes, the new products and the lines chosen for.
  const count =
    stage.step === 'preview'
      ? stage.preview.changes.length +
        stage.preview.new_items.length +
        stage.preview.choices.filter((c) => chosen[c.line] !== undefined).length
      : 0;
  const actions = (
    <Link className="button button-secondary" to="/products/cannabis">
      {t('menuImport.back')}
    </Link>
  );
  return (
    <Page title={t('menuImport.title')} actions={actions} width="wide">
      {!shop && <p>{t('menuImport.noShop')}</p>}
      {shop && stage.step !== 'done' && (
        <p>
          <label className="menu-import-file">
            {t('menuImport.file', { shop: shop.name })}{' '}
            <input
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              onChange={(event) => void handleFile(event)}
            />
          </label>
        </p>
      )}
      {message && (
        <p className="menu-import-message" role="alert">
          {message}
        </p>
      )}
      {stage.step === 'preview' && (
        <>
          <MenuImportTables
            preview={stage.preview}
            formatPrice={formatPriceShort}
            chosen={chosen}
            onChoose={choose}
          />
          <p>
            <button
              type="button"
              className="button"
              disabled={busy || count === 0}
              onClick={() => void handleConfirm()}
            >
              {count === 0
                ? t('menuImport.nothing')
                : tCount({ one: 'menuImport.apply.one', other: 'menuImport.apply.other' }, count)}
            </button>
          </p>
        </>
      )}
      {stage.step === 'done' && (
        <p role="status">
          {tCount({ one: 'menuImport.done.one', other: 'menuImport.done.other' }, stage.applied)}{' '}
          {stage.created > 0 && (
            <>
              {tCount(
                { one: 'menuImport.created.one', other: 'menuImport.created.other' },
                stage.created,
              )}{' '}
            </>
          )}
          <Link to="/products/cannabis">{t('menuImport.toProducts')}</Link>
        </p>
      )}
    </Page>
  );
}
