/**
 * The board app of `board.html`, loaded by `boot.ts` once the board's first requests are on
 * their way: the board alone, without the back office's router, stores or message catalogue.
 * At `/scherm` it is a screen stick: a pairing code until staff pair it, then its board.
 */
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Board } from './Board';
import { isStickPath } from './pairing/stick-path';
import '../styles/base.css';

/** The pairing screen, loaded only at `/scherm`: a shop's board address never needs it. */
const Stick = lazy(() => import('./pairing/Stick').then((module) => ({ default: module.Stick })));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    {isStickPath(window.location.pathname) ? (
      <Suspense fallback={null}>
        <Stick />
      </Suspense>
    ) : (
      <Board pathname={window.location.pathname} search={window.location.search} />
    )}
  </StrictMode>,
);
