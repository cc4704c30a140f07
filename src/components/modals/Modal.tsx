import { useEffect, useId, useRef } from 'react';
import type { MouseEvent, ReactElement, ReactNode, SyntheticEvent } from 'react';
import { CloseIcon } from '../ui/Icons';
import './Modal.css';
import { useT } from '../../i18n';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Escape, the close button and (unless turned off) a backdrop click call it. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** `flyout` slides in from the right side (help texts). */
  variant?: 'dialog' | 'flyout';
  closeOnBackdrop?: boolean;
  /**
   * Moves focus to the body this long after opening instead of to the first control (the
   * spec's help flyout waits 50 ms). An element with `data-autofocus` gets focus otherwise.
   */
  focusDelayMs?: number;
  className?: string;
}

/**
 * A modal dialog on the native `<dialog>`: focus moves in and is kept inside, Escape and a
 * backdrop click close it, focus returns to where it was. Rendered only while open, so its
 * content starts afresh each time.
 */
export function Modal(props: ModalProps): ReactElement | null {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  title,
  onClose,
  children,
  footer,
  size = 'medium',
  variant = 'dialog',
  closeOnBackdrop = true,
  focusDelayMs,
  className,
}: ModalProps): ReactElement {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    let timer: number | undefined;
    if (focusDelayMs !== undefined) {
      timer = window.setTimeout(() => body.current?.focus(), focusDelayMs);
    } else {
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    return () => {
      window.clearTimeout(timer);
      if (element.open) element.close();
      if (previous?.isConnected) previous.focus();
    };
  }, [focusDelayMs]);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>): void {
    // Escape: the page decides whether the dialog closes.
    event.preventDefault();
    onClose();
  }

  function handleMouseDown(event: MouseEvent<HTMLDialogElement>): void {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>): void {
    const onBackdrop = event.target === event.currentTarget && pressedOnBackdrop.current;
    pressedOnBackdrop.current = false;
    if (onBackdrop && closeOnBackdrop) onClose();
  }

  const classes = ['modal', `modal-${size}`, `modal-${variant}`, className].filter(Boolean);
  return (
    <dialog
      ref={dialog}
      className={classes.join(' ')}
      aria-labelledby={titleId}
      onCancel={handleCancel}
      onMouseDown={handleMouseDown}
      onClick={handleClick}
    >
      <div className="modal-frame">
        <header className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button"
            onClick={onClose}
            aria-label={t('common.close')}
            title={t('common.close')}
          >
            <CloseIcon />
          </button>
        </header>
        <div ref={body} className="modal-body" tabIndex={-1}>
          {children}
        </div>
        {footer && <footer className="modal-footer">{footer}</footer>}
      </div>
    </dialog>
  );
}
