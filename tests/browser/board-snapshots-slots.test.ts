/** The three configurable theme slots, bound to Oudegracht, pinned pixel for pixel. */
import { THEMES, themeSnapshots, useSnapshotWorld } from './board-snapshots-support';

useSnapshotWorld();
themeSnapshots(THEMES.filter(({ slot }) => slot !== undefined));
