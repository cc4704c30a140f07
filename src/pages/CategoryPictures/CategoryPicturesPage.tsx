import type { ReactElement } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorText } from '../../api/errors';
import { useItem } from '../../api/hooks';
import { apiUpdate } from '../../api/mutations';
import type { Category } from '../../api/types';
import { HelpButton } from '../../components/HelpButton';
import { ChevronLeftIcon } from '../../components/Icons';
import { Page } from '../../components/Page';
import { EditPicturesButton, PictureEditor } from '../../components/PictureEditor';
import { CATEGORY_IMAGE_FIELDS } from '../../components/pictureEditorModel';
import type { ImageValues } from '../../components/pictureEditorModel';
import { Spinner } from '../../components/Spinner';
import { usePictureEditor } from '../../components/usePictureEditor';
import { useActiveShop } from '../../hooks/useActiveShop';
import { categoryBody } from '../Categories/categoryRules';
import { useBack } from '../ProductDetail/useBack';
import './CategoryPicturesPage.css';

/** Category pictures are fetched at the spec's width 2000 (5 / 2.2 gives height 880). */
const PICTURE_SIZE = { width: 2000, height: 880 } as const;

/** The page reports a refused save itself (the save-error toast). */
const HANDLED = { handled: [400, 404, 409] } as const;

const HELP = `Een categorie heeft twee foto's. Op een prijslijst met meerdere schermen staat de foto boven de categorie, als het scherm foto's toont.

Alleen afbeeldingen (PNG, JPEG, WebP of GIF). Een foto moet de verhouding 5 / 2,2 hebben en minstens 1920 x 326 pixels groot zijn, bijvoorbeeld 1920 x 844 of 2500 x 1100. Een andere verhouding wordt geweigerd.

Klik op 'Bewerk foto's' en kies per vak een foto: hij wordt meteen geüpload en als voorbeeld getoond. 'Opslaan' publiceert de nieuwe foto's en bewaart ze bij de categorie; 'Annuleren' gooit de uploads weg.`;

/** `/view/categorys/{id}` (also `/view/categories/{id}`): a category's pictures. */
export function CategoryPicturesPage(): ReactElement {
  const { id = '' } = useParams();
  return <CategoryPictures key={id} id={id} />;
}

function CategoryPictures({ id }: { id: string }): ReactElement {
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
      <HelpButton title="Help: foto's van een categorie">{HELP}</HelpButton>
      <button type="button" className="button button-secondary" onClick={back}>
        <ChevronLeftIcon />
        Terug
      </button>
      <EditPicturesButton
        editor={pictures}
        disabledReason={category ? null : 'De categorie wordt nog geladen.'}
      />
    </>
  );

  if (!category) {
    return (
      <Page title="Foto's" actions={actions}>
        {item.error ? (
          <div className="card">
            <p className="form-message" role="alert">
              Deze categorie kon niet geladen worden: {errorText(item.error)}
            </p>
            <Link className="button button-secondary" to="/categories">
              Naar de categorieën
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
    <Page title={`Foto's van ${category.name}`} actions={actions}>
      <p className="muted category-pictures-intro">
        {category.shop_name} · verhouding 5 / 2,2, minstens 1920 x 326 pixels
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
