import { useEffect, useState, type ReactElement } from 'react';
import { fetchBoardPicture } from '../../api/board-pictures';

/**
 * A board's latest picture, fetched with the session (it is never public) whenever its time
 * changes, shown from an object URL that is freed when it goes.
 */
export function BoardPicture({
  shopId,
  boardId,
  takenAt,
  alt,
}: {
  shopId: string;
  boardId: string;
  takenAt: string;
  alt: string;
}): ReactElement | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let gone = false;
    void fetchBoardPicture(shopId, boardId)
      .then((blob) => {
        if (gone || !blob) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [shopId, boardId, takenAt]);
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="fleet-picture-link">
      <img
        className="fleet-picture"
        src={url}
        alt={alt}
        data-testid="fleet-picture"
        data-taken-at={takenAt}
      />
    </a>
  );
}
