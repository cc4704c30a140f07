// The board's test handle on `window` (declared by src/board/Board.tsx), for the browser tests
// and benches that read it through page.evaluate.
import type {} from '../../src/board/Board';
