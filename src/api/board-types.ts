/** Screen health answers, as the contract has them. */
export type { BoardPage, BoardRenameBody, BoardStatus } from '../domain/contract/boards';
export type {
  FleetBoard,
  FleetCounts,
  FleetPage,
  FleetState,
  PairingClaimBody,
  PairingClaimed,
  SeenBoard,
  SeenPage,
} from '../domain/contract/fleet';
export type { BoardAlertSettings } from '../domain/contract/fleet';
