import { useLocation } from 'react-router-dom';
import { Board } from './Board';

export type { PricelistBoardHandle } from './Board';

/** The board as a route of the back office's router (a board address opened from within the app). */
export function BoardPage() {
  const { pathname, search } = useLocation();
  return <Board pathname={pathname} search={search} />;
}
