/**
 * Reading a match-play tournament's matches (design.md §14): the stored rows (partidos, conceded and extra holes,
 * the draw's rounds: matches.repository.ts) and the tournament's cards (scores/queries.ts) turned into `ZMatch` by
 * the rules engine — sides, strokes received (`matchStrokes`), each hole's side score (`sideNetScore`), the status and the result
 * (`matchState`, `matchResultText`). Nothing here counts holes itself.
 */
import {
  CONCEDED_RESULT,
  formatOf,
  matchResultText,
  matchState,
  matchStrokes,
  matchesInRound,
  procedenciaText,
  roundName,
  sideNetScore,
  type CompetitionFormat,
  type MatchHoleInput,
  type MatchPlayer,
  type MatchState,
  type Side,
  type TournamentMatches,
} from '@/shared/domain';
import {
  ONE_DAY_ROUND_NAME,
  type TMatch,
  type TMatchResultOrigin,
  type TMatchSide,
  type TTournamentMatches,
} from '@/shared/schemas/matches';
import type { TScoreResult } from '@/shared/schemas/scorecard';
import type { DbOrTx } from '@/server/db/client';
import type { partidos, torneos } from '@/server/db/schema';
import { loadTournamentCards, type TournamentCards } from '@/server/modules/scores/queries';
import {
  findConcededHoles,
  findDraw,
  findDrawRounds,
  findExtraHoles,
  findMatches,
  findMatchTournament,
} from './matches.repository';

export type MatchRow = typeof partidos.$inferSelect;

/** Everything the matches of one tournament are computed from. */
export interface MatchContext {
  torneo: Pick<
    typeof torneos.$inferSelect,
    'id' | 'nombre' | 'fecha_juego' | 'modalidad' | 'forma_parejas' | 'activo'
  >;
  format: CompetitionFormat;
  /** The tournament has a knockout draw. */
  knockout: boolean;
  rounds: number;
  deadlines: Map<number, string | null>;
  rows: MatchRow[];
  conceded: Map<string, { numero_hoyo: number; concedido_por: number }[]>;
  extras: Map<string, { numero_hoyo: number; ganador: number }[]>;
  cards: TournamentCards;
}

/** A side as the server needs it: its members (the pair's partners, or the participant) and its card holders. */
export interface SideInfo {
  /** The stored id (`lado_N_participante_id`). */
  id: string;
  nombre: string;
  members: string[];
  /** The profiles of its members (who may play it). */
  jugadores: (string | null)[];
  handicap: number | null;
}

/** A match computed: its row, sides, state and effective result. */
export interface MatchView {
  row: MatchRow;
  sides: [SideInfo | null, SideInfo | null];
  state: MatchState | null;
  result: { ganador: Side | 0; origen: TMatchResultOrigin; texto: string } | null;
  match: Omit<TMatch, 'permisos' | 'lado_propio'>;
}

/** Loads the context of tournament `torneoId`'s matches (null: no such tournament). */
export async function loadMatchContext(db: DbOrTx, torneoId: string): Promise<MatchContext | null> {
  const torneo = await findMatchTournament(db, torneoId);
  if (!torneo) return null;
  const cuadro = await findDraw(db, torneoId);
  const rondas = await findDrawRounds(db, torneoId);
  const rows = await findMatches(db, torneoId);
  const ids = rows.map((r) => r.id);
  const conceded = new Map<string, { numero_hoyo: number; concedido_por: number }[]>();
  const extras = new Map<string, { numero_hoyo: number; ganador: number }[]>();
  for (const c of await findConcededHoles(db, ids)) {
    conceded.set(c.partido_id, [...(conceded.get(c.partido_id) ?? []), c]);
  }
  for (const e of await findExtraHoles(db, ids)) {
    extras.set(e.partido_id, [...(extras.get(e.partido_id) ?? []), e]);
  }
  const cards = await loadTournamentCards(db, { torneoId });
  return {
    torneo,
    format: formatOf(torneo),
    knockout: Boolean(cuadro),
    rounds: cuadro?.rondas ?? 1,
    deadlines: new Map(rondas.map((r) => [r.ronda, r.fecha_limite])),
    rows,
    conceded,
    extras,
    cards,
  };
}

/** The name of round `ronda` ('Cuartos'; 'Partidos' for a one-day tournament). */
export function roundNameOf(ctx: Pick<MatchContext, 'knockout' | 'rounds'>, ronda: number): string {
  return ctx.knockout ? roundName(matchesInRound(ctx.rounds, ronda), ronda) : ONE_DAY_ROUND_NAME;
}

/**
 * How a match is called in a message or as its partida's name: 'Cuartos 2', 'Semifinal 1', 'Final' ('Partido 3'
 * in one-day match play) — the round as the domain's procedenciaText names it.
 */
export function matchLabel(
  ctx: Pick<MatchContext, 'knockout' | 'rounds'>,
  row: Pick<MatchRow, 'ronda' | 'posicion'>,
) {
  if (!ctx.knockout) return `Partido ${row.posicion}`;
  if (row.ronda === ctx.rounds) return roundNameOf(ctx, row.ronda);
  const name = roundNameOf(ctx, row.ronda);
  return `${name === 'Semifinales' ? 'Semifinal' : name} ${row.posicion}`;
}

/** The side whose stored id is `id`: a pair (accepted) when the participant is in one, else the participant. */
export function sideInfo(ctx: MatchContext, id: string | null): SideInfo | null {
  if (!id) return null;
  const pair =
    ctx.format.side.members === 2
      ? ctx.cards.parejas.find((p) => p.participante_ids.includes(id))
      : undefined;
  const members = pair ? [...pair.participante_ids] : [id];
  const people = members.map((m) => ctx.cards.participantes.find((p) => p.id === m));
  const handicap = pair
    ? ctx.format.hole.oneBallPerSide
      ? (pair.handicap ?? null)
      : null
    : (people[0]?.handicap ?? null);
  return {
    id,
    nombre: people.map((p) => p?.nombre ?? '').join(' / '),
    members,
    jugadores: people.map((p) => p?.jugador_id ?? null),
    handicap,
  };
}

/** The players of a side as the engine's `matchStrokes` wants them (a one-ball side: its card holder). */
function matchPlayers(ctx: MatchContext, side: SideInfo): MatchPlayer[] {
  const hcp = (id: string) => Math.round(ctx.cards.participantes.find((p) => p.id === id)?.handicap ?? 0);
  if (ctx.format.side.members === 2 && ctx.format.hole.oneBallPerSide && side.members.length === 2) {
    const fallback = Math.round((hcp(side.members[0]!) + hcp(side.members[1]!)) / 2);
    return [{ participante_id: side.members[0]!, playingHandicap: Math.round(side.handicap ?? fallback) }];
  }
  return side.members.map((m) => ({ participante_id: m, playingHandicap: hcp(m) }));
}

const RESULT_ORIGINS_STORED: readonly TMatchResultOrigin[] = ['directo', 'no_presentado', 'exento'];

/** Computes one match. */
export function buildMatch(ctx: MatchContext, row: MatchRow): MatchView {
  const sides: [SideInfo | null, SideInfo | null] = [
    sideInfo(ctx, row.lado_1_participante_id),
    sideInfo(ctx, row.lado_2_participante_id),
  ];
  const names: [string, string] = [sides[0]?.nombre ?? '', sides[1]?.nombre ?? ''];
  let state: MatchState | null = null;
  const lados: [TMatchSide | null, TMatchSide | null] = [null, null];
  const [side1, side2] = sides;
  if (side1 && side2) {
    const players: [MatchPlayer[], MatchPlayer[]] = [matchPlayers(ctx, side1), matchPlayers(ctx, side2)];
    const first = ctx.cards.participantes.find((p) => p.id === side1.members[0]);
    const tee = ctx.cards.salidas.find((s) => s.id === first?.tee_id) ?? ctx.cards.salidas[0];
    const holes = (tee?.hoyos ?? []).map((h) => ({ numero: h.numero_hoyo, handicap: h.handicap }));
    const strokes = matchStrokes(ctx.format, players, holes);
    const strokesOf = (side: Side, id: string) =>
      strokes.find((s) => s.participante_id === id) ?? strokes.find((s) => s.side === side);
    const results: TScoreResult[] =
      row.tarjeta ??
      ctx.cards.resultados.filter((r) => [...side1.members, ...side2.members].includes(r.participante_id));
    const cell = new Map(results.map((r) => [`${r.participante_id}:${r.numero_hoyo}`, r]));
    const conceded = new Map(
      (ctx.conceded.get(row.id) ?? []).map((c) => [c.numero_hoyo, c.concedido_por as Side]),
    );
    const holeInputs: MatchHoleInput[] = [];
    for (let numero = 1; numero <= 18; numero++) {
      const net = (side: Side) =>
        sideNetScore(
          players[side - 1]!.map((p) => {
            const r = cell.get(`${p.participante_id}:${numero}`);
            return {
              golpes: r?.golpes ?? null,
              recogida: r?.recogida ?? false,
              received: strokesOf(side, p.participante_id)?.perHole[numero - 1] ?? 0,
            };
          }),
        );
      holeInputs.push({ numero, side1: net(1), side2: net(2), concededBy: conceded.get(numero) ?? null });
    }
    state = matchState({
      names,
      holes: holeInputs,
      extraHoles: (ctx.extras.get(row.id) ?? []).map((e) => ({
        numero: e.numero_hoyo,
        winner: e.ganador as Side | 0,
      })),
      concededMatchBy: (row.concedido_por as Side | null) ?? null,
      knockout: ctx.knockout,
    });
    for (const i of [0, 1] as const) {
      const side = sides[i]!;
      lados[i] = {
        lado: (i + 1) as Side,
        nombre: side.nombre,
        participante_ids: side.members,
        handicap_juego: side.handicap,
        jugadores: side.members.map((m) => {
          const s = strokesOf((i + 1) as Side, m);
          return {
            participante_id: m,
            nombre: ctx.cards.participantes.find((p) => p.id === m)?.nombre ?? '',
            golpes_recibidos: s?.received ?? 0,
            recibe: s?.perHole ?? Array.from({ length: 18 }, () => 0),
          };
        }),
      };
    }
  } else {
    for (const i of [0, 1] as const) {
      const side = sides[i];
      if (!side) continue;
      lados[i] = {
        lado: (i + 1) as Side,
        nombre: side.nombre,
        participante_ids: side.members,
        handicap_juego: side.handicap,
        jugadores: side.members.map((m) => ({
          participante_id: m,
          nombre: ctx.cards.participantes.find((p) => p.id === m)?.nombre ?? '',
          golpes_recibidos: 0,
          recibe: Array.from({ length: 18 }, () => 0),
        })),
      };
    }
  }

  const origin = row.origen_resultado as TMatchResultOrigin | null;
  let result: MatchView['result'] = null;
  if (origin && RESULT_ORIGINS_STORED.includes(origin) && row.ganador !== null) {
    const ganador = row.ganador as Side | 0;
    result = {
      ganador,
      origen: origin,
      texto: matchResultText({
        origin,
        names: origin === 'exento' ? [names[0] || names[1], null] : names,
        winner: ganador,
        result: row.resultado,
      }),
    };
  } else if (state?.decided && state.winner !== null) {
    result = {
      ganador: state.winner,
      origen: state.resultText === CONCEDED_RESULT ? 'concedido' : 'tarjeta',
      texto: state.status,
    };
  }

  const procedencia: [string | null, string | null] = [null, null];
  if (ctx.knockout) {
    for (const side of [1, 2] as const) {
      if (sides[side - 1]) continue;
      procedencia[side - 1] = procedenciaText(ctx.rounds, row.ronda, row.posicion, side);
    }
  }
  const played = (state?.played ?? 0) > 0;
  return {
    row,
    sides,
    state,
    result,
    match: {
      id: row.id,
      torneo_id: row.torneo_id,
      ronda: row.ronda,
      posicion: row.posicion,
      ronda_nombre: roundNameOf(ctx, row.ronda),
      eliminatoria: ctx.knockout,
      fecha_limite: ctx.deadlines.get(row.ronda) ?? null,
      fecha: row.fecha,
      hora: row.hora?.slice(0, 5) ?? null,
      partida_id: row.partida_id,
      lados,
      procedencia,
      estado: result ? 'terminado' : played ? 'en_juego' : 'pendiente',
      estado_texto: result ? result.texto : played && state ? state.status : 'Pendiente',
      ganador: result?.ganador ?? null,
      resultado_texto: result?.texto ?? null,
      origen_resultado: result?.origen ?? null,
      hoyos: (state?.holes ?? []).map((h) => ({
        numero_hoyo: h.numero,
        ganador: h.winner,
        concedido: h.conceded,
        estado: h.status,
      })),
      hoyos_extra: (ctx.extras.get(row.id) ?? []).map((e) => ({
        numero_hoyo: e.numero_hoyo,
        ganador: e.ganador as Side | 0,
      })),
      necesita_hoyos_extra: !result && Boolean(state?.needsExtraHoles),
    },
  };
}

/** The actor's side in the match (null: plays in neither). */
export function ownSide(view: Pick<MatchView, 'sides'>, profileId: string | null): Side | null {
  if (!profileId) return null;
  if (view.sides[0]?.jugadores.includes(profileId)) return 1;
  if (view.sides[1]?.jugadores.includes(profileId)) return 2;
  return null;
}

/** The match as an actor sees it (null actor: the live event's neutral view). */
export function matchFor(
  view: MatchView,
  actor: { profileId: string | null; isAdmin: boolean } | null,
): TMatch {
  const lado = ownSide(view, actor?.profileId ?? null);
  return {
    ...view.match,
    permisos: {
      jugar: Boolean(actor?.isAdmin) || (lado !== null && view.sides[0] !== null && view.sides[1] !== null),
      administrar: Boolean(actor?.isAdmin),
    },
    lado_propio: lado,
  };
}

/** The tournament's matches and rounds as an actor sees them. */
export function tournamentMatches(
  ctx: MatchContext,
  actor: { profileId: string | null; isAdmin: boolean } | null,
): TTournamentMatches {
  const rondas = ctx.knockout
    ? Array.from({ length: ctx.rounds }, (_, i) => ({
        ronda: i + 1,
        nombre: roundNameOf(ctx, i + 1),
        fecha_limite: ctx.deadlines.get(i + 1) ?? null,
      }))
    : ctx.rows.length > 0
      ? [{ ronda: 1, nombre: ONE_DAY_ROUND_NAME, fecha_limite: null }]
      : [];
  return {
    torneo: {
      id: ctx.torneo.id,
      nombre: ctx.torneo.nombre,
      fecha_juego: ctx.torneo.fecha_juego,
      modalidad: ctx.torneo.modalidad,
      forma_parejas: ctx.torneo.forma_parejas,
      cuadro: ctx.knockout,
    },
    rondas,
    partidos: ctx.rows.map((row) => matchFor(buildMatch(ctx, row), actor)),
  };
}

/**
 * A match-play tournament's matches as the league points read them (`computeTournamentPoints`' `matches`): each
 * with its sides, its winner and where its result came from; undefined for a tournament of another format.
 */
export async function loadPositionedMatches(
  db: DbOrTx,
  torneoId: string,
): Promise<TournamentMatches | undefined> {
  const ctx = await loadMatchContext(db, torneoId);
  if (ctx?.format.result !== 'partidos') return undefined;
  return {
    rounds: ctx.rounds,
    partidos: ctx.rows.map((row) => {
      const view = buildMatch(ctx, row);
      return {
        ronda: row.ronda,
        posicion: row.posicion,
        side1: row.lado_1_participante_id,
        side2: row.lado_2_participante_id,
        winner: view.result?.ganador ?? null,
        origen_resultado: view.result?.origen ?? null,
      };
    }),
  };
}
