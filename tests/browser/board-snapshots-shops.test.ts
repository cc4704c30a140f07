/**
 * The board themes of the demo shops, Head Shop's multi-screen board and a café in each of the
 * demo shops' themes, pinned pixel for pixel.
 */
import {
  THEMES,
  cafeSnapshots,
  multiScreenSnapshots,
  themeSnapshots,
  useSnapshotWorld,
} from './board-snapshots-support';

useSnapshotWorld();
const shops = THEMES.filter(({ theme }) =>
  ['mississippi', 'head-shop', 'de-steeg'].includes(theme),
);
themeSnapshots(shops);
multiScreenSnapshots();
cafeSnapshots(shops);
