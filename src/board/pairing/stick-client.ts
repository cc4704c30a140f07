/**
 * The stick's public requests: a new code, whether staff paired it, and where staff moved it.
 */
import { isBoardSecret } from '../board-identity';
import { viewOf, type StickPairing, type StickWaiting } from './stick-store';

type Fetch = typeof fetch;

/** A new code, or null when the server refused one now (it says when to try again). */
export async function requestCode(fetcher: Fetch): Promise<StickWaiting | null> {
  const response = await fetcher('/v1/pairing', { method: 'POST' });
  if (response.status !== 201) return null;
  const body = (await response.json()) as Record<string, unknown>;
  if (
    typeof body.pairing_id !== 'string' ||
    typeof body.code !== 'string' ||
    !isBoardSecret(body.secret) ||
    typeof body.expires_at !== 'string'
  )
    return null;
  return {
    pairingId: body.pairing_id,
    code: body.code,
    secret: body.secret,
    expiresAt: body.expires_at,
    pollMs: typeof body.poll_ms === 'number' ? body.poll_ms : 30_000,
  };
}

/** What became of the stick's code: still waiting, gone (expired or swept), or its board. */
export type CodeState =
  { state: 'waiting' } | { state: 'gone' } | { state: 'paired'; pairing: StickPairing };

export async function readCodeState(fetcher: Fetch, waiting: StickWaiting): Promise<CodeState> {
  const response = await fetcher(`/v1/pairing/${encodeURIComponent(waiting.pairingId)}`, {
    headers: { 'X-Pairing-Secret': waiting.secret },
    cache: 'no-store',
  });
  if (response.status === 404) return { state: 'gone' };
  if (!response.ok) return { state: 'waiting' };
  const body = (await response.json()) as Record<string, unknown>;
  if (body.state === 'expired') return { state: 'gone' };
  if (
    body.state === 'paired' &&
    typeof body.shop_id === 'string' &&
    typeof body.board_id === 'string' &&
    (body.kind === 'screen' || body.kind === 'device')
  )
    return {
      state: 'paired',
      pairing: {
        shopId: body.shop_id,
        boardId: body.board_id,
        kind: body.kind,
        screenId: body.kind === 'screen' ? body.board_id : null,
        orientation: body.orientation === 'portrait' ? 'portrait' : 'landscape',
        ...viewOf(body),
      },
    };
  return { state: 'waiting' };
}

/** Where staff moved a paired stick, and its new board secret; null when no move waits. */
export async function fetchMove(
  fetcher: Fetch,
  oldSecret: string,
): Promise<{ pairing: StickPairing; secret: string } | null> {
  const response = await fetcher('/v1/boards/moved', {
    method: 'POST',
    headers: { 'X-Board-Secret': oldSecret },
    cache: 'no-store',
  });
  if (response.status !== 200) return null;
  const body = (await response.json()) as Record<string, unknown>;
  if (
    typeof body.shop_id !== 'string' ||
    typeof body.board_id !== 'string' ||
    (body.kind !== 'screen' && body.kind !== 'device') ||
    !isBoardSecret(body.secret)
  )
    return null;
  return {
    pairing: {
      shopId: body.shop_id,
      boardId: body.board_id,
      kind: body.kind,
      screenId: body.kind === 'screen' ? body.board_id : null,
      orientation: body.orientation === 'portrait' ? 'portrait' : 'landscape',
      ...viewOf(body),
    },
    secret: body.secret,
  };
}
