import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { MoveBoardForm } from './MoveBoardForm';
import type { BoardStatus } from '../../api/board-types';
import { apiCreate, apiUpdate, revalidate } from '../../api/mutations';
import type { BoardState } from '../../domain/screen-health';
import { useLocale, useT, type Translate } from '../../i18n';
import { Badge, type BadgeTone } from '../ui/Badge';
import { toast } from '../feedback/toast';
import { BoardAlertsForm } from './BoardAlertsForm';
import { PairScreenForm } from './PairScreenForm';
import { BOARDS_PAGE_SIZE, boardPath, useShopBoards } from './useShopBoards';
import { versionText } from './board-version';
import './ScreenHealth.css';

const TONES: Record<BoardState, BadgeTone> = {
  online: 'green',
  starting: 'blue',
  offline: 'red',
  outdated: 'yellow',
  failing: 'red',
};

const SENT = {
  reload: 'screenHealth.reloadSent',
  identify: 'screenHealth.identifySent',
  'reset-secret': 'screenHealth.resetSecretSent',
} as const;

function boardName(board: BoardStatus, t: Translate): string {
  return board.name || t('screenHealth.unnamed', { id: board.board_id.slice(0, 8) });
}

function formatTime(iso: string | null, locale: string): string | null {
  if (!iso) return null;
  return new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
}

function formatUptime(seconds: number | null): string {
  if (seconds === null) return '-';
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m ${seconds % 60}s`;
}

function formatHeap(bytes: number | null): string {
  return bytes === null ? '-' : `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** What the board shows: the list's version, and whether it is the shop's current one. */
function Shows({ board, locale }: { board: BoardStatus; locale: string }): ReactElement {
  const t = useT();
  const time = formatTime(board.feed_modified_at, locale);
  if (!time) return <span className="muted">{t('screenHealth.shows.nothing')}</span>;
  const current =
    board.current_feed_modified_at === null ||
    Date.parse(board.feed_modified_at ?? '') >= Date.parse(board.current_feed_modified_at);
  return (
    <span title={board.feed_etag ?? undefined}>
      {t(current ? 'screenHealth.shows.current' : 'screenHealth.shows.older', { time })}
    </span>
  );
}

function RenameForm({
  board,
  shopId,
  onDone,
}: {
  board: BoardStatus;
  shopId: string;
  onDone: () => void;
}): ReactElement {
  const t = useT();
  const [name, setName] = useState(board.name);
  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await apiUpdate(boardPath(shopId, board.board_id, 'name'), { name: name.trim() });
      toast('success', t('screenHealth.renamed'));
      onDone();
    } catch (error) {
      toast('error', t('screenHealth.actionFailed', { detail: (error as Error).message }));
    }
  }
  return (
    <form className="screen-health-rename" onSubmit={(event) => void handleSubmit(event)}>
      <input
        className="input input-small"
        aria-label={t('screenHealth.renamePrompt')}
        value={name}
        maxLength={60}
        required
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="button button-small">
        {t('common.save')}
      </button>
      <button type="button" className="button button-small button-secondary" onClick={onDone}>
        {t('common.cancel')}
      </button>
    </form>
  );
}

/**
 * "Schermen status": every board of the shop with its state, when it last reported, its
 * version and what it shows; staff reload a board now or have it show its name, or reset its
 * secret (the board's next report gets a new one). Shop-level boards can be named here. A page
 * of 50 boards at a time.
 */
export function ScreenHealthPanel({ shopId }: { shopId: string }): ReactElement {
  const t = useT();
  const locale = useLocale();
  const [offset, setOffset] = useState(0);
  const { data, error, mutate } = useShopBoards(shopId, undefined, {
    limit: BOARDS_PAGE_SIZE,
    offset,
  });
  const [renaming, setRenaming] = useState<string | null>(null);
  const [moving, setMoving] = useState<string | null>(null);
  // The header asks for the counts only, less often: when this view sees them change, it looks too.
  const unhealthy = data?.unhealthy;
  const total = data?.total ?? 0;
  useEffect(() => {
    if (unhealthy !== undefined) void revalidate(['/v1/boards']);
  }, [unhealthy]);

  async function act(board: BoardStatus, action: 'reload' | 'identify' | 'reset-secret') {
    const name = boardName(board, t);
    try {
      await apiCreate(boardPath(shopId, board.board_id, action), undefined);
      toast('info', t(SENT[action], { name }));
      if (action === 'reset-secret') void mutate();
    } catch (failure) {
      toast('error', t('screenHealth.actionFailed', { detail: (failure as Error).message }));
    }
  }

  const boards = data?.items ?? [];
  return (
    <section
      className="card screen-health"
      aria-labelledby="screen-health-title"
      data-testid="screen-health"
    >
      <h2 id="screen-health-title" className="card-title">
        {t('screenHealth.title')}
      </h2>
      <PairScreenForm shopId={shopId} />
      <BoardAlertsForm shopId={shopId} />
      {error && (
        <p className="form-message" role="alert">
          {t('screenHealth.loadFailed')}
        </p>
      )}
      {!error && data && total === 0 && <p className="muted">{t('screenHealth.empty')}</p>}
      {/* Also on a later page that boards forgotten meanwhile have emptied: "Vorige" leads back. */}
      {(total > BOARDS_PAGE_SIZE || offset > 0) && (
        <div className="screen-health-pages" data-testid="screen-health-pages">
          <span className="muted">
            {t('screenHealth.page', {
              from: Math.min(offset + 1, total),
              to: Math.min(offset + BOARDS_PAGE_SIZE, total),
              total,
            })}
          </span>
          <button
            type="button"
            className="button button-small button-secondary"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - BOARDS_PAGE_SIZE))}
          >
            {t('screenHealth.previous')}
          </button>
          <button
            type="button"
            className="button button-small button-secondary"
            disabled={offset + BOARDS_PAGE_SIZE >= total}
            onClick={() => setOffset(offset + BOARDS_PAGE_SIZE)}
          >
            {t('screenHealth.next')}
          </button>
        </div>
      )}
      {boards.length > 0 && (
        <table className="screen-health-table">
          <thead>
            <tr>
              <th scope="col">{t('screenHealth.column.board')}</th>
              <th scope="col">{t('screenHealth.column.state')}</th>
              <th scope="col">{t('screenHealth.column.lastSeen')}</th>
              <th scope="col">{t('screenHealth.column.version')}</th>
              <th scope="col">{t('screenHealth.column.shows')}</th>
              <th scope="col">{t('screenHealth.column.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {boards.map((board) => {
              const name = boardName(board, t);
              return (
                <tr
                  key={board.board_id}
                  data-testid="screen-health-row"
                  data-board-id={board.board_id}
                  data-state={board.state}
                >
                  <td
                    title={
                      board.page_url
                        ? t('screenHealth.details', {
                            url: board.page_url,
                            width: board.stage_width ?? 0,
                            height: board.stage_height ?? 0,
                            uptime: formatUptime(board.uptime_s),
                            heap: formatHeap(board.heap_bytes),
                          })
                        : undefined
                    }
                  >
                    {moving === board.board_id ? (
                      <MoveBoardForm
                        board={{
                          shopId,
                          boardId: board.board_id,
                          screenId: board.screen_id,
                          orientation: board.orientation,
                          view: board.view,
                          theme: board.theme,
                          name,
                        }}
                        onDone={(moved) => {
                          setMoving(null);
                          if (moved) void mutate();
                        }}
                      />
                    ) : renaming === board.board_id ? (
                      <RenameForm
                        board={board}
                        shopId={shopId}
                        onDone={() => {
                          setRenaming(null);
                          void mutate();
                        }}
                      />
                    ) : (
                      <>
                        <strong>{name}</strong>
                        <div className="muted">
                          {t(
                            board.kind === 'screen'
                              ? 'screenHealth.kind.screen'
                              : 'screenHealth.kind.device',
                          )}
                        </div>
                      </>
                    )}
                  </td>
                  <td>
                    <Badge
                      tone={TONES[board.state]}
                      title={
                        board.render_errors > 0
                          ? t('screenHealth.renderErrors', { count: board.render_errors })
                          : undefined
                      }
                    >
                      {t(`screenHealth.state.${board.state}`)}
                    </Badge>
                  </td>
                  <td>{formatTime(board.reported_at, locale) ?? t('screenHealth.never')}</td>
                  <td>{versionText(board, t)}</td>
                  <td>
                    <Shows board={board} locale={locale} />
                  </td>
                  <td>
                    <div className="screen-health-actions">
                      <button
                        type="button"
                        className="button button-small"
                        onClick={() => void act(board, 'reload')}
                      >
                        {t('screenHealth.reload')}
                      </button>
                      <button
                        type="button"
                        className="button button-small button-secondary"
                        onClick={() => void act(board, 'identify')}
                      >
                        {t('screenHealth.identify')}
                      </button>
                      {board.reported_at !== null && (
                        <button
                          type="button"
                          className="button button-small button-secondary"
                          title={t('screenHealth.resetSecretHelp')}
                          onClick={() => void act(board, 'reset-secret')}
                        >
                          {t('screenHealth.resetSecret')}
                        </button>
                      )}
                      {board.paired && moving !== board.board_id && (
                        <button
                          type="button"
                          className="button button-small button-secondary"
                          onClick={() => {
                            setRenaming(null);
                            setMoving(board.board_id);
                          }}
                        >
                          {t('fleet.move')}
                        </button>
                      )}
                      {board.kind === 'device' && renaming !== board.board_id && (
                        <button
                          type="button"
                          className="button button-small button-secondary"
                          onClick={() => setRenaming(board.board_id)}
                        >
                          {t('screenHealth.rename')}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
