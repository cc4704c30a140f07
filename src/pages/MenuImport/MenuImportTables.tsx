import type { ReactElement } from 'react';
import type { MenuImportPreview } from '../../api/types';
import { MenuImportFlags } from './MenuImportFlags';

interface MenuImportTablesProps {
  preview: MenuImportPreview;
  formatPrice: (value: number) => string;
}

/** The preview of an import: changes with old and new values, then what is left alone. */
export function MenuImportTables({ preview, formatPrice }: MenuImportTablesProps): ReactElement {
  const unmatched = [...preview.new_products, ...preview.unknown_products].sort(
    (a, b) => a.line - b.line,
  );
  return (
    <div className="menu-import-preview">
      <p>
        {preview.rows} regels gelezen: {preview.changes.length} met wijzigingen, {preview.unchanged}{' '}
        ongewijzigd, {unmatched.length} niet op de kaart, {preview.errors.length} met fouten.
      </p>
      {preview.changes.length > 0 && (
        <table className="table menu-import-changes">
          <caption>Wijzigingen</caption>
          <thead>
            <tr>
              <th>Regel</th>
              <th>Categorie</th>
              <th>Product</th>
              <th>Kassacode</th>
              <th>Prijzen</th>
              <th>Beschikbaar</th>
            </tr>
          </thead>
          <tbody>
            {preview.changes.map((change) => (
              <tr key={change.link_id} data-product={change.product_name}>
                <td>{change.line}</td>
                <td>{change.category}</td>
                <td>{change.product_name}</td>
                <td>{change.internal_product_id}</td>
                <td>
                  {change.prices.map((price) => (
                    <span key={price.label} className="menu-import-diff">
                      {price.label}: <s>{formatPrice(price.old)}</s> →{' '}
                      <mark>{formatPrice(price.new)}</mark>
                    </span>
                  ))}
                </td>
                <td>
                  {change.active !== null && (
                    <mark>{change.active ? 'wordt beschikbaar' : 'wordt onbeschikbaar'}</mark>
                  )}
                  <MenuImportFlags change={change} formatPrice={formatPrice} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {unmatched.length > 0 && (
        <table className="table menu-import-unmatched">
          <caption>Niet op de kaart</caption>
          <thead>
            <tr>
              <th>Regel</th>
              <th>Product</th>
              <th>Kassacode</th>
              <th>Wat er gebeurt</th>
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
          <caption>Fouten (deze regels worden overgeslagen)</caption>
          <thead>
            <tr>
              <th>Regel</th>
              <th>Fout</th>
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
        </table>
      )}
    </div>
  );
}
