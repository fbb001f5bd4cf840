/**
 * The player's private calendar address: /api/calendar/{token}.ics, subscribed from the phone's calendar without a
 * session. It lists the player's tee times (published groups of tournaments from 60 days ago on) and, in match
 * play, their matches: each round's deadline until the match is decided or its date agreed, and the agreed date
 * and time. Renewing replaces the token (the old address answers 404 at once); disabling deletes it.
 */
import { clubName } from '@/server/modules/settings/club-settings';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { EventAttributes } from 'ics';
import { formatModule, formatStart } from '@/shared/domain';
import { PAPERS_MESSAGES as M, type TCalendarAddress } from '@/shared/schemas/papers';
import type { AppDeps } from '@/server/context';
import {
  calendarioTokens,
  camposGolf,
  participantesTorneo,
  partidas,
  partidasParticipantes,
  torneos,
} from '@/server/db/schema';
import type { TMatch } from '@/shared/schemas/matches';
import type { Actor } from '@/server/lib/actor';
import { appError, notFound } from '@/server/lib/app-error';
import { clubNow } from '@/server/lib/clock';
import { dayEvent, icsCalendar, roundEvent } from '@/server/lib/ics';
import { loadMatchContext, tournamentMatches } from '@/server/modules/matches/matches.view';

export type CalendarDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** How far back the calendar goes. */
const PAST_DAYS = 60;
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

const addressOf = (deps: CalendarDeps, token: string) => `${deps.config.baseUrl}/api/calendar/${token}.ics`;

function requireProfile(actor: Actor): string {
  if (!actor.profileId) throw appError('NO_PROFILE', 'No se encontró el perfil del usuario');
  return actor.profileId;
}

/** GET /api/me/calendar. */
export async function findCalendarAddress(deps: CalendarDeps, actor: Actor): Promise<TCalendarAddress> {
  const profileId = requireProfile(actor);
  const [row] = await deps.db
    .select({ token: calendarioTokens.token })
    .from(calendarioTokens)
    .where(eq(calendarioTokens.profile_id, profileId));
  return { url: row ? addressOf(deps, row.token) : null };
}

/** POST /api/me/calendar: a new address (the previous one, if any, stops working). */
export async function renewCalendarAddress(deps: CalendarDeps, actor: Actor): Promise<TCalendarAddress> {
  const profileId = requireProfile(actor);
  const token = randomBytes(24).toString('base64url');
  await deps.db
    .insert(calendarioTokens)
    .values({ profile_id: profileId, token })
    .onConflictDoUpdate({
      target: calendarioTokens.profile_id,
      set: { token, created_at: new Date(deps.clock()) },
    });
  return { url: addressOf(deps, token) };
}

/** DELETE /api/me/calendar. */
export async function disableCalendarAddress(deps: CalendarDeps, actor: Actor): Promise<void> {
  const profileId = requireProfile(actor);
  await deps.db.delete(calendarioTokens).where(eq(calendarioTokens.profile_id, profileId));
}

/** The day `days` before an ISO date. */
function daysBefore(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** GET /api/calendar/:token.ics (no session): the token's owner's tee times; 404 for an unknown token. */
export async function calendarFeed(deps: CalendarDeps, file: string): Promise<string> {
  const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
  if (!TOKEN.test(token)) throw notFound(M.calendarNotFound);
  const [owner] = await deps.db
    .select({ profile_id: calendarioTokens.profile_id })
    .from(calendarioTokens)
    .where(eq(calendarioTokens.token, token));
  if (!owner) throw notFound(M.calendarNotFound);
  const { today } = clubNow(deps.clock(), deps.config.TZ);
  const rows = await deps.db
    .select({
      partida_id: partidas.id,
      partida: partidas.nombre,
      hora: partidas.hora_salida,
      hoyo: partidas.hoyo_salida,
      torneo_id: torneos.id,
      torneo: torneos.nombre,
      fecha: torneos.fecha_juego,
      modalidad: torneos.modalidad,
      forma_parejas: torneos.forma_parejas,
      campo: camposGolf.nombre,
      ubicacion: camposGolf.ubicacion,
    })
    .from(participantesTorneo)
    .innerJoin(partidasParticipantes, eq(partidasParticipantes.participante_id, participantesTorneo.id))
    .innerJoin(partidas, eq(partidas.id, partidasParticipantes.partida_id))
    .innerJoin(torneos, eq(torneos.id, participantesTorneo.torneo_id))
    .innerJoin(camposGolf, eq(camposGolf.id, torneos.campo_id))
    .where(
      and(
        eq(participantesTorneo.jugador_id, owner.profile_id),
        gte(torneos.fecha_juego, daysBefore(today, PAST_DAYS)),
      ),
    )
    .orderBy(asc(torneos.fecha_juego), asc(partidas.hora_salida));
  const since = daysBefore(today, PAST_DAYS);
  const calName = await clubName(deps);
  const matches = await matchEvents(deps, owner.profile_id, since, calName);
  const events: EventAttributes[] = rows.flatMap((r) => {
    // A knockout match's partida is on the match's own date: listed as the match (below), not as a tee time.
    if (matches.partidas.has(r.partida_id)) return [];
    const salida = formatStart(r.hora, r.hoyo);
    const campo = `${r.campo}${r.ubicacion ? ` (${r.ubicacion})` : ''}`;
    return roundEvent({
      fecha: r.fecha,
      hora: r.hora?.slice(0, 5) ?? null,
      timeZone: deps.config.TZ,
      title: `${r.torneo}: ${r.partida} · ${salida}`,
      description: [
        `Modalidad: ${formatModule(r.modalidad, r.forma_parejas).label}`,
        `Partida: ${r.partida}`,
        `Hora de salida: ${salida}`,
        `Tarjeta: ${deps.config.baseUrl}/introduccion-datos/${r.partida_id}`,
      ].join('\n'),
      location: campo,
      uid: `${r.partida_id}.${owner.profile_id}`,
      calName,
    });
  });
  events.push(...matches.events);
  return icsCalendar(events, calName);
}

/**
 * The owner's matches in their match-play tournaments (as the matches module computes them): the round's deadline
 * ('Fecha límite: Semifinales contra Ana', a whole day) while the match is undecided and no date is agreed, and the
 * agreed date and time. Also the partidas of knockout matches, which the tee-time list leaves to these events.
 */
async function matchEvents(
  deps: CalendarDeps,
  profileId: string,
  since: string,
  calName: string,
): Promise<{ events: EventAttributes[]; partidas: Set<string> }> {
  const tournaments = await deps.db
    .selectDistinct({
      id: torneos.id,
      modalidad: torneos.modalidad,
      forma_parejas: torneos.forma_parejas,
    })
    .from(participantesTorneo)
    .innerJoin(torneos, eq(torneos.id, participantesTorneo.torneo_id))
    .where(eq(participantesTorneo.jugador_id, profileId));
  const events: EventAttributes[] = [];
  const partidaIds = new Set<string>();
  for (const torneo of tournaments) {
    if (formatModule(torneo.modalidad, torneo.forma_parejas).result !== 'partidos') continue;
    const ctx = await loadMatchContext(deps.db, torneo.id);
    if (!ctx) continue;
    const all = tournamentMatches(ctx, { profileId, isAdmin: false });
    for (const match of all.partidos) {
      if (all.torneo.cuadro && match.partida_id) partidaIds.add(match.partida_id);
      if (match.lado_propio === null) continue;
      events.push(...eventsOfMatch(deps, all.torneo.nombre, match, profileId, since, calName));
    }
  }
  return { events, partidas: partidaIds };
}

function eventsOfMatch(
  deps: CalendarDeps,
  torneo: string,
  match: TMatch,
  profileId: string,
  since: string,
  calName: string,
): EventAttributes[] {
  const rival = match.lado_propio === 1 ? 1 : 0;
  const contra = `${match.ronda_nombre} contra ${match.lados[rival]?.nombre ?? match.procedencia[rival] ?? 'por decidir'}`;
  const card = match.partida_id
    ? [`Tarjeta: ${deps.config.baseUrl}/introduccion-datos/${match.partida_id}`]
    : [];
  if (match.fecha && match.hora) {
    if (match.fecha < since) return [];
    return [
      roundEvent({
        fecha: match.fecha,
        hora: match.hora,
        timeZone: deps.config.TZ,
        title: `${torneo}: ${contra}`,
        description: [`Partido: ${contra}`, `Estado: ${match.estado_texto}`, ...card].join('\n'),
        uid: `${match.id}.${profileId}`,
        calName,
      }),
    ];
  }
  if (!match.fecha_limite || match.resultado_texto !== null || match.fecha_limite < since) return [];
  return [
    dayEvent({
      fecha: match.fecha_limite,
      title: `Fecha límite: ${contra}`,
      description: [`${torneo}`, `Último día para jugar el partido: ${contra}`, ...card].join('\n'),
      uid: `${match.id}.limite.${profileId}`,
      calName,
    }),
  ];
}
