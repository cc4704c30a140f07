/** The board themes of the demo shops, and Head Shop's multi-screen board, pinned pixel for pixel. */
import {
  THEMES,
  multiScreenSnapshots,
  themeSnapshots,
  useSnapshotWorld,
} from './board-snapshots-support';

useSnapshotWorld();
themeSnapshots(
  THEMES.filter(({ theme }) => ['mississippi', 'head-shop', 'de-steeg'].includes(theme)),
);
multiScreenSnapshots();
