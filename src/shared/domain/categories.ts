/**
 * 'Categorías' of a tournament and their prizes (decision record 041): which sides belong to each category, each
 * category's list in the tournament's format, and who wins its prizes — 'Premios no acumulables' skip a side that
 * already won in an earlier list; a prize is never shared (countback at the boundary, then lower handicap).
 */
import { DomainError } from './errors';
import { computeSideStandings, type SideInput } from './formats/side-standings';
import { requireHandicapIndex } from './playing-handicap';
import type { RankingMode } from './ranking';
import { requireIsoDate } from './dates';
import { compareNames } from './names';
import { sidesOfInputs, type StandingsInputs } from './standings-inputs';
import type { StandingsRow } from './tournament-standings';

/** Who a category takes. A pair's side: see `categoryMembership`. */
export type CategoryCriterion =
  /** Everybody (a 'Scratch' or 'General' list). */
  | { tipo: 'todos' }
  /** An index band, both ends included ('hasta 12,4', 'desde 12,5'); null: open on that side. */
  | { tipo: 'indice'; desde: number | null; hasta: number | null }
  /** 'Por mitades': the field cut into `partes` equal groups by index when entries close; `parte` 1 = lowest indexes. */
  | { tipo: 'mitades'; partes: 2 | 3; parte: number }
  /** 'Damas' ('mujer') or 'Caballeros' ('hombre'). */
  | { tipo: 'sexo'; sexo: 'hombre' | 'mujer' }
  /** 'Senior': `edad` years or more on the tournament's date; 'Júnior': under `edad`. */
  | { tipo: 'edad'; grupo: 'senior' | 'junior'; edad: number };

export interface CategoryDefinition {
  nombre: string;
  criterio: CategoryCriterion;
  /** Which ranking of the format the list and its prizes follow. */
  clasificacion: RankingMode;
  /** How many prizes (0: a list without prizes). */
  premios: number;
}

/** A tournament's categories, in the order their prizes are awarded, and whether prizes accumulate. */
export interface CategoriesConfig {
  no_acumulables: boolean;
  categorias: readonly CategoryDefinition[];
}

/** What decides a participant's categories: the index frozen when entries close, sex, birth date, `tramo_edad`. */
export interface CategoryFacts {
  participante_id: string;
  /** The index the participant plays off (frozen at the close of entries); null when unknown. */
  indice: number | null;
  sexo: 'hombre' | 'mujer' | null;
  fecha_nacimiento: string | null;
  tramo_edad: 'infantil' | 'general' | 'senior' | null;
}

/** Whole years of a person born on `fechaNacimiento` on `fecha` (both 'YYYY-MM-DD'). */
export function ageOn(fechaNacimiento: string, fecha: string): number {
  requireIsoDate(fechaNacimiento);
  requireIsoDate(fecha);
  const [by, bm, bd] = fechaNacimiento.split('-').map(Number) as [number, number, number];
  const [y, m, d] = fecha.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Binary noise of a sum of tenths (12.4 + 0.1) must not move a band's end. */
const EPSILON = 1e-9;

function inAgeGroup(f: CategoryFacts, grupo: 'senior' | 'junior', edad: number, fecha: string): boolean {
  if (f.fecha_nacimiento !== null) {
    const age = ageOn(f.fecha_nacimiento, fecha);
    return grupo === 'senior' ? age >= edad : age < edad;
  }
  return f.tramo_edad === (grupo === 'senior' ? 'senior' : 'infantil');
}

/**
 * The side ids of each category (same order as `config.categorias`). A side's index is its members' indexes
 * added up (a pair's combined index; unknown when a member's is), used for bands and 'por mitades'; a side is
 * in a sex or age category when every member is. 'Por mitades' cuts every side of the field (whatever its status)
 * sorted by index (unknown last), then by name, into groups whose sizes differ by one at most, the larger
 * groups first.
 */
export function categoryMembership(
  config: CategoriesConfig,
  inputs: StandingsInputs,
  facts: readonly CategoryFacts[],
  fecha: string,
): string[][] {
  requireIsoDate(fecha);
  const factOf = new Map(facts.map((f) => [f.participante_id, f]));
  const { sides } = sidesOfInputs(inputs);
  const memberFacts = (side: SideInput): CategoryFacts[] =>
    side.members.map((m) => {
      const f = factOf.get(m.participante_id);
      if (!f) throw new DomainError('INVALID_CATEGORY', 'Faltan los datos de un participante');
      if (f.indice !== null) requireHandicapIndex(f.indice);
      return f;
    });
  const indexOf = new Map(
    sides.map((side) => {
      const list = memberFacts(side);
      const known = list.every((f) => f.indice !== null);
      return [side.id, known ? list.reduce((sum, f) => sum + (f.indice ?? 0), 0) : null] as const;
    }),
  );
  const byIndex = [...sides].sort((a, b) => {
    const ia = indexOf.get(a.id) ?? null;
    const ib = indexOf.get(b.id) ?? null;
    if (ia !== ib) return ia === null ? 1 : ib === null ? -1 : ia - ib;
    return compareNames(a.nombre, b.nombre) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
  return config.categorias.map(({ criterio: c }) => {
    switch (c.tipo) {
      case 'todos':
        return sides.map((s) => s.id);
      case 'indice':
        return sides
          .filter((s) => {
            const i = indexOf.get(s.id) ?? null;
            return (
              i !== null &&
              (c.desde === null || i >= c.desde - EPSILON) &&
              (c.hasta === null || i <= c.hasta + EPSILON)
            );
          })
          .map((s) => s.id);
      case 'mitades': {
        if (!Number.isInteger(c.parte) || c.parte < 1 || c.parte > c.partes) {
          throw new DomainError('INVALID_CATEGORY', 'La parte de la categoría no existe');
        }
        const n = byIndex.length;
        const base = Math.floor(n / c.partes);
        const larger = n % c.partes;
        const sizeOf = (k: number) => base + (k <= larger ? 1 : 0);
        let start = 0;
        for (let k = 1; k < c.parte; k++) start += sizeOf(k);
        return byIndex.slice(start, start + sizeOf(c.parte)).map((s) => s.id);
      }
      case 'sexo':
        return sides.filter((s) => memberFacts(s).every((f) => f.sexo === c.sexo)).map((s) => s.id);
      case 'edad':
        return sides
          .filter((s) => memberFacts(s).every((f) => inAgeGroup(f, c.grupo, c.edad, fecha)))
          .map((s) => s.id);
    }
  });
}

/** The participants of each category's sides (a pair's side: both partners), from `categoryMembership`. */
export function categoryParticipants(
  inputs: StandingsInputs,
  membership: readonly (readonly string[])[],
): string[][] {
  const { sides } = sidesOfInputs(inputs);
  const membersOf = new Map(sides.map((s) => [s.id, s.members.map((m) => m.participante_id)]));
  return membership.map((ids) => ids.flatMap((id) => membersOf.get(id) ?? []));
}

/** A row of a category's list. */
export interface CategoryRow {
  row: StandingsRow;
  /** Position within the category with the tournament's tie method (null: not ranked). */
  posicion: number | null;
  /** The prize this side won in this list (1 = first), or null. */
  premio: number | null;
  /** 'Premios no acumulables': the name of the earlier category where this side already won a prize. */
  premiado_en: string | null;
}

export interface CategoryStandings {
  categoria: CategoryDefinition;
  rows: CategoryRow[];
  /** The prize winners in prize order. */
  premiados: StandingsRow[];
}

/**
 * Each category's list in the tournament's format (its sides re-ranked among themselves, with the tournament's
 * tie method) and its prizes, awarded category by category in the configured order. A prize goes to one side: the
 * prize order is the format's ranking broken by countback (last 9, 6, 3, 1 holes, whatever the tie method), then
 * lower playing handicap, then name. With 'no acumulables' a side that won in an earlier category is skipped and
 * the prize passes to the next one. Only ranked sides (holes, no status) win prizes.
 */
export function categoryStandings(
  inputs: StandingsInputs,
  config: CategoriesConfig,
  membership: readonly (readonly string[])[],
): CategoryStandings[] {
  const { sides, options } = sidesOfInputs(inputs);
  const wonIn = new Map<string, string>();
  return config.categorias.map((categoria, i) => {
    if (!Number.isInteger(categoria.premios) || categoria.premios < 0) {
      throw new DomainError('INVALID_CATEGORY', 'El número de premios no es válido');
    }
    const ids = new Set(membership[i] ?? []);
    const members = sides.filter((s) => ids.has(s.id));
    const mode = categoria.clasificacion;
    const listOf = (rows: { byScratch: StandingsRow[]; byHandicap: StandingsRow[] }) =>
      mode === 'scratch' ? rows.byScratch : rows.byHandicap;
    const positionOf = (row: StandingsRow) =>
      mode === 'scratch' ? row.posicion_scratch : row.posicion_handicap;
    const list = listOf(computeSideStandings(members, options));
    const prizeOrder = listOf(
      computeSideStandings(members, { ...options, metodo_desempate: 'ultimos_hoyos' }),
    )
      .filter((row) => positionOf(row) !== null)
      .map((row, index) => ({ row, index }))
      .sort(
        (a, b) =>
          (positionOf(a.row) ?? 0) - (positionOf(b.row) ?? 0) ||
          a.row.handicap - b.row.handicap ||
          a.index - b.index,
      );
    const prizeOf = new Map<string, number>();
    const premiados: StandingsRow[] = [];
    for (const { row } of prizeOrder) {
      if (premiados.length >= categoria.premios) break;
      if (config.no_acumulables && wonIn.has(row.participante_id)) continue;
      premiados.push(row);
      prizeOf.set(row.participante_id, premiados.length);
    }
    const rows = list.map((row) => ({
      row,
      posicion: positionOf(row),
      premio: prizeOf.get(row.participante_id) ?? null,
      premiado_en:
        config.no_acumulables && !prizeOf.has(row.participante_id)
          ? (wonIn.get(row.participante_id) ?? null)
          : null,
    }));
    for (const row of premiados)
      if (!wonIn.has(row.participante_id)) wonIn.set(row.participante_id, categoria.nombre);
    return { categoria, rows, premiados };
  });
}
