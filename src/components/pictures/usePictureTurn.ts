import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { PICTURE_LOAD_TIMEOUT_MS, pictureLoads } from './pictureLoads';
import type { LoadTurn } from './pictureLoads';

/** How far outside the window a lazy picture starts to load. */
const NEAR_VIEW_MARGIN = '300px';

/**
 * Whether a picture of the resize service may load now, with `done` to call once it has loaded
 * or failed. It waits for a place in the page's line of picture loads (`pictureLoads`) and, when
 * `lazy`, until its placeholder (`near`) comes near the window. A null `url` needs no turn.
 */
export function usePictureTurn(
  url: string | null,
  lazy: boolean,
  near: RefObject<Element | null>,
): { mayLoad: boolean; done: () => void } {
  const [turnOf, setTurnOf] = useState<string | null>(null);
  const turn = useRef<LoadTurn | null>(null);
  const [nearView, setNearView] = useState(!lazy || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (nearView || url === null) return undefined;
    // The placeholder is shown while the picture waits: it is what comes into view.
    const element = near.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNearView(true);
      },
      { rootMargin: NEAR_VIEW_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [nearView, url, near]);

  useEffect(() => {
    if (url === null || !nearView) return undefined;
    const mine = pictureLoads.request(() => setTurnOf(url));
    turn.current = mine;
    // A load that never ends gives its place up.
    const timer = window.setTimeout(() => mine.release(), PICTURE_LOAD_TIMEOUT_MS);
    return () => {
      window.clearTimeout(timer);
      mine.release();
      if (turn.current === mine) turn.current = null;
    };
  }, [url, nearView]);

  const done = useCallback(() => turn.current?.release(), []);
  return { mayLoad: url !== null && turnOf === url, done };
}
