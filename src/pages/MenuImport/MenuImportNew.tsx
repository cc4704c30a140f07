import type { ReactElement } from 'react';
import type { MenuImportPreview } from '../../api/types';
import { useT } from '../../i18n';

interface NewItemsProps {
  items: MenuImportPreview['new_items'];
  formatPrice: (value: number) => string;
}

/** The lines that become new products on confirming: category, code, prices, availability. */
export function MenuImportNewItems({ items, formatPrice }: NewItemsProps): ReactElement | null {
  const t = useT();
  if (!items.length) return null;
  return (
    <table className="table menu-import-new-items">
      <caption>{t('menuImport.newItems')}</caption>
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
        {items.map((item) => (
          <tr key={item.line} data-product={item.product_name}>
            <td>{item.line}</td>
            <td>{item.category}</td>
            <td>
              {item.product_name}{' '}
              <mark>
                {item.existing_id
                  ? t('menuImport.fromCatalogue')
                  : t(item.type === 'kind' ? 'menuImport.newKind' : 'menuImport.newProduct')}
              </mark>
            </td>
            <td>{item.internal_product_id}</td>
            <td>
              {item.prices.map((price) => (
                <span key={price.label} className="menu-import-diff">
                  {price.label}: {formatPrice(price.price)}
                </span>
              ))}
            </td>
            <td>
              {t(item.active ? 'importChanges.yes' : 'importChanges.no')}
              {item.new && <span className="menu-import-diff">{t('menuImport.markedNew')}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface ChoicesProps {
  choices: MenuImportPreview['choices'];
  chosen: Readonly<Record<number, string>>;
  onChoose: (line: number, choice: string | null) => void;
}

/**
 * Lines whose name is close to products that exist: "Bedoel je …?". Nothing happens with such a
 * line unless the user picks one of the products or "new product" here.
 */
export function MenuImportChoices({
  choices,
  chosen,
  onChoose,
}: ChoicesProps): ReactElement | null {
  const t = useT();
  if (!choices.length) return null;
  return (
    <table className="table menu-import-choices">
      <caption>{t('menuImport.choices')}</caption>
      <thead>
        <tr>
          <th>{t('menuImport.line')}</th>
          <th>{t('menuImport.category')}</th>
          <th>{t('menuImport.product')}</th>
          <th>{t('menuImport.choice')}</th>
        </tr>
      </thead>
      <tbody>
        {choices.map((choice) => (
          <tr key={choice.line} data-product={choice.product_name}>
            <td>{choice.line}</td>
            <td>{choice.category}</td>
            <td>
              {choice.product_name}
              <span className="menu-import-diff">
                {t('menuImport.didYouMean', {
                  names: choice.suggestions.map((s) => s.name).join(', '),
                })}
              </span>
            </td>
            <td>
              <select
                aria-label={t('menuImport.choiceFor', { name: choice.product_name })}
                value={chosen[choice.line] ?? ''}
                onChange={(event) => onChoose(choice.line, event.target.value || null)}
              >
                <option value="">{t('menuImport.leaveAlone')}</option>
                {choice.suggestions.map((suggestion) => (
                  <option key={suggestion.id} value={suggestion.id}>
                    {suggestion.on_menu
                      ? t('menuImport.suggestionOnMenu', {
                          name: suggestion.name,
                          category: suggestion.category,
                        })
                      : t('menuImport.suggestionInCatalogue', { name: suggestion.name })}
                  </option>
                ))}
                <option value="new" disabled={choice.new_problem !== null}>
                  {t('menuImport.asNewProduct', { name: choice.product_name })}
                </option>
              </select>
              {choice.new_problem && <span className="menu-import-diff">{choice.new_problem}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
