import { useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { usePictureService } from '../../api/images';
import { imageServiceUrl } from '../../board/image-url';
import type { ResizeRequest } from '../../board/image-url';
import { ImageIcon } from '../ui/Icons';
import { usePictureTurn } from './usePictureTurn';
import './StoreImage.css';

interface StoreImageProps {
  /** The published name in the image store; null: no picture. */
  name: string | null;
  /** Shown instead of the store's picture, e.g. a local preview of a chosen file. */
  src?: string;
  /** The size asked of the resize service; CSS may show it smaller. */
  width: number;
  height: number;
  alt: string;
  fit?: ResizeRequest['fit'];
  /** `lazy` for long lists of thumbnails. */
  loading?: 'eager' | 'lazy';
  className?: string;
}

/**
 * A picture of the image store through the resize service, at `width` x `height`; a
 * placeholder of that shape when there is no picture or it fails to load. The service draws new
 * sizes on demand and refuses an address that asks for many at once, so the page's pictures
 * load a few at a time (`usePictureTurn`), lazy ones once they come near the window; until its
 * turn a picture shows the placeholder, waiting.
 */
export function StoreImage({
  name,
  src,
  width,
  height,
  alt,
  fit,
  loading = 'eager',
  className,
}: StoreImageProps): ReactElement {
  const service = usePictureService();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const placeholder = useRef<HTMLSpanElement>(null);
  const drawn = name && service ? imageServiceUrl(service, name, { width, height, fit }) : null;
  const url = src ?? drawn;
  // A local preview loads at once; the service's pictures wait for their turn.
  const turn = usePictureTurn(
    src === undefined && drawn !== failedUrl ? drawn : null,
    loading === 'lazy',
    placeholder,
  );
  const classes = className ? `store-image ${className}` : 'store-image';

  if (url === null || url === failedUrl || (src === undefined && !turn.mayLoad)) {
    const waiting = url !== failedUrl && name !== null && !src;
    return (
      <span
        ref={placeholder}
        className={`${classes} store-image-placeholder`}
        role="img"
        aria-label={alt}
        data-state={waiting ? 'loading' : 'placeholder'}
        style={{ width, aspectRatio: `${width} / ${height}` }}
      >
        {!waiting && <ImageIcon />}
      </span>
    );
  }
  return (
    <img
      className={classes}
      src={url}
      width={width}
      height={height}
      alt={alt}
      decoding="async"
      onLoad={turn.done}
      onError={() => {
        turn.done();
        setFailedUrl(url);
      }}
    />
  );
}
