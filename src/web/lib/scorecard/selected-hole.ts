import { useState } from 'react';
import { HOLES_PER_ROUND } from '@/shared/domain';

/** localStorage key of the hole last shown for a partida (P§4, T§4: remembered per game / group). */
export const selectedHoleKey = (gameId: string) => `pena:hoyo:${gameId}`;

function readHole(gameId: string): number | null {
  try {
    const stored = Number(window.localStorage.getItem(selectedHoleKey(gameId)));
    return Number.isInteger(stored) && stored >= 1 && stored <= HOLES_PER_ROUND ? stored : null;
  } catch {
    return null;
  }
}

function writeHole(gameId: string, hole: number): void {
  try {
    window.localStorage.setItem(selectedHoleKey(gameId), String(hole));
  } catch {
    // Private mode or full storage: the hole is simply not remembered.
  }
}

/**
 * The selected hole (1–18) of a partida, read from localStorage once and written on every change; null when this
 * device has none yet (the page then opens where the group's playing order says, see `openingHole`).
 */
export function useSelectedHole(gameId: string): [number | null, (hole: number) => void] {
  const [hole, setHole] = useState(() => readHole(gameId));
  function changeHole(next: number): void {
    const clamped = Math.min(Math.max(1, Math.round(next)), HOLES_PER_ROUND);
    setHole(clamped);
    writeHole(gameId, clamped);
  }
  return [hole, changeHole];
}
