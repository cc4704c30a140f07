import { useT } from '../../i18n';
import type { ReactElement } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorText } from '../../api/errors';
import { useItem } from '../../api/hooks';
import type { Price } from '../../api/types';
import { Page } from '../../components/layout/Page';
import { Spinner } from '../../components/ui/Spinner';
import { PriceForm } from './PriceForm';
import { emptyPriceForm, priceFormFromPrice } from './priceFormModel';
import './PriceFormPage.css';

/** `/prices/new` ('Prijs Toevoegen') and `/prices/edit/{id}` ('Prijs Bewerken'). */
export function PriceFormPage(): ReactElement {
  const t = useT();
  const { id } = useParams();
  const price = useItem<Price>(id ? `/v1/prices/${id}` : null);

  if (!id) {
    return (
      <Page title={t('priceForm.titleNew')}>
        <PriceForm key="new" initial={emptyPriceForm()} />
      </Page>
    );
  }

  let content: ReactElement;
  if (price.data?.id === id) {
    // Keyed by id: the form starts from the loaded combination and keeps its own edits.
    content = (
      <PriceForm
        key={id}
        priceId={id}
        version={price.data.modified_at}
        initial={priceFormFromPrice(price.data)}
      />
    );
  } else if (price.error) {
    content = (
      <div className="card">
        <p className="form-message" role="alert">
          {t('priceForm.loadError', { error: errorText(price.error) })}
        </p>
        <Link className="button button-secondary" to="/prices">
          {t('priceForm.backToList')}
        </Link>
      </div>
    );
  } else {
    content = (
      <div className="card price-form-loading">
        <Spinner />
      </div>
    );
  }
  return <Page title={t('priceForm.titleEdit')}>{content}</Page>;
}
