import type { ReactElement } from 'react';
import type { MenuImportPreview } from '../../api/types';
import { useT } from '../../i18n';
import { MenuImportFlags } from './MenuImportFlags';
import { MenuImportChoices, MenuImportNewItems } from './MenuImportNew';

interface MenuImportTablesProps {
  preview: MenuImportPreview;
  formatPrice: (value: number) => string;
  /** Per misspelt line, what the user chose: `new` or a suggestion's id. */
  chosen: Readonly<Record<number, string>>;
  onChoose: (line: number, choice: string | null) => void;
}

/**
 * The preview of an import: changes with old and new values, new products, misspelt lines to
 * choose for, then what is left alone.
 */
export function MenuImportTables({
  preview,
  formatPrice,
  chosen,
  onChoose,
}: MenuImportTablesProps): ReactElement {
  const t = useT();
  const unmatched = [...preview.new_products, ...preview.unknown_products].sort(
    (a, b) => a.line - b.line,
  );
  return (
    <div className="menu-import-preview">
      <p>
        {t('menuImport.summary', {
          rows: preview.rows,
          changes: preview.changes.length,
          unchanged: preview.unchanged,
          created: preview.new_items.length,
          choices: preview.choices.length,
          unmatched: unmatched.length,
          errors: preview.errors_total,
        })}
      </p>
      <p className="menu-import-encoding" data-encoding={preview.encoding}>
        {t('menuImport.encoding', { encoding: t(`menuImport.encoding.${preview.encoding}`) })}
      </p>
      {preview.changes.length > 0 && (
        <table className="table menu-import-changes">
          <caption>{t('menuImport.changes')}</caption>
          <thead>
            <tr>
              <th>{t('menuImport.line')}</th>
              <th>{t('menuImport.category')}</th>
              <th>{t('menuImport.product')}</th>
              <th>{t('menuImport.posCode')}</th>
              <th>{t('menuImport.prices')}</th>
              <th>{t('menuImport.available')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.changes.map((change) => (
              <tr key={change.link_id} data-product={change.product_name}>
                <td>{change.line}</td>
                <td>{change.category}</td>
                <td>{change.product_name}</td>
                <td>
                  {change.register_code_change ? (
                    <>
                      <s>{change.internal_product_id}</s> →{' '}
                      <mark>{change.register_code_change.now}</mark>
                    </>
                  ) : (
                    change.internal_product_id
                  )}
                </td>
                <td>
                  {change.register_code_change && (
                    <span className="menu-import-diff menu-import-new-code">
                      {change.register_code_change.text}
                    </span>
                  )}
                  {change.prices.map((price) => (
                    <span key={price.label} className="menu-import-diff">
                      {price.label}: <s>{formatPrice(price.old)}</s> →{' '}
                      <mark>{formatPrice(price.new)}</mark>
                    </span>
                  ))}
                </td>
                <td>
                  {change.active !== null && (
                    <mark>
                      {change.active
                        ? t('menuImport.becomesAvailable')
                        : t('menuImport.becomesUnavailable')}
                    </mark>
                  )}
                  <MenuImportFlags change={change} formatPrice={formatPrice} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <MenuImportNewItems items={preview.new_items} formatPrice={formatPrice} />
      <MenuImportChoices choices={preview.choices} chosen={chosen} onChoose={onChoose} />
      {unmatched.length > 0 && (
        <table className="table menu-import-unmatched">
          <caption>{t('menuImport.unmatched')}</caption>
          <thead>
            <tr>
              <th>{t('menuImport.line')}</th>
              <th>{t('menuImport.product')}</th>
              <th>{t('menuImport.posCode')}</th>
              <th>{t('menuImport.whatHappens')}</th>
            </tr>
          </thead>
          <tbody>
            {unmatched.map((line) => (
              <tr key={line.line}>
                <td>{line.line}</td>
                <td>{line.product_name}</td>
                <td>{line.internal_product_id}</td>
                <td>{line.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {preview.errors.length > 0 && (
        <table className="table menu-import-errors">
          <caption>{t('menuImport.errors')}</caption>
          <thead>
            <tr>
              <th>{t('menuImport.line')}</th>
              <th>{t('menuImport.error')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.errors.map((error) => (
              <tr key={`${error.line}-${error.message}`}>
                <td>{error.line}</td>
                <td>{error.message}</td>
              </tr>
            ))}
          </tbody>
          {preview.errors_total > preview.errors.length && (
            <tfoot>
              <tr>
                <td colSpan={2}>
                  {t('menuImport.moreErrors', {
                    count: preview.errors_total - preview.errors.length,
                  })}
                </td>
              </tr>
            </tfoot>
          )}
        </table>
      )}
    </div>
  );
}
