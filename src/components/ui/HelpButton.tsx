import { useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { HelpIcon } from './Icons';
import { Modal } from '../modals/Modal';
import './HelpButton.css';
import { useT } from '../../i18n';

/** The help flyout takes focus this long after it opens (spec: flyout focus delay 50 ms). */
export const HELP_FOCUS_DELAY_MS = 50;

interface HelpButtonProps {
  /** The flyout's title, e.g. 'Help: orders'. */
  title: string;
  /** The help: a text (paragraphs split on blank lines) or any content. */
  children: ReactNode;
  /** The button's accessible name (default 'Help'). */
  label?: string;
  /** `dialog` opens a centred dialog instead of the side flyout. */
  variant?: 'flyout' | 'dialog';
}

function paragraphs(text: string): ReactNode {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => <p key={part}>{part}</p>);
}

/** A '?' button that opens help in a flyout; Escape or the close button closes it. */
export function HelpButton({
  title,
  children,
  label: labelProp,
  variant = 'flyout',
}: HelpButtonProps): ReactElement {
  const t = useT();
  const label = labelProp ?? t('components.help');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button help-button"
        onClick={() => setOpen(true)}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
      >
        <HelpIcon />
      </button>
      <Modal
        open={open}
        title={title}
        onClose={() => setOpen(false)}
        variant={variant}
        focusDelayMs={HELP_FOCUS_DELAY_MS}
        className="help-content"
      >
        {typeof children === 'string' ? paragraphs(children) : children}
      </Modal>
    </>
  );
}
