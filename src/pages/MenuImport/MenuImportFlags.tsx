import type { ReactElement } from 'react';
import type { MenuImportPreview } from '../../api/types';
import { useT } from '../../i18n';

interface MenuImportFlagsProps {
  change: MenuImportPreview['changes'][number];
  formatPrice: (value: number) => string;
}

/** What an import changes on a row besides prices and availability: "new", discounts, happy hours. */
export function MenuImportFlags({ change, formatPrice }: MenuImportFlagsProps): ReactElement {
  const t = useT();
  const yesNo = (value: boolean) => t(value ? 'importChanges.yes' : 'importChanges.no');
  const amount = (value: number | null) =>
    value === null ? t('importChanges.none') : formatPrice(value);
  return (
    <>
      {change.new !== null && (
        <span className="menu-import-diff" data-change="new">
          <mark>{t('importChanges.new', { old: yesNo(!change.new), new: yesNo(change.new) })}</mark>
        </span>
      )}
      {change.discounts.map((discount) => (
        <span key={discount.label} className="menu-import-diff" data-change="discount">
          <mark>
            {t('importChanges.discount', {
              label: discount.label,
              old: amount(discount.old),
              new: amount(discount.new),
            })}
          </mark>
        </span>
      ))}
      {change.happy_hour && (
        <span className="menu-import-diff" data-change="happy-hour">
          <mark>
            {t('importChanges.happyHour', {
              old: change.happy_hour.old || t('importChanges.none'),
              new: change.happy_hour.new || t('importChanges.none'),
            })}
          </mark>
        </span>
      )}
    </>
  );
}
