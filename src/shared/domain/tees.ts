/** The sexes a tournament assigns a tee to (`torneos_salidas.sexo`). */
export type TeeSex = 'hombre' | 'mujer';

/**
 * The tee a participant plays in a tournament (design §7): the tee of their sex (a guest's `sexo_invitado`, a
 * player's profile `sexo`); a player without a sex plays the men's tee; a tournament with one tee uses it for
 * everybody. Null when the tournament has no tee at all (the caller then falls back to the course's first tee).
 */
export function teeForSex<T extends { sexo: TeeSex }>(tees: readonly T[], sexo: TeeSex | null): T | null {
  const wanted = sexo ?? 'hombre';
  return tees.find((t) => t.sexo === wanted) ?? tees.find((t) => t.sexo === 'hombre') ?? tees[0] ?? null;
}
