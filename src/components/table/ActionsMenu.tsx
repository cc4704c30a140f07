import { createContext, useContext, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactElement, ReactNode, ToggleEvent } from 'react';
import { Link } from 'react-router-dom';
import { menuFocusIndex, menuPosition } from './actionsMenuModel';
import { MoreIcon } from '../ui/Icons';
import { Spinner } from '../ui/Spinner';
import { Tooltip } from '../ui/Tooltip';
import './ActionsMenu.css';

/** Closes the menu an item belongs to. */
const CloseMenuContext = createContext<() => void>(() => undefined);

interface ActionsMenuProps {
  /** The button's accessible name, e.g. 'Acties voor Wiet'. */
  label: string;
  /**
   * The items (`ActionsMenuItem`, `ActionsMenuLink`). They are rendered only while the menu is
   * open, so what they load (e.g. whether a row may be deleted) is asked when it opens.
   */
  children: ReactNode;
}

const ITEM_SELECTOR = '[role="menuitem"]';

/**
 * A row's actions behind a '⋯' button: a popover menu in the top layer (never clipped by the
 * table) that stays by its button, arrow keys, Home and End move between items, Escape and a
 * click elsewhere close it and focus returns to the button.
 */
export function ActionsMenu({ label, children }: ActionsMenuProps): ReactElement {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  function close(): void {
    const element = menu.current;
    if (element?.matches(':popover-open')) element.hidePopover();
  }

  function handleBeforeToggle(event: ToggleEvent<HTMLDivElement>): void {
    setOpen(event.newState === 'open');
  }

  // Placed next to the button once the items are rendered (hidden until then), and kept there
  // while the page scrolls or resizes.
  useLayoutEffect(() => {
    const element = menu.current;
    const trigger = button.current;
    if (!open || !element || !trigger) return undefined;
    function place(): void {
      if (!element || !trigger) return;
      const rect = trigger.getBoundingClientRect();
      const { top, left } = menuPosition(
        { top: rect.top, left: rect.left, width: rect.width, height: rect.height },
        { width: element.offsetWidth, height: element.offsetHeight },
        { width: window.innerWidth, height: window.innerHeight },
      );
      element.style.top = `${top}px`;
      element.style.left = `${left}px`;
    }
    place();
    element.dataset.placed = 'true';
    element.querySelector<HTMLElement>(ITEM_SELECTOR)?.focus({ preventScroll: true });
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
      delete element.dataset.placed;
    };
  }, [open]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key === 'Tab') {
      event.preventDefault();
      close();
      return;
    }
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(ITEM_SELECTOR)];
    const current = items.findIndex((item) => item === document.activeElement);
    const next = menuFocusIndex(event.key, current, items.length);
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className={open ? 'icon-button is-pressed' : 'icon-button'}
        popoverTarget={menuId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={label}
        title={label}
      >
        <MoreIcon />
      </button>
      <div
        ref={menu}
        id={menuId}
        popover="auto"
        role="menu"
        aria-label={label}
        className="actions-menu"
        onBeforeToggle={handleBeforeToggle}
        onKeyDown={handleKeyDown}
      >
        <CloseMenuContext.Provider value={close}>{open && children}</CloseMenuContext.Provider>
      </div>
    </>
  );
}

interface ActionsMenuItemProps {
  children: ReactNode;
  onSelect: () => void;
  icon?: ReactNode;
  /** Why the action cannot be done now: the item is disabled and shows this as its tooltip. */
  disabledReason?: string | null;
  /** Still finding out whether the action can be done: disabled with a spinner. */
  busy?: boolean;
  /** `danger` colours the item red (delete). */
  tone?: 'default' | 'danger';
}

/** A menu action; the menu closes before `onSelect` runs (so a confirmation can take focus). */
export function ActionsMenuItem({
  children,
  onSelect,
  icon,
  disabledReason,
  busy = false,
  tone = 'default',
}: ActionsMenuItemProps): ReactElement {
  const close = useContext(CloseMenuContext);
  const disabled = busy || Boolean(disabledReason);
  const classes = ['actions-menu-item', tone === 'danger' && 'actions-menu-item-danger'];
  const item = (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={classes.filter(Boolean).join(' ')}
      aria-disabled={disabled || undefined}
      aria-busy={busy || undefined}
      onClick={() => {
        if (disabled) return;
        close();
        onSelect();
      }}
    >
      {busy ? <Spinner size="small" quiet /> : icon}
      <span>{children}</span>
    </button>
  );
  return disabledReason ? (
    <Tooltip text={disabledReason} placement="bottom">
      {item}
    </Tooltip>
  ) : (
    item
  );
}

/** A menu item that opens another page. */
export function ActionsMenuLink({
  to,
  icon,
  children,
}: {
  to: string;
  icon?: ReactNode;
  children: ReactNode;
}): ReactElement {
  const close = useContext(CloseMenuContext);
  return (
    <Link to={to} role="menuitem" tabIndex={-1} className="actions-menu-item" onClick={close}>
      {icon}
      <span>{children}</span>
    </Link>
  );
}
