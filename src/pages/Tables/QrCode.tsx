import { useMemo } from 'react';
import type { ReactElement } from 'react';
import { qrDrawing } from './tableLinks';

/**
 * A QR code as an SVG image: black on white whatever the theme, as a phone's camera reads it
 * best. `data-qr-text` holds the text it encodes.
 */
export function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  /** What the code is, for screen readers, e.g. 'QR-code van Tafel 1'. */
  label: string;
  className?: string;
}): ReactElement {
  const drawing = useMemo(() => qrDrawing(text), [text]);
  return (
    <svg
      className={className ? `qr-code ${className}` : 'qr-code'}
      viewBox={`0 0 ${drawing.size} ${drawing.size}`}
      role="img"
      aria-label={label}
      data-qr-text={text}
      shapeRendering="crispEdges"
    >
      <rect width={drawing.size} height={drawing.size} fill="#ffffff" />
      <path d={drawing.path} fill="#000000" />
    </svg>
  );
}
