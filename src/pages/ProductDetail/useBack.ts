import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The Back button's action: the previous page of this visit, or `fallback` when the page was
 * opened directly (a bookmark, a new tab).
 */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has the key 'default': there is nothing in the app to go back to.
  return () => (location.key === 'default' ? navigate(fallback) : navigate(-1));
}
