import { useState } from 'react';

/** localStorage keys of the choices the administrator's screens remember in this browser. */
export const CHOICE_KEYS = {
  groupsTournament: 'pena:admin-partidas:torneo',
  league: 'pena:admin-ligas:liga',
} as const;
type ChoiceKey = (typeof CHOICE_KEYS)[keyof typeof CHOICE_KEYS];

/**
 * What a selector opens on: the last choice made in this browser while it is still offered, else the only option
 * when there is exactly one, else nothing.
 */
export function initialChoice(ids: readonly string[], remembered: string | null): string | null {
  if (remembered !== null && ids.includes(remembered)) return remembered;
  return ids.length === 1 ? ids[0]! : null;
}

function readChoice(key: ChoiceKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeChoice(key: ChoiceKey, id: string | null): void {
  try {
    if (id) window.localStorage.setItem(key, id);
    else window.localStorage.removeItem(key);
  } catch {
    // Private mode or full storage: the choice is simply not remembered.
  }
}

/** The choice remembered under `key` (read once) and a setter that remembers the next one. */
export function useRememberedChoice(key: ChoiceKey): [string | null, (id: string | null) => void] {
  const [remembered, setRemembered] = useState(() => readChoice(key));
  function remember(id: string | null): void {
    setRemembered(id);
    writeChoice(key, id);
  }
  return [remembered, remember];
}
