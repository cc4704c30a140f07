import { useState } from 'react';
import type { ReactElement } from 'react';
import { usePictureService } from '../../api/images';
import { imageServiceUrl } from '../../board/image-url';
import type { ResizeRequest } from '../../board/image-url';
import { ImageIcon } from '../ui/Icons';
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
 * placeholder of that shape when there is no picture or it fails to load.
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
  const url =
    src ?? (name && service ? imageServiceUrl(service, name, { width, height, fit }) : null);
  const classes = className ? `store-image ${className}` : 'store-image';

  if (url === null || url === failedUrl) {
    const waiting = url === null && name !== null && !src;
    return (
      <span
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
      loading={loading}
      decoding="async"
      onError={() => setFailedUrl(url)}
    />
  );
}
