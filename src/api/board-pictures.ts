/**
 * A board's latest picture of its canvas, for staff of its shop: a JPEG behind the login, so it
 * is fetched with the session's token and shown from an object URL (an `<img>` address cannot
 * carry the token, and the picture is never public).
 */
import { useSession } from '../stores/session';

export async function fetchBoardPicture(shopId: string, boardId: string): Promise<Blob | null> {
  const token = useSession.getState().token;
  const response = await window.fetch(
    `/v1/boards/shop/${encodeURIComponent(shopId)}/${encodeURIComponent(boardId)}/screenshot`,
    { headers: token ? { Authorization: `Bearer ${token}` } : {}, cache: 'no-store' },
  );
  if (!response.ok) return null;
  return response.blob();
}
