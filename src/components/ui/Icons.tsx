import type { ReactElement, ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }): ReactElement {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export function MoonIcon(): ReactElement {
  return (
    <Icon>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </Icon>
  );
}

export function SunIcon(): ReactElement {
  return (
    <Icon>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </Icon>
  );
}

export function LoginIcon(): ReactElement {
  return (
    <Icon>
      <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4" />
      <path d="M10 17l5-5-5-5" />
      <path d="M15 12H3" />
    </Icon>
  );
}

export function LogoutIcon(): ReactElement {
  return (
    <Icon>
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
      <path d="M16 17l5-5-5-5" />
      <path d="M21 12H9" />
    </Icon>
  );
}

/** The product's mark: a price tag. */
export function BrandIcon(): ReactElement {
  return (
    <Icon>
      <path d="M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </Icon>
  );
}

export function CloseIcon(): ReactElement {
  return (
    <Icon>
      <path d="M18 6L6 18M6 6l12 12" />
    </Icon>
  );
}

export function PencilIcon(): ReactElement {
  return (
    <Icon>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
    </Icon>
  );
}

export function TrashIcon(): ReactElement {
  return (
    <Icon>
      <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
    </Icon>
  );
}

export function ChevronUpIcon(): ReactElement {
  return (
    <Icon>
      <path d="M18 15l-6-6-6 6" />
    </Icon>
  );
}

export function ChevronDownIcon(): ReactElement {
  return (
    <Icon>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  );
}

export function ChevronLeftIcon(): ReactElement {
  return (
    <Icon>
      <path d="M15 18l-6-6 6-6" />
    </Icon>
  );
}

export function ChevronRightIcon(): ReactElement {
  return (
    <Icon>
      <path d="M9 18l6-6-6-6" />
    </Icon>
  );
}

export function FirstPageIcon(): ReactElement {
  return (
    <Icon>
      <path d="M17 18l-6-6 6-6M7 6v12" />
    </Icon>
  );
}

export function LastPageIcon(): ReactElement {
  return (
    <Icon>
      <path d="M7 18l6-6-6-6M17 6v12" />
    </Icon>
  );
}

/** Sort state of a column header: both arrows when unsorted. */
export function SortIcon({
  direction,
}: {
  direction: 'ascending' | 'descending' | 'none';
}): ReactElement {
  return (
    <Icon>
      {direction !== 'descending' && <path d="M8 10l4-4 4 4" />}
      {direction !== 'ascending' && <path d="M8 14l4 4 4-4" />}
    </Icon>
  );
}

export function SettingsIcon(): ReactElement {
  return (
    <Icon>
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </Icon>
  );
}

export function MinimizeIcon(): ReactElement {
  return (
    <Icon>
      <path d="M5 12h14" />
    </Icon>
  );
}

export function MaximizeIcon(): ReactElement {
  return (
    <Icon>
      <rect x="4" y="4" width="16" height="16" rx="2" />
    </Icon>
  );
}

export function SearchIcon(): ReactElement {
  return (
    <Icon>
      <circle cx="11" cy="11" r="7" />
      <path d="M21 21l-4.3-4.3" />
    </Icon>
  );
}

export function HelpIcon(): ReactElement {
  return (
    <Icon>
      <circle cx="12" cy="12" r="10" />
      <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
    </Icon>
  );
}

export function RefreshIcon(): ReactElement {
  return (
    <Icon>
      <path d="M21 12a9 9 0 1 1-2.6-6.4L21 8M21 3v5h-5" />
    </Icon>
  );
}

export function PlusIcon(): ReactElement {
  return (
    <Icon>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}

/** Cannabis kinds ('soorten'). */
export function LeafIcon(): ReactElement {
  return (
    <Icon>
      <path d="M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.5 19 2c1 2 2 4.2 2 8 0 5.5-4.8 10-10 10z" />
      <path d="M2 21c0-3 1.9-5.4 5.2-6.1 2.4-.5 4.8-2 5.8-3.9" />
    </Icon>
  );
}

/** Horeca products. */
export function CupIcon(): ReactElement {
  return (
    <Icon>
      <path d="M17 8h1a4 4 0 0 1 0 8h-1M3 8h14v9a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4z" />
      <path d="M6 2v3M10 2v3M14 2v3" />
    </Icon>
  );
}

/** The quick editor. */
export function BoltIcon(): ReactElement {
  return (
    <Icon>
      <path d="M13 2L3 14h9l-1 8 10-12h-9z" />
    </Icon>
  );
}

/** Three dots: opens a row's actions menu. */
export function MoreIcon(): ReactElement {
  return (
    <Icon>
      <circle cx="5" cy="12" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="19" cy="12" r="1" />
    </Icon>
  );
}

/** A key: a password reset link. */
export function KeyIcon(): ReactElement {
  return (
    <Icon>
      <circle cx="7.5" cy="15.5" r="4.5" />
      <path d="M10.7 12.3L21 2M16 7l3 3M14 9l2 2" />
    </Icon>
  );
}

/** A screen of a multiscreen shop. */
export function ScreenIcon(): ReactElement {
  return (
    <Icon>
      <rect x="2" y="3" width="20" height="14" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </Icon>
  );
}

/** A clock turning back: earlier versions, e.g. the price history picker. */
export function HistoryIcon(): ReactElement {
  return (
    <Icon>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5" />
      <path d="M12 7v5l3 2" />
    </Icon>
  );
}

/** Copy to the clipboard. */
export function CopyIcon(): ReactElement {
  return (
    <Icon>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </Icon>
  );
}

/** Pictures. */
export function ImageIcon(): ReactElement {
  return (
    <Icon>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="8.5" cy="8.5" r="1.5" />
      <path d="M21 15l-5-5L5 21" />
    </Icon>
  );
}
