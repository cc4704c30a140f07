import { cloneElement, isValidElement, useId } from 'react';
import type { ReactElement, ReactNode } from 'react';
import './Tooltip.css';

interface TooltipProps {
  /** The explanation, e.g. 'Je moet minstens 2 prijzen hebben.'; nothing shows when empty. */
  text: string | null | undefined;
  /** What it explains. A disabled button is wrapped so that hovering still shows the text. */
  children: ReactNode;
  placement?: 'top' | 'bottom';
  /** 'end' lines the text up with the right edge of what it explains (for the screen's edge). */
  align?: 'center' | 'end';
}

type Describable = ReactElement<{ 'aria-describedby'?: string }>;

/**
 * Shows `text` on hover and keyboard focus of its children; a single element child also gets
 * it as its accessible description.
 */
export function Tooltip({
  text,
  children,
  placement = 'top',
  align = 'center',
}: TooltipProps): ReactElement {
  const id = useId();
  if (!text) return <>{children}</>;
  const described = isValidElement(children)
    ? cloneElement(children as Describable, { 'aria-describedby': id })
    : children;
  return (
    <span className={`tooltip tooltip-${placement} tooltip-align-${align}`}>
      {described}
      <span id={id} role="tooltip" className="tooltip-text">
        {text}
      </span>
    </span>
  );
}
