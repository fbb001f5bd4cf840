import { DomainError } from '../errors';
import type { HoleInput } from '../holes';
import type { HoleResultInput } from '../scorecard';
import type { ParticipantStatus } from './enums';
import type { CompetitionFormat } from './format';
import { sidePlayingHandicap } from './side-handicap';
import type { SideInput, SideMemberInput } from './side-standings';

/** A participant as the standings inputs bring it. */
export interface SideParticipant {
  id: string;
  nombre: string;
  handicap: number;
  handicap_propio: number | null;
  profile_image_url: string | null;
  tee_id: string;
  /** Default null. */
  estado?: ParticipantStatus | null;
  /** Default null; DESC carries the reason. */
  motivo_estado?: string | null;
}

/** A pair of a pairs tournament (`parejas_torneo`). */
export interface SidePair {
  id: string;
  participante_ids: readonly [string, string];
  /** A one-ball pair's playing handicap (the server sends it); null for mejor bola. */
  handicap: number | null;
}

/** A participant as a member of a side: on the holes of their own tee, with their own results. */
export function memberOf(
  p: SideParticipant,
  holesOfTee: (teeId: string) => readonly HoleInput[],
  resultsOf: (participanteId: string) => readonly HoleResultInput[],
): SideMemberInput {
  return {
    participante_id: p.id,
    nombre: p.nombre,
    handicap: p.handicap,
    handicap_propio: p.handicap_propio,
    profile_image_url: p.profile_image_url,
    holes: holesOfTee(p.tee_id),
    results: resultsOf(p.id),
  };
}

/** The order in which a side of two takes a partner's status (see `formSides`). */
const STATUS_PRECEDENCE: readonly ParticipantStatus[] = ['DESC', 'RET', 'NP'];

/**
 * The sides of a field (design §14). Individual formats: each participant (pairs are ignored). Pairs formats:
 * each pair, named 'Nombre 1 / Nombre 2', and each participant in no pair as a side of one (an administrator may
 * leave a single in the field). A one-ball pair's card is the first participant's; its handicap is the pair's
 * (when absent, the approximation from the partners' playing handicaps: foursome their sum, greensome 60 % of
 * the lower + 40 % of the higher). A mejor bola pair's handicap (shown, and compared by desempate_handicap) is the
 * sum of the partners'; own handicaps likewise (null when one is unknown).
 *
 * Statuses: a side of one has its participant's. A pair is DESC when a partner is (Rules of Golf 22.2/23.9: a
 * disqualification of the side); a one-ball pair takes either partner's status (DESC, RET, NP first); a mejor bola
 * pair takes a status only when both partners have one (Rule 23.1: one partner may play for the side), and the
 * holes the other scored still count.
 */
export function formSides(
  format: CompetitionFormat,
  participantes: readonly SideParticipant[],
  parejas: readonly SidePair[],
  holesOfTee: (teeId: string) => readonly HoleInput[],
  resultsOf: (participanteId: string) => readonly HoleResultInput[],
): SideInput[] {
  const byId = new Map<string, SideParticipant>();
  for (const p of participantes) {
    if (byId.has(p.id)) {
      throw new DomainError('DUPLICATE_PARTICIPANT', 'Un participante aparece dos veces en el torneo');
    }
    byId.set(p.id, p);
  }
  const member = (p: SideParticipant) => memberOf(p, holesOfTee, resultsOf);
  const paired = new Set<string>();
  const sides: SideInput[] = [];
  if (format.pairs) {
    for (const pair of parejas) {
      const [a, b] = pair.participante_ids.map((id) => {
        const p = byId.get(id);
        if (!p)
          throw new DomainError(
            'UNKNOWN_PARTICIPANT',
            'Una pareja tiene un jugador que no está en el torneo',
          );
        if (paired.has(id)) throw new DomainError('INVALID_PAIR', 'Un jugador está en dos parejas');
        paired.add(id);
        return p;
      }) as [SideParticipant, SideParticipant];
      const handicap = format.oneBall
        ? (pair.handicap ?? sidePlayingHandicap(format, [a.handicap, b.handicap], 100))
        : a.handicap + b.handicap;
      const status = pairStatus(format, a, b);
      sides.push({
        id: pair.id,
        nombre: `${a.nombre} / ${b.nombre}`,
        members: [member(a), member(b)],
        handicap,
        handicap_propio:
          a.handicap_propio === null || b.handicap_propio === null
            ? null
            : a.handicap_propio + b.handicap_propio,
        estado: status?.estado ?? null,
        motivo_estado: status?.motivo_estado ?? null,
      });
    }
  }
  for (const p of participantes) {
    if (paired.has(p.id)) continue;
    sides.push({
      id: p.id,
      nombre: p.nombre,
      members: [member(p)],
      handicap: p.handicap,
      handicap_propio: p.handicap_propio,
      estado: p.estado ?? null,
      motivo_estado: p.motivo_estado ?? null,
    });
  }
  return sides;
}

function pairStatus(
  format: CompetitionFormat,
  a: SideParticipant,
  b: SideParticipant,
): { estado: ParticipantStatus; motivo_estado: string | null } | null {
  const marked = [a, b].filter((p) => p.estado !== null && p.estado !== undefined);
  const needsBoth = !format.oneBall && !marked.some((p) => p.estado === 'DESC');
  if (marked.length === 0 || (needsBoth && marked.length < 2)) return null;
  for (const estado of STATUS_PRECEDENCE) {
    const p = marked.find((m) => m.estado === estado);
    if (p) return { estado, motivo_estado: p.motivo_estado ?? null };
  }
  return null;
}
