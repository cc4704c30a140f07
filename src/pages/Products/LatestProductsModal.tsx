import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { LOAD_ERROR_TEXT } from '../../api/errors';
import { useList } from '../../api/hooks';
import type { Kind } from '../../api/types';
import { defaultEmptyText } from '../../components/table/DataTable';
import { Modal } from '../../components/modals/Modal';
import { Spinner } from '../../components/ui/Spinner';
import { formatDateTime } from '../../domain';
import { useT } from '../../i18n';
import { itemViewPath } from './productRows';

/** How many kinds the modal lists. */
export const LATEST_KINDS_LIMIT = 10;

interface LatestProductsModalProps {
  shopGroupId: string | null;
  /** Internal staff accounts see names without links. */
  linkNames: boolean;
  onClose: () => void;
}

/**
 * The ten most recently changed kinds of the shop's group (and the global ones), with the
 * moment of their last change: `GET /v1/kinds?shop_group_id={id}&limit=10&sort=-modified_at`.
 */
export function LatestProductsModal({
  shopGroupId,
  linkNames,
  onClose,
}: LatestProductsModalProps): ReactElement {
  const t = useT();
  const kinds = useList<Kind>('/v1/kinds', {
    limit: LATEST_KINDS_LIMIT,
    params: { ...(shopGroupId && { shop_group_id: shopGroupId }), sort: '-modified_at' },
  });

  let body: ReactElement;
  if (kinds.error) {
    body = (
      <p className="form-message" role="alert">
        {LOAD_ERROR_TEXT}
      </p>
    );
  } else if (kinds.isLoading) {
    body = <Spinner />;
  } else if (kinds.items.length === 0) {
    body = <p className="muted">{defaultEmptyText()}</p>;
  } else {
    body = (
      <ol className="latest-products">
        {kinds.items.map((kind) => (
          <li key={kind.id} className="latest-product">
            {linkNames ? (
              <Link to={itemViewPath('cannabis', kind.id)}>{kind.name}</Link>
            ) : (
              <span>{kind.name}</span>
            )}
            <time className="muted" dateTime={kind.modified_at}>
              {formatDateTime(kind.modified_at)}
            </time>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <Modal
      open
      title={t('products.latest')}
      onClose={onClose}
      size="small"
      footer={
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('products.latest.close')}
        </button>
      }
    >
      {body}
    </Modal>
  );
}
