import { useState } from 'react';
import type { ReactElement } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useList } from '../../api/hooks';
import { apiUpdate } from '../../api/mutations';
import type { Shop } from '../../api/types';
import { BoardLanguageSettings } from '../../components/board-language/BoardLanguageSettings';
import { OpeningHoursCard } from '../../components/clock/OpeningHoursCard';
import { InlineCheckboxCell, InlineSelectCell } from '../../components/table/InlineSelectCell';
import { Page } from '../../components/layout/Page';
import { withSaveToast } from '../../components/feedback/toast';
import { shopThemeOf, type BoardList, type BoardThemeId } from '../../domain';
import { boardThemeOptions } from '../../i18n/domainTexts';
import { usePermissions } from '../../hooks/usePermissions';
import { useT } from '../../i18n';
import { AllowedAddressesModal } from '../Admin/AllowedAddressesModal';
import './ShopSettingsPage.css';

/**
 * "Shop instellingen": everything of one shop in one place. Its staff set the opening hours and
 * the boards' language; superusers and the shop's group admins also the board theme,
 * multiscreen, truncated prices and the addresses orders come from (the same editors as on the
 * admin page).
 */
export function ShopSettingsPage(): ReactElement {
  const t = useT();
  const { shopId = '' } = useParams();
  const { isGroupAdmin } = usePermissions();
  const shops = useList<Shop>('/v1/shops', {
    skip: 0,
    limit: 1,
    filter: [{ field: 'id', value: shopId }],
  });
  const shop = shops.items.find((item) => item.id === shopId) ?? null;

  return (
    <Page
      title={
        <>
          {t('shopSettings.title')}
          {shop && <span className="shop-settings-name">{shop.name}</span>}
        </>
      }
      width="wide"
    >
      {shops.error ? (
        <p className="form-message" role="alert">
          {t('shopSettings.loadFailed')}
        </p>
      ) : !shop ? (
        <p className="muted">
          {shops.isLoading ? t('shopSettings.loading') : t('shopSettings.unknown')}
        </p>
      ) : (
        <div className="shop-settings">
          {isGroupAdmin && <BoardOptions shop={shop} onSaved={() => void shops.mutate()} />}
          <OpeningHoursCard key={shop.id} shopId={shop.id} />
          <BoardLanguageSettings shopId={shop.id} />
        </div>
      )}
    </Page>
  );
}

/** Superusers: theme, multiscreen, truncated prices and order addresses, saved at once. */
function BoardOptions({ shop, onSaved }: { shop: Shop; onSaved: () => void }): ReactElement {
  const t = useT();
  const [addresses, setAddresses] = useState(false);

  async function save(run: () => Promise<unknown>): Promise<void> {
    await withSaveToast('Edited', run);
    onSaved();
  }

  return (
    <section className="card shop-settings-board" aria-labelledby="shop-settings-board">
      <h2 id="shop-settings-board" className="card-title">
        {t('shopSettings.board')}
      </h2>
      <dl className="shop-settings-options">
        {shop.shop_type === 'both' && (
          <>
            <dt>{t('shopSettings.defaultList')}</dt>
            <dd>
              <InlineSelectCell
                value={shop.default_list}
                options={[
                  { value: 'cannabis', label: t('shopSettings.list.cannabis') },
                  { value: 'horeca', label: t('shopSettings.list.horeca') },
                ]}
                label={t('shopSettings.defaultListFor', { name: shop.name })}
                onSave={(list: BoardList) =>
                  save(() => apiUpdate(`/v1/shops/set-config/${shop.id}`, { default_list: list }))
                }
              />
            </dd>
          </>
        )}
        <dt>{t('admin.shops.theme')}</dt>
        <dd>
          <InlineSelectCell
            value={shopThemeOf(shop.config)}
            options={boardThemeOptions(t)}
            label={t('admin.shops.themeFor', { name: shop.name })}
            onSave={(theme: BoardThemeId) =>
              save(() => apiUpdate(`/v1/shops/set-config/${shop.id}`, { theme }))
            }
          />
        </dd>
        <dt>{t('admin.shops.multiscreen')}</dt>
        <dd>
          <InlineCheckboxCell
            checked={shop.is_using_multiscreen}
            label={t('admin.shops.multiscreenFor', { name: shop.name })}
            text={t('shopSettings.multiscreenText')}
            onSave={(multiscreen) =>
              save(() =>
                apiUpdate(
                  `/v1/shops/set-multiscreen/${shop.id}?multiscreen=${String(multiscreen)}`,
                  undefined,
                ),
              )
            }
          />
        </dd>
        <dt>{t('admin.shops.truncated')}</dt>
        <dd>
          <InlineCheckboxCell
            checked={shop.config.use_truncated_prices}
            label={t('admin.shops.truncatedFor', { name: shop.name })}
            text={t('shopSettings.truncatedText')}
            onSave={(truncated) =>
              save(() =>
                apiUpdate(`/v1/shops/set-config/${shop.id}`, { use_truncated_prices: truncated }),
              )
            }
          />
        </dd>
        <dt>{t('admin.shops.addresses')}</dt>
        <dd>
          <button
            type="button"
            className="button button-secondary"
            aria-label={t('admin.shops.editAddresses', { name: shop.name })}
            onClick={() => setAddresses(true)}
          >
            {t('admin.edit')}
          </button>
        </dd>
      </dl>
      <p className="muted">
        <Link to="/admin">{t('shopSettings.allShops')}</Link>
      </p>
      {addresses && <AllowedAddressesModal shop={shop} onClose={() => setAddresses(false)} />}
    </section>
  );
}
