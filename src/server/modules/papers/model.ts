/**
 * What each paper shows, as plain data, from what the standings and formats already compute (design §13, §14):
 * the playing handicaps of the standings inputs, the sides of `sidesOfInputs`, the strokes received of
 * `strokesReceivedByHole`, the rankings of `rankStandings` and `rankLeagueStandings`. Nothing here computes a
 * result a second time; the PDF and CSV writers only lay these out.
 */
import { formatDecimal } from '@/shared/decimal';
import {
  ROW_STATUS_SHORT,
  formatHandicap,
  formatOf,
  formatStart,
  formatToPar,
  normalizeHoles,
  rankLeagueStandings,
  rankStandings,
  sidesOfInputs,
  strokeTotals,
  strokesReceivedByHole,
  type FormatModule,
  type Hole,
  type PlayedOff,
  type RankingMode,
  type StandingsRow,
} from '@/shared/domain';
import type { TLeagueStandings } from '@/shared/schemas/leagues';
import type { TMatch, TTournamentMatches } from '@/shared/schemas/matches';
import type { TCardParticipant } from '@/shared/schemas/scorecard';
import type { TStandingsInputs } from '@/shared/schemas/standings';
import { formatShortDate } from './text';

/** A published group as the papers read it. */
export interface PaperGroup {
  id: string;
  nombre: string;
  orden_salida: number;
  /** 'HH:MM'; null: a match without an agreed time ('Hora por acordar'). */
  hora_salida: string | null;
  hoyo_salida: number;
}

/** A tournament with its groups and the standings inputs of its participants. */
export interface TournamentPaperData {
  club: string;
  /** The app's address (e-mails and QR codes): 'https://golf.example.com'. */
  baseUrl: string;
  inputs: TStandingsInputs;
  groups: PaperGroup[];
  /** Match play: the match each group plays, by partida id, as the matches module computes it. */
  matches?: ReadonlyMap<string, PaperMatch>;
}

/** A match as the papers read it: how it is called ('Cuartos 2', 'Partido 1') and the match itself. */
export interface PaperMatch {
  label: string;
  match: TMatch;
}

export const formatOfInputs = (inputs: TStandingsInputs) =>
  formatOf({ modalidad: inputs.torneo.modalidad, forma_parejas: inputs.torneo.forma_parejas });

/** The live scorecard of a group in the app (the web's /introduccion-datos/:partidaId). */
export const groupScorecardUrl = (baseUrl: string, partidaId: string) =>
  `${baseUrl}/introduccion-datos/${partidaId}`;

// ——— Start sheet ———

export interface StartSheetLine {
  nombre: string;
  /** The playing handicap (T§9 resolution), as the standings use it; a two-ball pair's line has none. */
  handicap: number | null;
  tee: string;
  /** The line that marks a pair ('Pareja: Ana / Bea'); its partners' lines follow it. */
  pareja?: true;
  /** A player's line: the participant (their marker, 'Marcador y jugador'). */
  participante_id?: string;
}

export interface StartSheetGroup extends PaperGroup {
  /** '09:10' or '09:10 · Tee del 10'. */
  salida: string;
  jugadores: StartSheetLine[];
}

/**
 * The start sheet: every published group in start order with its players by seat. The partners of a pair are
 * listed together under a 'Pareja: A / B' line (with the pair's playing handicap when they play one ball), the
 * pair in the seat of its first partner; the sides are the standings' (`sidesOfInputs`).
 */
export function startSheet(data: TournamentPaperData): StartSheetGroup[] {
  const format = formatOfInputs(data.inputs);
  const { sides } = sidesOfInputs(data.inputs);
  const seat = new Map(data.inputs.participantes.map((p) => [p.id, p]));
  const tees = new Map(data.inputs.salidas.map((t) => [t.id, t.nombre]));
  const line = (id: string): StartSheetLine => {
    const p = seat.get(id)!;
    return { nombre: p.nombre, handicap: p.handicap, tee: tees.get(p.tee_id) ?? '', participante_id: id };
  };
  const orderOf = (id: string) => seat.get(id)?.posicion ?? 99;
  return [...data.groups]
    .sort(
      (a, b) => a.orden_salida - b.orden_salida || (a.hora_salida ?? '').localeCompare(b.hora_salida ?? ''),
    )
    .map((g) => {
      const units: { order: number; lines: StartSheetLine[] }[] = [];
      for (const side of sides) {
        const here = side.members
          .map((m) => m.participante_id)
          .filter((id) => seat.get(id)?.partida_id === g.id)
          .sort((a, b) => orderOf(a) - orderOf(b));
        if (here.length === 0) continue;
        const order = orderOf(here[0]!);
        if (side.members.length < 2) {
          units.push({ order, lines: here.map(line) });
          continue;
        }
        units.push({
          order,
          lines: [
            {
              nombre: `Pareja: ${side.members.map((m) => m.nombre).join(' / ')}`,
              handicap: format.hole.oneBallPerSide ? side.handicap : null,
              tee: '',
              pareja: true,
            },
            ...here.map(line),
          ],
        });
      }
      // Anyone the sides leave out still has their seat.
      const listed = new Set(sides.flatMap((side) => side.members.map((m) => m.participante_id)));
      for (const p of data.inputs.participantes) {
        if (p.partida_id === g.id && !listed.has(p.id))
          units.push({ order: orderOf(p.id), lines: [line(p.id)] });
      }
      units.sort((a, b) => a.order - b.order);
      return {
        ...g,
        salida: formatStart(g.hora_salida, g.hoyo_salida),
        jugadores: units.flatMap((u) => u.lines),
      };
    });
}

// ——— Scorecards ———

/** A player of a match card: their playing handicap and the strokes they receive per hole (index 0 = hole 1). */
export interface MatchCardPlayer {
  nombre: string;
  handicap: number;
  recibidos: number;
  recibe: number[];
}

/**
 * Who a paper card is for (design §14). A player, or a one-ball pair (foursome, greensome: one ball, one card,
 * the pair's playing handicap), or a match (match play): both sides on one card, each player's strokes per hole
 * as the match allowance gives them (`matchStrokes`, through the matches module).
 */
export type CardSubject =
  | {
      kind: 'partido';
      /** 'Cuartos 2 · Ana contra Bea' */
      nombre: string;
      tee: string;
      holes: Hole[];
      lados: { nombre: string; jugadores: MatchCardPlayer[] }[];
    }
  | {
      kind: 'jugador';
      nombre: string;
      handicap: number;
      tee: string;
      holes: Hole[];
      strokes: number[];
      /** What they play off (decision record 028): the index, tee and course handicap, when the index is known. */
      jugado?: PlayedOff;
    }
  | {
      kind: 'pareja';
      nombre: string;
      handicap: number;
      tee: string;
      holes: Hole[];
      strokes: number[];
    };

export interface PaperCard {
  group: PaperGroup;
  /** The group's live scorecard address (the QR code). */
  url: string;
  subject: CardSubject;
}

/** A card's played-off line data, when the index it was computed from is known. */
function playedOffOf(jugado: TCardParticipant['jugado'], handicap: number): { jugado?: PlayedOff } {
  if (!jugado || jugado.indice === null) return {};
  return {
    jugado: {
      indice: jugado.indice,
      salida: jugado.salida,
      handicap_campo: jugado.handicap_campo,
      handicap_juego: handicap,
    },
  };
}

/**
 * The cards of these groups in start order, each group's by seat: one per player (a mejor bola partner plays their
 * own ball with their own handicap), one per one-ball pair. Strokes received per hole are the domain's
 * `strokesReceivedByHole` on the card's tee.
 */
export function scorecards(data: TournamentPaperData, groupIds?: readonly string[]): PaperCard[] {
  const format = formatOfInputs(data.inputs);
  const { sides } = sidesOfInputs(data.inputs);
  const seat = new Map(data.inputs.participantes.map((p) => [p.id, p]));
  const teeName = new Map(data.inputs.salidas.map((t) => [t.id, t.nombre]));
  const wanted = groupIds ? new Set(groupIds) : null;
  const groups = [...data.groups]
    .filter((g) => !wanted || wanted.has(g.id))
    .sort((a, b) => a.orden_salida - b.orden_salida);
  const cards: PaperCard[] = [];
  for (const group of groups) {
    const url = groupScorecardUrl(data.baseUrl, group.id);
    const match = data.matches?.get(group.id);
    if (match) {
      cards.push({ group, url, subject: matchSubject(data.inputs, match) });
      continue;
    }
    const subjects: { order: number; subject: CardSubject }[] = [];
    for (const side of sides) {
      const members = side.members.filter((m) => seat.get(m.participante_id)?.partida_id === group.id);
      if (members.length === 0) continue;
      const teeOf = (id: string) => teeName.get(seat.get(id)?.tee_id ?? '') ?? '';
      const orderOf = (id: string) => seat.get(id)?.posicion ?? 99;
      if (format.hole.oneBallPerSide && side.members.length === 2) {
        const holes = normalizeHoles(side.members[0]!.holes ?? []);
        subjects.push({
          order: Math.min(...side.members.map((m) => orderOf(m.participante_id))),
          subject: {
            kind: 'pareja',
            nombre: side.nombre,
            handicap: side.handicap,
            tee: teeOf(side.members[0]!.participante_id),
            holes,
            strokes: strokesReceivedByHole(side.handicap, holes),
          },
        });
        continue;
      }
      for (const m of members) {
        const holes = normalizeHoles(m.holes ?? []);
        subjects.push({
          order: orderOf(m.participante_id),
          subject: {
            kind: 'jugador',
            nombre: m.nombre,
            handicap: m.handicap,
            tee: teeOf(m.participante_id),
            holes,
            strokes: strokesReceivedByHole(m.handicap, holes),
            ...playedOffOf(seat.get(m.participante_id)?.jugado, m.handicap),
          },
        });
      }
    }
    subjects.sort((a, b) => a.order - b.order);
    for (const { subject } of subjects) cards.push({ group, url, subject });
  }
  return cards;
}

/**
 * A match's card: its sides and each player's strokes received, as the match answers them (the domain's
 * `matchStrokes` on the first player's tee); the holes of that tee.
 */
function matchSubject(inputs: TStandingsInputs, { label, match }: PaperMatch): CardSubject {
  const seat = new Map(inputs.participantes.map((p) => [p.id, p]));
  const lados = match.lados.flatMap((lado) =>
    lado
      ? [
          {
            nombre: lado.nombre,
            jugadores: lado.jugadores.map((j) => ({
              nombre: j.nombre,
              handicap: seat.get(j.participante_id)?.handicap ?? 0,
              recibidos: j.golpes_recibidos,
              recibe: j.recibe,
            })),
          },
        ]
      : [],
  );
  const first = seat.get(match.lados[0]?.jugadores[0]?.participante_id ?? '');
  const tee = inputs.salidas.find((s) => s.id === first?.tee_id) ?? inputs.salidas[0];
  return {
    kind: 'partido',
    nombre: `${label} · ${lados.map((l) => l.nombre).join(' contra ')}`,
    tee: tee?.nombre ?? '',
    holes: normalizeHoles(tee?.hoyos ?? []),
    lados,
  };
}

// ——— Results ———

export const MODES: readonly { mode: RankingMode; title: string }[] = [
  { mode: 'handicap', title: 'Clasificación hándicap' },
  { mode: 'scratch', title: 'Clasificación scratch' },
];

export interface ResultsTable {
  mode: RankingMode;
  title: string;
  /** The CSV's 'Clasificación' column (default: 'Hándicap' / 'Scratch'). */
  label?: string;
  headers: string[];
  rows: string[][];
}

/** A two-ball pair plays each partner's own handicap ('17 / 10'); any other side, its one playing handicap. */
function sideHandicap(format: FormatModule, row: StandingsRow): string {
  return format.side.members === 2 && !format.hole.oneBallPerSide && row.miembros.length > 1
    ? row.miembros.map((m) => formatHandicap(m.handicap)).join(' / ')
    : formatHandicap(row.handicap);
}

/**
 * The results tables (hándicap, then scratch) in the order `rankStandings` gives, with the format's columns:
 * Stableford 'Puntos', stroke play the result to par; a status in the position column of the rows after the ranked.
 */
export function resultsTables(inputs: TStandingsInputs): ResultsTable[] {
  const format = formatOfInputs(inputs);
  const standings = rankStandings(inputs);
  const stableford = format.total.points;
  const headers = stableford
    ? ['Pos.', 'Nombre', 'Hcp. juego', 'Hoyos', 'Puntos', 'Brutos', 'Netos']
    : ['Pos.', 'Nombre', 'Hcp. juego', 'Hoyos', 'Brutos', 'Netos', 'Resultado'];
  return MODES.map(({ mode, title }) => {
    const list = mode === 'scratch' ? standings.byScratch : standings.byHandicap;
    const rows = list.map((row) => resultRow(format, row, mode));
    return { mode, title, headers, rows };
  });
}

/** A side's row of a results table; `position` and `name` override the standings' (a category's list). */
export function resultRow(
  format: FormatModule,
  row: StandingsRow,
  mode: RankingMode,
  over: { position?: number | null; name?: string } = {},
): string[] {
  const stableford = format.total.points;
  const position =
    over.position !== undefined
      ? over.position
      : mode === 'scratch'
        ? row.posicion_scratch
        : row.posicion_handicap;
  const pos = position !== null ? String(position) : row.estado ? ROW_STATUS_SHORT[row.estado] : '–';
  const played = row.hoyos_jugados > 0;
  const points = mode === 'scratch' ? row.puntos_scratch : row.puntos_handicap;
  const result = mode === 'scratch' ? row.resultado_scratch : row.resultado_handicap;
  const common = [pos, over.name ?? row.nombre, sideHandicap(format, row), String(row.hoyos_jugados)];
  const { gross, net } = strokeTotals(row, formatDecimal);
  return stableford
    ? [...common, points === null || !played ? '–' : formatDecimal(points), gross, net]
    : [...common, gross, net, result === null ? '–' : formatToPar(result, 'PAR')];
}

/** A match-play tournament's results: its matches by round. */
export interface MatchesTable {
  title: string;
  headers: string[];
  rows: string[][];
}

/**
 * The matches of a match-play tournament by round, as the matches module answers them (`ZTournamentMatches`):
 * round, both sides (or where an unknown side comes from), and the result text ('Ana gana 3/2', 'Empate', …) or,
 * while undecided, the live words ('Pendiente', 'Ana 2 arriba').
 */
export function matchesTable(data: TTournamentMatches): MatchesTable {
  const side = (m: TMatch, i: 0 | 1) => m.lados[i]?.nombre ?? m.procedencia[i] ?? '–';
  const rows = [...data.partidos]
    .sort((a, b) => a.ronda - b.ronda || a.posicion - b.posicion)
    .map((m) => [m.ronda_nombre, side(m, 0), side(m, 1), m.resultado_texto ?? m.estado_texto]);
  return {
    title: data.torneo.cuadro ? 'Cuadro de partidos' : 'Partidos',
    headers: ['Ronda', 'Lado 1', 'Lado 2', 'Resultado'],
    rows,
  };
}

// ——— League ———

export interface LeagueTable {
  mode: RankingMode;
  title: string;
  /** Per tournament: its name and date; `provisional`: today's, counted before its date has passed. */
  torneos: { nombre: string; fecha: string; provisional: boolean }[];
  /** The table counts today's calculated points already (the league page's 'Provisional: cuenta desde mañana'). */
  provisional: boolean;
  rows: { posicion: number; nombre: string; handicap: string; puntos: string[]; total: string }[];
}

/**
 * The league grid as the standings page shows it (players × tournaments, best total first), both modes: a
 * tournament's points, in parentheses when they are a discard (they do not count), '–' without points.
 */
export function leagueTables(data: TLeagueStandings, today: string): LeagueTable[] {
  const torneos = data.torneos.map((t) => ({
    nombre: t.nombre,
    fecha: formatShortDate(t.fecha_juego),
    provisional: data.provisional && t.fecha_juego === today,
  }));
  return MODES.map(({ mode, title }) => ({
    mode,
    title,
    torneos,
    provisional: data.provisional,
    rows: rankLeagueStandings(data.jugadores, mode).map(({ posicion, jugador }) => {
      const puntos = data.torneos.map(() => '–');
      for (const [index, scratch, handicap, cuentaScratch, cuentaHandicap] of jugador.puntos) {
        const value = formatDecimal(mode === 'scratch' ? scratch : handicap);
        const counts = mode === 'scratch' ? cuentaScratch : cuentaHandicap;
        puntos[index] = counts ? value : `(${value})`;
      }
      return {
        posicion,
        nombre: jugador.nombre,
        handicap: jugador.handicap === null ? '–' : formatHandicap(jugador.handicap),
        puntos,
        total: formatDecimal(
          mode === 'scratch' ? jugador.total_puntos_scratch : jugador.total_puntos_handicap,
        ),
      };
    }),
  }));
}
