/** Screen health answers, as the contract has them. */
export type { BoardRenameBody, BoardStatus } from '../domain/contract/boards';
