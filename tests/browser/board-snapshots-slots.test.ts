/** The three configurable theme slots, bound to Oudegracht and to a café, pinned pixel for pixel. */
import { THEMES, cafeSnapshots, themeSnapshots, useSnapshotWorld } from './board-snapshots-support';

useSnapshotWorld();
const slots = THEMES.filter(({ slot }) => slot !== undefined);
themeSnapshots(slots);
cafeSnapshots(slots);
