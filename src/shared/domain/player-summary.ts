import { DomainError } from './errors';
import type { FormaParejas, Modalidad } from './formats';
import type { StandingsRow } from './tournament-standings';
import { requireFinite } from './guards';
import { scoringSystemLabel } from './scoring-system';
import { compareNames } from './names';

/** One `puntuaciones_liga` row of the player with its league and tournament data (P§7, P§2 /mis-resultados). */
export interface PlayerLeagueResult {
  liga_id: string;
  liga_nombre: string;
  sistema_puntuacion: string;
  torneo_id: string;
  torneo_nombre: string;
  fecha_juego: string;
  posicion_scratch: number | null;
  posicion_handicap: number | null;
  puntos_scratch: number;
  puntos_handicap: number;
  /** The tournament's format (`formatOf`), which the row names. */
  modalidad: Modalidad;
  forma_parejas: FormaParejas | null;
  /** The player's side's totals in the tournament (read with `formatSideResult`); null without a side. */
  resultado: Pick<
    StandingsRow,
    'resultado_scratch' | 'resultado_handicap' | 'puntos_scratch' | 'puntos_handicap'
  > | null;
}

/** The totals shown by the summary cards and by each league's 'Clasificaciones' card. */
export interface ResultsTotals {
  /** Distinct tournaments ('Torneos Jugados'). */
  torneos_jugados: number;
  /** Best (lowest) positions; null shows as 'N/A'. */
  mejor_posicion_scratch: number | null;
  mejor_posicion_handicap: number | null;
  total_puntos_scratch: number;
  total_puntos_handicap: number;
}

export interface LeagueResultsSummary extends ResultsTotals {
  liga_id: string;
  nombre: string;
  sistema_puntuacion: string;
  /** 'OM {product}' or 'Cervecita' (P§2). */
  sistema_label: string;
  /** The league's rows, newest tournament first. */
  resultados: PlayerLeagueResult[];
}

export interface PlayerResultsSummary extends ResultsTotals {
  /** P§9: "'Puntos Totales' is the larger of the scratch and handicap point sums". */
  puntos_totales: number;
  /** P§9: "average gross and net strokes are not computed (null)". */
  promedio_golpes_brutos: null;
  promedio_golpes_netos: null;
  /** Per league, in league-name order. */
  ligas: LeagueResultsSummary[];
}

/**
 * The player's results summary for /mis-resultados (P§2, P§9): tournaments played (distinct), best scratch and
 * handicap positions, point sums, 'Puntos Totales' = the larger sum, and the same figures per league.
 */
export function summarizePlayerResults(rows: readonly PlayerLeagueResult[]): PlayerResultsSummary {
  rows.forEach(validateRow);
  const byLeague = new Map<string, PlayerLeagueResult[]>();
  for (const row of rows) byLeague.set(row.liga_id, [...(byLeague.get(row.liga_id) ?? []), row]);
  const ligas: LeagueResultsSummary[] = [...byLeague].map(([liga_id, leagueRows]) => {
    const first = leagueRows[0];
    const sistema = first?.sistema_puntuacion ?? '';
    return {
      liga_id,
      nombre: first?.liga_nombre ?? '',
      sistema_puntuacion: sistema,
      sistema_label: scoringSystemLabel(sistema),
      ...totalsOf(leagueRows),
      resultados: [...leagueRows].sort((a, b) =>
        a.fecha_juego < b.fecha_juego ? 1 : a.fecha_juego > b.fecha_juego ? -1 : 0,
      ),
    };
  });
  ligas.sort((a, b) => compareNames(a.nombre, b.nombre));
  const totals = totalsOf(rows);
  return {
    ...totals,
    puntos_totales: Math.max(totals.total_puntos_scratch, totals.total_puntos_handicap),
    promedio_golpes_brutos: null,
    promedio_golpes_netos: null,
    ligas,
  };
}

/** A best position as the summary cards show it (P§2: "a number followed by a degree sign, or N/A"). */
export function formatBestPosition(posicion: number | null): string {
  return posicion === null ? 'N/A' : `${posicion}°`;
}

function totalsOf(rows: readonly PlayerLeagueResult[]): ResultsTotals {
  return {
    torneos_jugados: new Set(rows.map((r) => r.torneo_id)).size,
    mejor_posicion_scratch: best(rows.map((r) => r.posicion_scratch)),
    mejor_posicion_handicap: best(rows.map((r) => r.posicion_handicap)),
    total_puntos_scratch: rows.reduce((sum, r) => sum + r.puntos_scratch, 0),
    total_puntos_handicap: rows.reduce((sum, r) => sum + r.puntos_handicap, 0),
  };
}

function best(positions: readonly (number | null)[]): number | null {
  const known = positions.filter((p): p is number => p !== null);
  return known.length === 0 ? null : Math.min(...known);
}

function validateRow(row: PlayerLeagueResult): void {
  for (const posicion of [row.posicion_scratch, row.posicion_handicap]) {
    if (posicion !== null && (!Number.isInteger(posicion) || posicion < 1)) {
      throw new DomainError('INVALID_POSITION', 'La posición debe ser un entero positivo');
    }
  }
  for (const puntos of [row.puntos_scratch, row.puntos_handicap]) {
    requireFinite(puntos, 'INVALID_POINTS', 'Los puntos deben ser un número mayor o igual que 0');
    if (puntos < 0)
      throw new DomainError('INVALID_POINTS', 'Los puntos deben ser un número mayor o igual que 0');
  }
}
