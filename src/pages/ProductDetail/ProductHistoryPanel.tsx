import { useT } from '../../i18n';
import { useEffect, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { errorText } from '../../api/errors';
import { useHistory } from '../../api/history';
import { HistoryList } from '../../components/history/HistoryList';

const SHOWN = 10;

interface ProductHistoryPanelProps {
  productId: string;
  /** The item's version: when it moves (a save here or elsewhere), the history is read again. */
  version: string;
}

/** A kind's or horeca product's own history: its latest changes, with undo, and a link to all. */
export function ProductHistoryPanel({
  productId,
  version,
}: ProductHistoryPanelProps): ReactElement {
  const t = useT();
  const { data, error, mutate } = useHistory({ product_id: productId, limit: SHOWN });
  useEffect(() => {
    void mutate();
  }, [version, mutate]);
  return (
    <section className="detail-panel card product-history" aria-label={t('productDetail.history')}>
      <h2 className="card-title">{t('productDetail.history')}</h2>
      {error && (
        <p className="form-message" role="alert">
          {errorText(error)}
        </p>
      )}
      {data && <HistoryList entries={data.entries} onUndone={() => void mutate()} />}
      {data && data.total > SHOWN && (
        <Link to={`/history?product=${productId}`}>
          {t('productDetail.allChanges', { count: data.total })}
        </Link>
      )}
    </section>
  );
}
