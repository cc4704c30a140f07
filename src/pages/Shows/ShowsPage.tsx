import { useMemo, useState } from 'react';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { LOAD_ERROR_TEXT, errorText } from '../../api/errors';
import { useItem, useList } from '../../api/hooks';
import type { BoardLanguageMode, ShopFeed } from '../../domain';
import { withBoardLanguage } from '../../domain/board-language-link';
import { BoardLanguagePick } from '../../components/board-language/BoardLanguagePick';
import type { Screen } from '../../api/types';
import { HelpButton } from '../../components/ui/HelpButton';
import { Page } from '../../components/layout/Page';
import { Spinner } from '../../components/ui/Spinner';
import { useActiveShop } from '../../hooks/useActiveShop';
import { useT } from '../../i18n';
import { fitNote, productsNotFitting } from './fitNotes';
import { buildScreenLinks, buildShowLinks, previewPathOf } from './showList';
import type { ScreenLink, ShowLink } from './showList';
import './ShowsPage.css';

interface ScreensState {
  links: ScreenLink[];
  isLoading: boolean;
  error: unknown;
}

function ScreenPanel({ id, show, screens }: { id: string; show: ShowLink; screens: ScreensState }) {
  const t = useT();
  let body: ReactElement;
  if (screens.isLoading) body = <Spinner size="small" label={t('shows.screensLoading')} />;
  else if (screens.error)
    body = (
      <p className="form-message" role="alert">
        {LOAD_ERROR_TEXT} <span className="muted">({errorText(screens.error)})</span>
      </p>
    );
  else if (!screens.links.length) body = <p className="muted">{t('shows.noScreens')}</p>;
  else
    body = (
      <ul className="shows-screens" aria-label={t('shows.screensFor', { name: show.name })}>
        {screens.links.map((screen) => (
          <li key={screen.id} className="shows-screen" data-testid="show-screen">
            <span className="shows-screen-name">{screen.name}</span>
            <span className="muted shows-screen-orientation">{screen.orientation}</span>
            <span className="shows-links">
              <Link className="button button-small" to={screen.path}>
                {t('shows.start')}
              </Link>
              <Link className="button button-small button-secondary" to={screen.previewPath}>
                {t('shows.preview')}
              </Link>
            </span>
          </li>
        ))}
      </ul>
    );
  return (
    <div id={id} className="shows-screen-panel">
      {body}
    </div>
  );
}

function ShowRow({
  show,
  screens,
  feed,
}: {
  show: ShowLink;
  screens: ScreensState | null;
  /** The shop's price list, once loaded: tells whether the show holds it at once. */
  feed: ShopFeed | undefined;
}): ReactElement {
  const t = useT();
  const [open, setOpen] = useState(false);
  const count = useMemo(() => (feed ? productsNotFitting(feed, show.path) : 0), [feed, show.path]);
  const note = fitNote(count, t);
  const panelId = `shows-screens-${show.id}`;
  return (
    <li className="shows-item card" data-testid="show" data-show={show.id}>
      <div className="shows-item-row">
        <div className="shows-item-text">
          <h2 className="shows-item-name">{show.name}</h2>
          <p className="muted shows-item-description">{show.description}</p>
          <code className="shows-item-path">{show.path}</code>
          {note && (
            <p className="form-message shows-fit-note" data-testid="show-fit-note">
              {t('shows.fitPages', { note })}
            </p>
          )}
        </div>
        <span className="shows-links">
          {screens && (
            <button
              type="button"
              className="button button-small button-secondary"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((current) => !current)}
            >
              {screens.isLoading
                ? t('shows.screens')
                : t('shows.screensCount', { count: screens.links.length })}
            </button>
          )}
          <Link className="button button-small" to={show.path} data-testid="show-start">
            {t('shows.start')}
          </Link>
          <Link
            className="button button-small button-secondary"
            to={show.previewPath}
            data-testid="show-preview"
          >
            {t('shows.preview')}
          </Link>
        </span>
      </div>
      {screens && open && <ScreenPanel id={panelId} show={show} screens={screens} />}
    </li>
  );
}

/** Show links whose boards speak `language` (null: as the shop and screen are set). */
function withLanguage<L extends { path: string; previewPath: string }>(
  links: L[],
  language: BoardLanguageMode | null,
): L[] {
  return links.map((link) => {
    const path = withBoardLanguage(link.path, language);
    return { ...link, path, previewPath: previewPathOf(path) };
  });
}

/**
 * The start-a-show menu of the active shop: every show with its preview; with multiscreen on,
 * each show opens the list of the shop's screens (mobile ones left out), sorted by name.
 */
export function ShowsPage(): ReactElement {
  const t = useT();
  const { shop } = useActiveShop();
  const multiscreen = shop?.isUsingMultiscreen === true;
  const screenList = useList<Screen>(
    '/v1/screens',
    {
      limit: 999,
      sort: [{ field: 'name', order: 'ASC' }],
      filter: [{ field: 'shop_id', value: shop?.id ?? '' }],
    },
    { enabled: multiscreen && shop !== null },
  );
  const [language, setLanguage] = useState<BoardLanguageMode | null>(null);
  // The shop's whole price list, laid out per show to tell which shows cannot hold it at once.
  const feed = useItem<ShopFeed>(shop ? `/v1/shops/${encodeURIComponent(shop.id)}` : null);
  const shopType = feed.data?.shop_type ?? 'both';
  const shows = useMemo(
    () => (shop ? withLanguage(buildShowLinks(shop.id, t, shopType), language) : []),
    [shop, language, t, shopType],
  );
  const screenLinks = useMemo(
    () => (shop ? withLanguage(buildScreenLinks(shop.id, screenList.items), language) : []),
    [shop, screenList.items, language],
  );
  const screens: ScreensState | null = multiscreen
    ? { links: screenLinks, isLoading: screenList.isLoading, error: screenList.error }
    : null;

  return (
    <Page
      title={t('shows.title')}
      actions={
        <>
          {shop && <span className="muted shows-shop-name">{shop.name}</span>}
          {shop && <BoardLanguagePick value={language} onChange={setLanguage} />}
          <HelpButton title={t('shows.helpTitle')}>{t('shows.help')}</HelpButton>
        </>
      }
    >
      {shop ? (
        <ul className="shows-list">
          {shows.map((show) => (
            <ShowRow key={show.id} show={show} screens={screens} feed={feed.data} />
          ))}
        </ul>
      ) : (
        <p className="card muted">{t('shows.noShop')}</p>
      )}
    </Page>
  );
}
