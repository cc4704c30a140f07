import { useT } from '../../i18n';
import { useMemo, useState } from 'react';
import type { ReactElement } from 'react';
import { useItem, useList } from '../../api/hooks';
import { apiUpdate } from '../../api/mutations';
import type { Category, CategoryInput, Screen } from '../../api/types';
import type { ShopFeed } from '../../domain';
import { resolveTheme } from '../../../themes';
import { DataTable } from '../../components/table/DataTable';
import { HelpButton } from '../../components/ui/HelpButton';
import { PlusIcon } from '../../components/ui/Icons';
import { Page } from '../../components/layout/Page';
import { withSaveToast } from '../../components/feedback/toast';
import { useTableState } from '../../components/table/useTableState';
import { useActiveShop } from '../../hooks/useActiveShop';
import { MANAGE_PAGE_SIZE_CHOICES } from '../../stores/tableSettings';
import { CategoryAddModal } from './CategoryAddModal';
import { categoryBoardNotes, type CategoryBoardNote } from './categoryBoards';
import { categoryColumns } from './categoryColumns';
import { categoryBody } from './categoryRules';
import { CategoryScreensModal } from './CategoryScreensModal';
import { CategoryTimeWindows } from './CategoryTimeWindows';
import './CategoriesPage.css';

/** Categories are fetched all at once (spec: limit 1000, sorted by name). */
const CATEGORY_LIMIT = 1000;
const SCREEN_LIMIT = 999;

/**
 * The active shop's categories (also at /products/manage/categories): every field edits in
 * place, a modal adds one, per-screen placements for multiscreen shops, photos and delete in
 * the actions menu.
 */
export function CategoriesPage(): ReactElement {
  const t = useT();
  const { shop } = useActiveShop();
  const multiscreen = shop?.isUsingMultiscreen === true;
  const table = useTableState('categories', { sortBy: [{ id: 'name', desc: false }] });
  const shopFilter = [{ field: 'shop_id', value: shop?.id ?? '' }];
  const list = useList<Category>(
    '/v1/categories',
    {
      skip: 0,
      limit: CATEGORY_LIMIT,
      sort: [{ field: 'name', order: 'ASC' }],
      filter: shopFilter,
    },
    { ...table.listOptions, enabled: shop !== null },
  );
  const screens = useList<Screen>(
    '/v1/screens',
    { skip: 0, limit: SCREEN_LIMIT, filter: shopFilter },
    { enabled: shop !== null && multiscreen },
  );
  // The shop's list as its board gets it: which categories the cannabis list leaves out.
  const feed = useItem<ShopFeed>(shop ? `/v1/shops/${encodeURIComponent(shop.id)}` : null);
  const boardNotes = useMemo(() => {
    if (!shop || !feed.data) return new Map<string, CategoryBoardNote>();
    const theme = resolveTheme({ shopId: shop.id, theme: feed.data.config?.theme, light: false });
    return categoryBoardNotes(feed.data, theme.list);
  }, [shop, feed.data]);
  const [adding, setAdding] = useState(false);
  const [placing, setPlacing] = useState<Category | null>(null);

  async function save(category: Category, changes: Partial<CategoryInput>): Promise<void> {
    await withSaveToast('Edited', () =>
      apiUpdate<Category>(`/v1/categories/${category.id}`, categoryBody(category, changes)),
    );
    // The cell keeps its spinner until the table shows what the server stored.
    await list.mutate();
  }

  const columns = categoryColumns({
    t,
    save,
    screens: multiscreen ? screens.items : null,
    onEditScreens: setPlacing,
    boardNotes,
  });

  return (
    <Page
      title={t('categories.title')}
      // A multiscreen shop's table has a screens column: laptop widths need the wide page.
      width={multiscreen ? 'wide' : 'normal'}
      actions={
        <HelpButton title={t('categories.help.title')}>{t('categories.help.text')}</HelpButton>
      }
    >
      {shop === null ? (
        <p className="form-message" role="alert">
          {t('categories.noShop')}
        </p>
      ) : (
        <>
          <DataTable
            table={table}
            title={t('categories.tableTitle', { shop: shop.name })}
            columns={columns}
            rows={list.items}
            rowKey={(row) => row.id}
            isLoading={list.isLoading}
            error={list.error}
            emptyText={t('categories.empty')}
            pageSizeChoices={MANAGE_PAGE_SIZE_CHOICES}
            toolbar={
              <button type="button" className="button button-small" onClick={() => setAdding(true)}>
                <PlusIcon />
                {t('categories.add')}
              </button>
            }
          />
          {adding && (
            <CategoryAddModal
              shopId={shop.id}
              shopName={shop.name}
              onClose={() => setAdding(false)}
            />
          )}
          <CategoryScreensModal
            category={placing}
            screens={screens.items}
            onClose={() => setPlacing(null)}
            onSaved={() => list.mutate()}
          />
          <CategoryTimeWindows categories={list.items} />
        </>
      )}
    </Page>
  );
}
