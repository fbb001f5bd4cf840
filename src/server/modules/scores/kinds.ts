/**
 * The two kinds of partida a scorecard belongs to (design.md §13) — the small per-kind part of the one scorecard
 * engine: where the strokes live, how a participant is found in the partida, how many strokes who may record, who
 * may do what (before and after validation, before and after the tournament's day), and the audit's `ambito`.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import {
  ALL_FORMATS,
  MAX_STROKES,
  PERSONAL_GAME_MAX_STROKES,
  PLAYER_MAX_STROKES,
  type FormatModule,
} from '@/shared/domain';
import { MATCH_MESSAGES } from '@/shared/schemas/matches';
import { SCORECARD_MESSAGES as M } from '@/shared/schemas/scorecard';
import { TOURNAMENT_MESSAGES } from '@/shared/schemas/tournaments';
import type { DbOrTx } from '@/server/db/client';
import {
  parejasTorneo,
  participantesPartidaPersonal,
  partidasParticipantes,
  resultadosHoyo,
  resultadosHoyoPartidaPersonal,
  torneos,
} from '@/server/db/schema';
import type { Actor } from '@/server/lib/actor';
import type { AccessPolicy, Relation } from '@/server/lib/access';
import { appError, notFound } from '@/server/lib/app-error';

/** What may be done with a scorecard (design.md §6, P§6, T§5, T§6). */
export type ScorecardPermission =
  /** See the card (and follow it live). */
  | 'readScorecard'
  /** Enter or clear a stroke. */
  | 'writeScore'
  /** …when the partida is validated. */
  | 'changeValidatedScore'
  /** …or validate, when the tournament's date has passed (T§4: the entry button is then hidden). */
  | 'scoreFinishedTournament'
  /** …or validate, when the tournament is inactive (hidden and frozen like its enrolment: decision record 016). */
  | 'scoreInactiveTournament'
  /** …when the partida plays a match that is decided (match play, design.md §14). */
  | 'scoreDecidedMatch'
  /** Validate the partida. */
  | 'validateScorecard'
  /** See the change history. */
  | 'readAudit';

/** The facts of a partida that decide which permissions a change needs. */
export interface PartidaState {
  validada: boolean;
  finalizado: boolean;
  /** Its tournament is not active (false for personal games). */
  inactivo: boolean;
  /** It is the partida of a match-play match that is decided (absent: false; personal games: false). */
  partido_decidido?: boolean;
}

/**
 * The permissions a stroke change needs, each with the fact that makes it needed (null: always). The service
 * asks them in this order, and the one-statement save derives its SQL guard from the same list.
 */
export const WRITE_PERMISSIONS: readonly (readonly [ScorecardPermission, keyof PartidaState | null])[] = [
  ['writeScore', null],
  ['changeValidatedScore', 'validada'],
  ['scoreFinishedTournament', 'finalizado'],
  ['scoreInactiveTournament', 'inactivo'],
  ['scoreDecidedMatch', 'partido_decidido'],
];

export function writePermissions(state: PartidaState): ScorecardPermission[] {
  return WRITE_PERMISSIONS.filter(([, fact]) => fact === null || state[fact]).map(([p]) => p);
}

/**
 * Validating needs the finished-tournament permission only while there is still something to validate, and the
 * inactive-tournament one always (an inactive tournament is frozen for its players).
 */
export function validatePermissions(state: PartidaState): ScorecardPermission[] {
  const permissions: ScorecardPermission[] = ['validateScorecard'];
  if (state.finalizado && !state.validada) permissions.push('scoreFinishedTournament');
  if (state.inactivo) permissions.push('scoreInactiveTournament');
  return permissions;
}

type ResultsTable = typeof resultadosHoyo | typeof resultadosHoyoPartidaPersonal;

export interface ScoreKind {
  name: 'personal' | 'torneo';
  /** `partidas.es_partida_personal` of this kind. */
  personal: boolean;
  /** `score_audit.ambito`. */
  ambito: 'personal' | 'torneo';
  results: ResultsTable;
  /** SQL: the participant belongs to the partida. */
  participantInPartida(partidaId: unknown, participanteId: unknown): SQL;
  /** The ids of the partida's participants. */
  participantIdsOf(db: DbOrTx, partidaId: string): Promise<string[]>;
  /** Most strokes on a hole this actor may record, and the refusal above it. */
  maxStrokes(actor: Pick<Actor, 'isAdmin'>): { max: number; message: string };
  /** The results table has a `recogida` column ('Recogida' holes: tournaments). */
  pickUp: boolean;
  /** SQL: 'Recogida' is allowed in the partida `partidaTorneoId`'s format (false without pick-up). */
  pickUpAllowed(torneoId: SQL): SQL;
  /**
   * SQL: the participant whose card holds the holes `participanteId` writes — a one-ball pair's (foursome,
   * greensome) first partner when the second writes; the participant otherwise.
   */
  cardHolder(participanteId: SQL): SQL;
  policy: AccessPolicy<ScorecardPermission>;
}

/**
 * SQL: the format of the `torneos` row `t` is one of those `which` selects — the list generated from the domain's
 * formats (`formatOf` knows a format; the SQL only compares the stored pair of values with that list).
 */
function formatIn(t: SQL, which: (format: FormatModule) => boolean): SQL {
  const values = ALL_FORMATS.filter(which).map((f) =>
    sql.raw(`('${f.modalidad}', '${f.forma_parejas ?? ''}')`),
  );
  if (values.length === 0) return sql`false`;
  return sql`(${t}.modalidad::text, coalesce(${t}.forma_parejas::text, '')) in (${sql.join(values, sql`, `)})`;
}

const has = (relations: ReadonlySet<Relation>, ...wanted: Relation[]) => wanted.some((r) => relations.has(r));

/**
 * Personal games (P§6, decision 006): participants see the card, only the creator writes and validates; admins
 * have no special rights (anybody else gets the 404 of a game that does not exist, so nothing leaks); after
 * validation nobody changes a stroke.
 */
export const PERSONAL: ScoreKind = {
  name: 'personal',
  personal: true,
  ambito: 'personal',
  results: resultadosHoyoPartidaPersonal,
  participantInPartida: (partidaId, participanteId) =>
    sql`exists (select 1 from ${participantesPartidaPersonal} x where x.id = ${participanteId} and x.partida_id = ${partidaId})`,
  participantIdsOf: async (db, partidaId) =>
    (
      await db
        .select({ id: participantesPartidaPersonal.id })
        .from(participantesPartidaPersonal)
        .where(eq(participantesPartidaPersonal.partida_id, partidaId))
    ).map((r) => r.id),
  maxStrokes: () => ({ max: PERSONAL_GAME_MAX_STROKES, message: M.strokes }),
  pickUp: false,
  pickUpAllowed: () => sql`false`,
  cardHolder: (participanteId) => participanteId,
  policy: {
    grants: {
      readScorecard: ['creator', 'member'],
      writeScore: ['creator'],
      changeValidatedScore: [],
      scoreFinishedTournament: ['creator'],
      scoreInactiveTournament: ['creator'],
      scoreDecidedMatch: ['creator'],
      validateScorecard: ['creator'],
      readAudit: [],
    },
    refuse(permission, relations) {
      if (!has(relations, 'creator', 'member')) return notFound(M.notFound);
      if (permission === 'changeValidatedScore') return appError('SCORES_LOCKED', M.locked);
      return appError('CREATOR_ONLY', M.creatorOnly);
    },
  },
};

/**
 * Tournament groups (T§5, T§6, design.md §6): the group's members and admins read, write and validate the card;
 * after validation, once the tournament's day has passed, while the tournament is inactive, and once the match a
 * match-play partida plays is decided, only admins
 * change strokes (or validate, for the last two); the group's history of changes is its members' and the admins' (each
 * player sees who changed their card and how). Everybody else: 'No tienes acceso a esta
 * partida' when reading the group, 'No tienes acceso a esta tarjeta de juego' when writing on its card or validating it.
 */
export const TORNEO: ScoreKind = {
  name: 'torneo',
  personal: false,
  ambito: 'torneo',
  results: resultadosHoyo,
  participantInPartida: (partidaId, participanteId) =>
    sql`exists (select 1 from ${partidasParticipantes} x where x.participante_id = ${participanteId} and x.partida_id = ${partidaId})`,
  participantIdsOf: async (db, partidaId) =>
    (
      await db
        .select({ id: partidasParticipantes.participante_id })
        .from(partidasParticipantes)
        .where(eq(partidasParticipantes.partida_id, partidaId))
    ).map((r) => r.id),
  maxStrokes: (actor) =>
    actor.isAdmin
      ? { max: MAX_STROKES, message: M.adminStrokes }
      : { max: PLAYER_MAX_STROKES, message: M.playerStrokes },
  pickUp: true,
  pickUpAllowed: (torneoId) =>
    sql`exists (select 1 from ${torneos} t where t.id = ${torneoId} and ${formatIn(sql`t`, (f) => f.hole.pickUp)})`,
  cardHolder: (participanteId) =>
    sql`coalesce((select pj.participante_1_id from ${parejasTorneo} pj join ${torneos} t on t.id = pj.torneo_id
      where pj.participante_2_id = ${participanteId} and pj.aceptada and ${formatIn(sql`t`, (f) => f.hole.oneBallPerSide)}), ${participanteId})`,
  policy: {
    grants: {
      readScorecard: ['member', 'admin'],
      writeScore: ['member', 'admin'],
      changeValidatedScore: ['admin'],
      scoreFinishedTournament: ['admin'],
      scoreInactiveTournament: ['admin'],
      scoreDecidedMatch: ['admin'],
      validateScorecard: ['member', 'admin'],
      readAudit: ['member', 'admin'],
    },
    refuse(permission) {
      if (permission === 'changeValidatedScore') return appError('SCORES_LOCKED', M.locked);
      if (permission === 'scoreFinishedTournament') return appError('TOURNAMENT_FINISHED', M.finished);
      if (permission === 'scoreInactiveTournament')
        return appError('TOURNAMENT_INACTIVE', TOURNAMENT_MESSAGES.inactive);
      if (permission === 'scoreDecidedMatch') return appError('MATCH_DECIDED', MATCH_MESSAGES.decided);
      if (permission === 'writeScore' || permission === 'validateScorecard')
        return appError('NOT_A_MEMBER', M.noCardAccess);
      return appError('NOT_A_MEMBER', M.noAccess);
    },
  },
};
