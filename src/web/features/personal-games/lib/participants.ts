import { calculatePlayingHandicap } from '@/shared/domain';
import { parseHandicap } from '@/shared/domain/handicap-text';
import type { TCourseTee } from '@/shared/schemas/courses';
import type {
  TCreatePersonalGameRequest,
  TParticipantInput,
  TPersonalGameDetail,
} from '@/shared/schemas/personal-games';

/** A participant as the create/edit form holds it: exactly the request's shape. */
export type ParticipantDraft = TParticipantInput;
export type GameFormValues = TCreatePersonalGameRequest;

/** What the form shows of a registered player (its name and handicap index). */
export interface PlayerInfo {
  nombre: string;
  handicap: number | null;
}

/** A stable React key for a participant row. */
export function participantKey(p: ParticipantDraft, index: number): string {
  if (p.tipo === 'jugador') return `j:${p.jugador_id}`;
  return p.id ? `i:${p.id}` : `n:${index}:${p.nombre_invitado}`;
}

/** The participant's handicap index: the player's profile handicap or the guest's handicap (a number once added). */
export function ownHandicap(p: ParticipantDraft, players: ReadonlyMap<string, PlayerInfo>): number | null {
  if (p.tipo === 'jugador') return players.get(p.jugador_id)?.handicap ?? null;
  return parseHandicap(p.handicap_invitado);
}

export function participantName(p: ParticipantDraft, players: ReadonlyMap<string, PlayerInfo>): string {
  return p.tipo === 'jugador' ? (players.get(p.jugador_id)?.nombre ?? '') : p.nombre_invitado;
}

/**
 * The game handicap the server will store when none is given (P§7 `calcular_handicap_juego`, server
 * `resolveGameHandicap`): 0 without an own handicap (or 0), else the playing handicap on the course's first tee
 * by the rules engine; 0 when the course has no tee or the data are out of range. `undefined` while no course
 * is chosen (nothing to compute with yet).
 */
export function previewGameHandicap(
  own: number | null,
  tee: TCourseTee | null | undefined,
): number | undefined {
  if (own === null || own === 0) return 0;
  if (tee === undefined) return undefined;
  if (tee === null) return 0;
  try {
    return calculatePlayingHandicap(own, {
      slope: tee.slope,
      course_rating: tee.course_rating,
      holes: tee.hoyos,
    });
  } catch {
    return 0;
  }
}

/** Form values of a stored game (edit): every participant keeps its stored game handicap. */
export function formValuesFromGame(game: TPersonalGameDetail): GameFormValues {
  return {
    nombre: game.nombre,
    fecha_juego: game.fecha_juego,
    hora_salida: game.hora_salida.slice(0, 5),
    campo_id: game.campo.id,
    valida_para_handicap: game.valida_para_handicap,
    participantes: game.participantes.map((p): ParticipantDraft =>
      p.es_invitado || !p.jugador_id
        ? {
            tipo: 'invitado',
            id: p.id,
            nombre_invitado: p.nombre,
            handicap_invitado: p.handicap,
            sexo_invitado: p.sexo_invitado ?? 'hombre',
            handicap_partida: p.handicap_partida,
          }
        : { tipo: 'jugador', jugador_id: p.jugador_id, handicap_partida: p.handicap_partida },
    ),
  };
}

/** The first error message of react-hook-form's errors, in field order (the form toasts it, P§5). */
export function firstErrorMessage(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const record = errors as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message) return record.message;
  const order = ['nombre', 'fecha_juego', 'hora_salida', 'campo_id', 'participantes', 'root'];
  const keys = [
    ...order.filter((k) => k in record),
    ...Object.keys(record).filter((k) => !order.includes(k)),
  ];
  for (const key of keys) {
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    const found = firstErrorMessage(record[key]);
    if (found) return found;
  }
  return undefined;
}
