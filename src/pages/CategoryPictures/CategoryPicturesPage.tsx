import type { ReactElement } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorText } from '../../api/errors';
import { useItem } from '../../api/hooks';
import { apiUpdate } from '../../api/mutations';
import type { Category } from '../../api/types';
import { HelpButton } from '../../components/ui/HelpButton';
import { ChevronLeftIcon } from '../../components/ui/Icons';
import { Page } from '../../components/layout/Page';
import { EditPicturesButton, PictureEditor } from '../../components/pictures/PictureEditor';
import { CATEGORY_IMAGE_FIELDS } from '../../components/pictures/pictureEditorModel';
import type { ImageValues } from '../../components/pictures/pictureEditorModel';
import { Spinner } from '../../components/ui/Spinner';
import { usePictureEditor } from '../../components/pictures/usePictureEditor';
import { useActiveShop } from '../../hooks/useActiveShop';
import { useT } from '../../i18n';
import { categoryBody } from '../Categories/categoryRules';
import { useBack } from '../ProductDetail/useBack';
import './CategoryPicturesPage.css';

/** Category pictures are fetched at the spec's width 2000 (5 / 2.2 gives height 880). */
const PICTURE_SIZE = { width: 2000, height: 880 } as const;

/** The page reports a refused save itself (the save-error toast). */
const HANDLED = { handled: [400, 404, 409] } as const;

/** `/view/categorys/{id}` (also `/view/categories/{id}`): a category's pictures. */
export function CategoryPicturesPage(): ReactElement {
  const { id = '' } = useParams();
  return <CategoryPictures key={id} id={id} />;
}

function CategoryPictures({ id }: { id: string }): ReactElement {
  const t = useT();
  const path = `/v1/categories/${id}`;
  const item = useItem<Category>(path, { handled: [404] });
  const back = useBack('/categories');
  const { shop, shopGroupId } = useActiveShop();
  const category = item.data?.id === id ? item.data : undefined;

  async function save(changes: ImageValues): Promise<void> {
    if (!category) return;
    const stored = await apiUpdate<Category>(path, categoryBody(category, changes), HANDLED);
    await item.mutate(stored, { revalidate: false });
  }

  const pictures = usePictureEditor({
    fields: CATEGORY_IMAGE_FIELDS,
    values: category ?? {},
    // The category's shop group when it is the active shop's; otherwise the server's default.
    target: {
      purpose: 'category',
      shopGroupId: category && category.shop_id === shop?.id ? shopGroupId : null,
    },
    save,
    refetch: () => void item.mutate(),
  });

  const actions = (
    <>
      <HelpButton title={t('categoryPictures.helpTitle')}>{t('categoryPictures.help')}</HelpButton>
      <button type="button" className="button button-secondary" onClick={back}>
        <ChevronLeftIcon />
        {t('categoryPictures.back')}
      </button>
      <EditPicturesButton
        editor={pictures}
        disabledReason={category ? null : t('categoryPictures.stillLoading')}
      />
    </>
  );

  if (!category) {
    return (
      <Page title={t('categoryPictures.title')} actions={actions}>
        {item.error ? (
          <div className="card">
            <p className="form-message" role="alert">
              {t('categoryPictures.loadFailed', { error: errorText(item.error) })}
            </p>
            <Link className="button button-secondary" to="/categories">
              {t('categoryPictures.toCategories')}
            </Link>
          </div>
        ) : (
          <div className="card category-pictures-loading">
            <Spinner />
          </div>
        )}
      </Page>
    );
  }

  return (
    <Page title={t('categoryPictures.titleOf', { name: category.name })} actions={actions}>
      <p className="muted category-pictures-intro">
        {t('categoryPictures.intro', { shop: category.shop_name })}
      </p>
      <PictureEditor
        editor={pictures}
        entityName={category.name}
        size={PICTURE_SIZE}
        layout="stack"
      />
    </Page>
  );
}
