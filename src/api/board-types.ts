/** Screen health answers, as the contract has them. */
export type { BoardPage, BoardRenameBody, BoardStatus } from '../domain/contract/boards';
