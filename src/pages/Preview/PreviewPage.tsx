import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import type { Screen } from '../../api/types';
import type { ShopFeed } from '../../domain';
import { boardLanguageOf, withBoardLanguage } from '../../domain/board-language-link';
import { BoardLanguagePick } from '../../components/board-language/BoardLanguagePick';
import { useT } from '../../i18n';
import { previewPathOf, showNameOfPath } from '../Shows/showList';
import {
  boardAddressOf,
  previewSize,
  previewTarget,
  previewTitle,
  PREVIEW_SCALE,
} from './previewSizing';
import './PreviewPage.css';

/** What the page learned about the previewed board: its screen, or its shop's name. */
interface PreviewInfo {
  path: string;
  screen: Screen | null;
  shopName: string | null;
}

/** Reads the screen (for a screen's address) or the shop's name, without a login. */
function usePreviewInfo(path: string | null): PreviewInfo | null {
  const [info, setInfo] = useState<PreviewInfo | null>(null);
  useEffect(() => {
    if (!path) return undefined;
    let cancelled = false;
    const { shopId, screenId } = boardAddressOf(path);
    const options = { auth: false, handled: [400, 403, 404] } as const;
    async function load(target: string): Promise<PreviewInfo> {
      if (screenId) {
        const screen = await api.request<Screen>(
          `/v1/screens/${encodeURIComponent(screenId)}`,
          options,
        );
        return { path: target, screen, shopName: null };
      }
      if (!shopId) return { path: target, screen: null, shopName: null };
      const feed = await api.request<ShopFeed>(`/v1/shops/${encodeURIComponent(shopId)}`, options);
      return { path: target, screen: null, shopName: feed.name };
    }
    load(path).then(
      (loaded) => {
        if (!cancelled) setInfo(loaded);
      },
      () => {
        // The board itself reports what is wrong; the title then names the show only.
        if (!cancelled) setInfo({ path, screen: null, shopName: null });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [path]);
  return info?.path === path ? info : null;
}

/**
 * The preview of a show (`/preview/{encoded board address}`): the board in an iframe at its
 * real size, 1080x1920 for portrait or 1920x1080 otherwise, scaled to 0.75; the page title
 * names the screen, or the shop and the show.
 */
export function PreviewPage(): ReactElement {
  const t = useT();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const path = previewTarget(pathname, search);
  const info = usePreviewInfo(path);
  const size = previewSize(path ?? '', info?.screen?.orientation);
  // Until the screen or shop is known the page is just 'Preview'.
  const title =
    path && info
      ? previewTitle(
          {
            screenName: info.screen?.name,
            shopName: info.shopName,
            showName: showNameOfPath(path, t),
          },
          t,
        )
      : t('preview.title');

  useEffect(() => {
    document.title = title;
  }, [title]);

  if (!path) {
    return (
      <div className="preview-page">
        <div className="preview-message card">
          <h1>{t('preview.title')}</h1>
          <p>{t('preview.notAShow')}</p>
          <Link to="/shows">{t('preview.toShows')}</Link>
        </div>
      </div>
    );
  }

  return (
    <div className="preview-page">
      <div className="preview-column" style={{ width: size.scaledWidth }}>
        <header className="preview-bar">
          <h1 className="preview-title">{title}</h1>
          <span className="preview-size">
            {size.width} × {size.height} · {Math.round(PREVIEW_SCALE * 100)}%
          </span>
          <span className="preview-links">
            <BoardLanguagePick
              value={boardLanguageOf(path)}
              onChange={(language) =>
                void navigate(previewPathOf(withBoardLanguage(path, language)))
              }
            />
            <a href={path}>{t('preview.open')}</a>
            <Link to="/shows">{t('preview.shows')}</Link>
          </span>
        </header>
        <div
          className="preview-stage"
          style={{ width: size.scaledWidth, height: size.scaledHeight }}
          data-testid="preview-stage"
        >
          <iframe
            className="preview-frame"
            src={path}
            title={title}
            width={size.width}
            height={size.height}
            style={{ transform: `scale(${PREVIEW_SCALE})` }}
          />
        </div>
      </div>
    </div>
  );
}
