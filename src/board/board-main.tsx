/**
 * The board app of `board.html`, loaded by `boot.ts` once the board's first requests are on
 * their way: the board alone, without the back office's router, stores or message catalogue.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Board } from './Board';
import '../styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <Board pathname={window.location.pathname} search={window.location.search} />
  </StrictMode>,
);
