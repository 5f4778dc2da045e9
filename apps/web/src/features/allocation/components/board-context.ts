import { createContext, useContext } from 'react';
import type { BoardState } from '../utils/board-state';

export interface BoardContextValue {
  state: BoardState;
  unallocatedLabel: string;
  /** Moves through the menu; the board gives the card's menu button the focus back. */
  moveByMenu: (itemId: string, to: string | null) => void;
}

/**
 * The live board for the parts that need every count (an open Move to… menu). Cards themselves
 * do not read it, so a move re-renders only the two lists it changed and any open menu.
 */
export const BoardContext = createContext<BoardContextValue | null>(null);

export function useBoardContext(): BoardContextValue {
  const value = useContext(BoardContext);
  if (!value) throw new Error('useBoardContext needs an AllocationBoard around it');
  return value;
}
