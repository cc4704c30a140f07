import { type PriceEntry, priceEntriesOf } from '../../../src/domain';
import type { prices, shopsToPrices } from '../../db/schema';

/**
 * The price entries a link offers: those of its price combination; a combination of the
 * older model offers only the fixed columns the row enables (`use_*`). The board feed shows
 * these and orders are priced from them.
 */
export function linkPriceEntries(
  price: typeof prices.$inferSelect,
  link: typeof shopsToPrices.$inferSelect,
): PriceEntry[] {
  return priceEntriesOf(
    { cannabis: price.cannabis, pre_rolled_joints: price.preRolledJoints, edible: price.edible },
    {
      half: link.useHalf ? price.half : null,
      one: link.useOne ? price.one : null,
      two_five: link.useTwoFive ? price.twoFive : null,
      five: link.useFive ? price.five : null,
      joint: link.useJoint ? price.joint : null,
      piece: link.usePiece ? price.piece : null,
    },
  );
}
