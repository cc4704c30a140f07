import { useState } from 'react';
import type { BackgroundKind } from './board-controller';

/** The shop's other list (a shop of both types), by its address and name. */
export interface OtherList {
  href: string;
  label: string;
}

/** What the bar controls. */
export interface ControlBarProps {
  background: BackgroundKind;
  snowing: boolean;
  onBackground: (kind: BackgroundKind) => void;
  onSnow: (on: boolean) => void;
  otherList?: OtherList | null;
}

/**
 * The hidden control of the board (board.md section 2): an invisible corner that opens a bar
 * with Home, the shop's other list (a shop of both types), the red/green background switch,
 * snow, and close. Nothing of it shows on a screen
 * until someone clicks that corner.
 */
export function ControlBar({
  background,
  snowing,
  onBackground,
  onSnow,
  otherList = null,
}: ControlBarProps) {
  const [open, setOpen] = useState(false);
  const target: BackgroundKind = background === 'red' ? 'green' : 'red';
  if (!open) {
    return (
      <button
        type="button"
        className="board-corner"
        aria-label="Open board controls"
        onClick={(event) => {
          // The board behind cycles its background on click; the corner only opens the bar.
          event.stopPropagation();
          setOpen(true);
        }}
      />
    );
  }
  return (
    <div className="board-bar" role="toolbar" onClick={(event) => event.stopPropagation()}>
      {/* The board is a page of its own (board.html): home is a page load, not a route. */}
      <a className="board-bar-button" href="/">
        Home
      </a>
      {otherList && (
        <a className="board-bar-button" href={otherList.href}>
          {otherList.label}
        </a>
      )}
      <button type="button" className="board-bar-button" onClick={() => onBackground(target)}>
        {`Change Background to ${target}`}
      </button>
      <button type="button" className="board-bar-button" onClick={() => onSnow(!snowing)}>
        {snowing ? 'Let it stop' : 'Let it snow'}
      </button>
      <button
        type="button"
        className="board-bar-button board-bar-close"
        aria-label="Close"
        onClick={() => setOpen(false)}
      >
        ×
      </button>
    </div>
  );
}
