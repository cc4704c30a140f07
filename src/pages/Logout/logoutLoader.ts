import { redirect } from 'react-router-dom';
import { api } from '../../api/client';
import { useSession } from '../../stores/session';

/** `/logout` renders nothing: it ends the session and continues at the login page. */
export function logoutLoader(): Response {
  useSession.getState().logout();
  api.clearCache();
  return redirect('/login');
}
