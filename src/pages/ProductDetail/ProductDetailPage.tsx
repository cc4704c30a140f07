import { useT } from '../../i18n';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { errorText, isStaleVersion } from '../../api/errors';
import { useItem, useList } from '../../api/hooks';
import { kindInputOf, productInputOf } from '../../api/item-bodies';
import { apiUpdate } from '../../api/mutations';
import type { Flavor, Kind, KindInput, Product, Strain, Tag } from '../../api/types';
import { Badge } from '../../components/ui/Badge';
import { HelpButton } from '../../components/ui/HelpButton';
import { ChevronLeftIcon } from '../../components/ui/Icons';
import { Page } from '../../components/layout/Page';
import { EditPicturesButton, PictureEditor } from '../../components/pictures/PictureEditor';
import { IMAGE_FIELDS } from '../../components/pictures/pictureEditorModel';
import { Spinner } from '../../components/ui/Spinner';
import { StaleNotice } from '../../components/forms/StaleNotice';
import { toastSaveError, toastSaved } from '../../components/feedback/toast';
import { usePictureEditor } from '../../components/pictures/usePictureEditor';
import { usePermissions } from '../../hooks/usePermissions';
import { BadgesPanel } from './BadgesPanel';
import { ContentWorkflowPanel } from './ContentWorkflowPanel';
import { canEditItem, detailTypeOf } from './detailModel';
import type { DetailType, TextField } from './detailModel';
import { EmojiListPanel } from './EmojiListPanel';
import { ProductInfoPanel } from './ProductInfoPanel';
import { RelationPanel } from './RelationPanel';
import { useBack } from './useBack';
import './ProductDetailPage.css';
import { ProductHistoryPanel } from './ProductHistoryPanel';

const VOCABULARY_QUERY = { skip: 0, limit: 999 };

/** Edits of the item are refused by the page itself (a message), not app-wide. */
const HANDLED = { handled: [400, 404, 409] } as const;

/** Pictures of kinds and products are fetched at this size (the spec's 200 x 200). */
const PICTURE_SIZE = { width: 200, height: 200 } as const;

/** `/view/cannabis/{id}` and `/view/product/{id}`: one kind or horeca product to manage. */
export function ProductDetailPage(): ReactElement {
  const { pathname } = useLocation();
  const { id = '' } = useParams();
  const type = detailTypeOf(pathname) ?? 'cannabis';
  return <ProductDetail key={`${type}:${id}`} type={type} id={id} />;
}

function ProductDetail({ type, id }: { type: DetailType; id: string }): ReactElement {
  const t = useT();
  const isKind = type === 'cannabis';
  const path = `${isKind ? '/v1/kinds' : '/v1/products'}/${id}`;
  const item = useItem<Kind | Product>(path, { handled: [404] });
  const { isSuperuser } = usePermissions();
  const back = useBack(isKind ? '/manage/soorten' : '/manage/horeca');
  const [busy, setBusy] = useState(false);
  /** A save was refused because someone else saved first; after a reload, what is stored. */
  const [stale, setStale] = useState<{ current: string | null } | null>(null);
  const strains = useList<Strain>(isKind ? '/v1/strains' : null, VOCABULARY_QUERY);
  const tags = useList<Tag>(isKind ? '/v1/tags' : null, VOCABULARY_QUERY);
  const flavors = useList<Flavor>(isKind ? '/v1/flavors' : null, VOCABULARY_QUERY);

  const data = item.data?.id === id ? item.data : undefined;
  const canEdit = data ? canEditItem(data, isSuperuser) : false;

  /** Sends the whole item with the changes; shows the stored item at once. */
  async function saveItem(changes: Partial<KindInput>): Promise<void> {
    if (!data) return;
    const body = isKind
      ? kindInputOf(data as Kind, changes)
      : productInputOf(data as Product, changes);
    let stored: Kind | Product;
    try {
      stored = await apiUpdate<Kind | Product>(path, body, {
        ...HANDLED,
        version: data.modified_at,
      });
    } catch (error) {
      if (isStaleVersion(error)) setStale({ current: null });
      throw error;
    }
    setStale(null);
    await item.mutate(stored, { revalidate: false });
  }

  /** Reads the item again after a refused save; the next save goes on the new version. */
  async function reloadAfterStale(): Promise<void> {
    const fresh = await item.mutate();
    setStale({ current: fresh ? fresh.name : '' });
  }

  const pictures = usePictureEditor({
    fields: IMAGE_FIELDS,
    values: data ?? {},
    target: { purpose: isKind ? 'kind' : 'product', shopGroupId: data?.shop_group_id ?? null },
    save: saveItem,
    refetch: () => void item.mutate(),
  });

  const actions = (
    <>
      <HelpButton title={t('productDetail.help.title')} variant="dialog">
        {t('productDetail.help.text')}
      </HelpButton>
      <button type="button" className="button button-secondary" onClick={back}>
        <ChevronLeftIcon />
        {t('productDetail.back')}
      </button>
      <EditPicturesButton
        editor={pictures}
        disabledReason={
          data
            ? canEdit
              ? null
              : t('productDetail.globalPictures')
            : t('productDetail.loadingPictures')
        }
      />
    </>
  );

  if (!data) {
    return (
      <Page title={t('productDetail.manage')} actions={actions}>
        {item.error ? (
          <div className="card">
            <p className="form-message" role="alert">
              {t('productDetail.loadError', { error: errorText(item.error) })}
            </p>
            <Link
              className="button button-secondary"
              to={isKind ? '/manage/soorten' : '/manage/horeca'}
            >
              {t('productDetail.toList')}
            </Link>
          </div>
        ) : (
          <div className="card detail-loading">
            <Spinner />
          </div>
        )}
      </Page>
    );
  }

  const kind = isKind ? (data as Kind) : null;

  async function saveText(field: TextField, text: string): Promise<void> {
    await saveItem({ [field]: field === 'name' ? text.trim() : text });
    toastSaved('Edited');
  }

  /** Badges and emoji lists: a toast either way, and the item read again after a refusal. */
  async function saveKindChange(changes: Partial<KindInput>): Promise<boolean> {
    setBusy(true);
    try {
      await saveItem(changes);
      toastSaved('Edited');
      return true;
    } catch (error) {
      toastSaveError(error);
      void item.mutate();
      return false;
    } finally {
      setBusy(false);
    }
  }

  const title = (
    <span className="detail-title">
      {t('productDetail.manageName', { name: data.name })}
      {data.shop_group_id === null && (
        <Badge tone="yellow" title={t('productDetail.noGroup')}>
          {t('productDetail.global')}
        </Badge>
      )}
    </span>
  );

  return (
    <Page title={title} actions={actions}>
      {stale && <StaleNotice onReload={reloadAfterStale} current={stale.current} />}
      {!canEdit && (
        <p className="form-message form-message-info">{t('productDetail.globalNote')}</p>
      )}
      <ProductInfoPanel item={data} canEdit={canEdit} onSave={saveText} />
      <PictureEditor editor={pictures} entityName={data.name} size={PICTURE_SIZE} />
      {kind && (
        <>
          <ContentWorkflowPanel
            kind={kind}
            canEdit={canEdit}
            onCompleted={() => void item.mutate()}
          />
          <div className="detail-grid">
            {(['strain', 'tag', 'flavor'] as const).map((relation) => (
              <RelationPanel
                key={relation}
                type={relation}
                kind={kind}
                options={{ strain: strains, tag: tags, flavor: flavors }[relation].items}
                canEdit={canEdit}
                onRefetch={() => void item.mutate()}
              />
            ))}
          </div>
          <div className="detail-grid">
            <BadgesPanel
              kind={kind}
              canEdit={canEdit}
              busy={busy}
              onToggle={(flag, on) => void saveKindChange({ [flag]: on })}
            />
            <EmojiListPanel
              title={t('productDetail.flags')}
              noun={t('productDetail.flagsNoun')}
              hint={t('productDetail.flagsHint')}
              list={kind.flags}
              canEdit={canEdit}
              busy={busy}
              onSave={(flags) => saveKindChange({ flags })}
            />
            <EmojiListPanel
              title={t('productDetail.icons')}
              noun={t('productDetail.iconsNoun')}
              hint={t('productDetail.iconsHint')}
              list={kind.icons}
              canEdit={canEdit}
              busy={busy}
              onSave={(icons) => saveKindChange({ icons })}
            />
          </div>
        </>
      )}
      <ProductHistoryPanel productId={data.id} version={data.modified_at} />
    </Page>
  );
}
