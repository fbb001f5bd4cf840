/**
 * League standings by category (decision record 041, addendum): which of the league's players belong to each
 * category name used by its tournaments. A player belongs to the categories they were placed in at the most recent
 * tournament of the league they played (with league points) that had categories; the league's points are then
 * re-ranked among those players.
 */

/** One tournament of the league that had categories: each category's name and the league players placed in it. */
export interface LeagueCategoryTournament {
  torneo_id: string;
  fecha_juego: string;
  categorias: readonly { nombre: string; jugadores: readonly string[] }[];
}

export interface LeagueCategory {
  nombre: string;
  /** League player ids (a profile's id, or a guest's participante_id), as in the league's standings. */
  jugadores: string[];
}

const keyOf = (nombre: string) => nombre.trim().toLocaleLowerCase('es');

/**
 * The category names offered by the league (the most recent tournament's first, in its order, then older
 * tournaments' other names; names are the same when equal but for case and spaces, spelt as most recently) and
 * each name's players. `played` are the league's points rows (who played which tournament); a tournament nobody
 * played offers no names.
 */
export function leagueCategories(
  tournaments: readonly LeagueCategoryTournament[],
  played: readonly { torneo_id: string; jugador_id: string }[],
): LeagueCategory[] {
  const playedIn = new Map<string, Set<string>>();
  for (const p of played) {
    const set = playedIn.get(p.torneo_id) ?? new Set<string>();
    set.add(p.jugador_id);
    playedIn.set(p.torneo_id, set);
  }
  const newestFirst = tournaments
    .filter((t) => t.categorias.length > 0 && playedIn.has(t.torneo_id))
    .sort((a, b) => b.fecha_juego.localeCompare(a.fecha_juego) || a.torneo_id.localeCompare(b.torneo_id));
  const byName = new Map<string, LeagueCategory>();
  const placed = new Set<string>();
  for (const t of newestFirst) {
    for (const c of t.categorias) {
      if (!byName.has(keyOf(c.nombre)))
        byName.set(keyOf(c.nombre), { nombre: c.nombre.trim(), jugadores: [] });
    }
    const players = playedIn.get(t.torneo_id)!;
    const newcomers = [...players].filter((j) => !placed.has(j));
    for (const c of t.categorias) {
      const members = new Set(c.jugadores);
      const list = byName.get(keyOf(c.nombre))!;
      for (const j of newcomers) if (members.has(j) && !list.jugadores.includes(j)) list.jugadores.push(j);
    }
    for (const j of newcomers) placed.add(j);
  }
  return [...byName.values()];
}
