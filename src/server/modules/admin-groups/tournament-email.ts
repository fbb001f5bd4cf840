/**
 * The tournament e-mail (T§1 "e-mail sending", T§7 send-tournament-email {torneoId} → sent count): every participant
 * with an e-mail, in a published group, gets their group, tee time, course and date, with the tee time as a
 * calendar event (.ics, in the club's time zone) — over SMTP (`enviados`), or into the outbox with its .ics when
 * there is none (`guardados`). Each address is its own attempt; failures are reported one by one. Sending a second
 * time needs `reenviar: true`; only e-mails that really went out mark the tournament as sent. It names the format
 * (`formatOf(...).label`) and, in a pairs format, the player's pair and the group's sides as 'Nombre 1 / Nombre 2'.
 */
import { clubEmailLogoUrl, clubName } from '@/server/modules/settings/club-settings';
import { asc, eq, sql } from 'drizzle-orm';
import { formatOf, formatStart } from '@/shared/domain';
import { ADMIN_GROUPS_MESSAGES as M, type TSendTournamentEmailResponse } from '@/shared/schemas/admin-groups';
import { isTemporaryEmail } from '@/shared/schemas/admin-tools';
import type { AppDeps } from '@/server/context';
import { spanish } from '@/server/db/collation';
import { participantesTorneo, partidas, partidasParticipantes, profiles, torneos } from '@/server/db/schema';
import { conflict } from '@/server/lib/app-error';
import { icsFile, roundEvent } from '@/server/lib/ics';
import { formatLongDate } from '@/server/lib/long-date';
import { emailLogo, type MailMessage } from '@/server/lib/mail';
import { loadPairs } from '@/server/modules/scores/queries';
import { loadTournament, participantName } from './admin-groups.service';

const PARALLEL_SENDS = 4;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Recipient {
  nombre: string;
  email: string;
  partida: string;
  partidaId: string;
  participanteId: string;
  hora: string;
  /** The starting hole: 'Tee del 10' beside the time when it is not hole 1. */
  hoyo: number;
  /** Pairs formats: the player's pair, 'Nombre 1 / Nombre 2'; null otherwise or without a pair. */
  pareja: string | null;
  /** The other sides of the group: names, or 'Nombre 1 / Nombre 2' for a pair. */
  companeros: string[];
}

interface TournamentInfo {
  id: string;
  nombre: string;
  fecha_juego: string;
  campo: { nombre: string; ubicacion: string | null } | null;
  /** The format's label ('Stableford parejas · Mejor bola'). */
  formato: string;
}

/** The e-mail of one player: text, html and the .ics of their tee time. */
export function tournamentEmail(
  torneo: TournamentInfo,
  r: Recipient,
  opts: { clubName: string; clubLogoUrl?: string | null; timeZone: string },
): MailMessage {
  const fecha = formatLongDate(torneo.fecha_juego);
  const campo = torneo.campo
    ? `${torneo.campo.nombre}${torneo.campo.ubicacion ? ` (${torneo.campo.ubicacion})` : ''}`
    : '';
  const lines: [string, string][] = [
    ['Fecha', fecha],
    ['Campo', campo],
    ['Modalidad', torneo.formato],
    ['Partida', r.partida],
    ['Hora de salida', formatStart(r.hora, r.hoyo)],
    ...(r.pareja === null ? [] : [['Pareja', r.pareja] as [string, string]]),
    ['Compañeros', r.companeros.length > 0 ? r.companeros.join(', ') : 'Sin compañeros'],
  ];
  const greeting = `Hola ${r.nombre}:`;
  const intro = `Estas son tu partida y tu hora de salida en el torneo ${torneo.nombre}.`;
  const outro = 'Adjuntamos la hora de salida para que la añadas a tu calendario.';
  const text = [
    greeting,
    '',
    intro,
    '',
    ...lines.map(([k, v]) => `${k}: ${v}`),
    '',
    outro,
    '',
    opts.clubName,
  ].join('\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#14532d">
${emailLogo(opts.clubName, opts.clubLogoUrl)}<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse">${lines
    .map(
      ([k, v]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>
<p>${escapeHtml(outro)}</p><p>${escapeHtml(opts.clubName)}</p></body></html>`;

  const ics = icsFile(
    roundEvent({
      fecha: torneo.fecha_juego,
      hora: r.hora,
      timeZone: opts.timeZone,
      title: `${torneo.nombre}: ${r.partida}`,
      description: lines.map(([k, v]) => `${k}: ${v}`).join('\n'),
      location: campo,
      uid: `${r.participanteId}.${torneo.id}`,
      calName: opts.clubName,
    }),
  );
  return {
    to: r.email,
    subject: `${torneo.nombre}: tu partida y hora de salida`,
    text,
    kind: 'torneo',
    html,
    attachments: [
      { filename: 'hora-de-salida.ics', content: ics, contentType: 'text/calendar; charset=utf-8' },
    ],
  };
}

/** Runs `work` over `items`, `limit` at a time. */
async function inBatches<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += limit) {
    await Promise.all(items.slice(i, i + limit).map(work));
  }
}

/** POST /api/admin/groups/tournaments/:torneoId/email. */
export async function sendTournamentEmail(
  deps: Pick<AppDeps, 'db' | 'database' | 'mailer' | 'config' | 'clock' | 'logger'>,
  torneoId: string,
  input: { reenviar?: boolean },
): Promise<TSendTournamentEmailResponse> {
  const { db } = deps;
  const [torneo, [format], pairs] = await Promise.all([
    loadTournament(db, torneoId),
    db
      .select({ modalidad: torneos.modalidad, forma_parejas: torneos.forma_parejas })
      .from(torneos)
      .where(eq(torneos.id, torneoId)),
    loadPairs(db, { torneoIds: [torneoId] }),
  ]);
  const formato = formatOf(format!);
  const seated = await db
    .select({
      participante_id: participantesTorneo.id,
      nombre: participantName,
      email: profiles.email,
      es_invitado: participantesTorneo.es_invitado,
      partida_id: partidas.id,
      partida: partidas.nombre,
      hora: partidas.hora_salida,
      hoyo: partidas.hoyo_salida,
    })
    .from(participantesTorneo)
    .leftJoin(profiles, eq(profiles.id, participantesTorneo.jugador_id))
    .leftJoin(partidasParticipantes, eq(partidasParticipantes.participante_id, participantesTorneo.id))
    .leftJoin(partidas, eq(partidas.id, partidasParticipantes.partida_id))
    .where(eq(participantesTorneo.torneo_id, torneoId))
    .orderBy(asc(partidas.orden_salida), asc(partidasParticipantes.posicion_grupo), spanish(participantName));
  if (!seated.some((s) => s.partida_id !== null)) throw conflict(M.noPublishedGroups);

  // Claim the sending (a double click or a second administrator cannot send twice without saying so).
  const now = deps.clock();
  const claim = await db.execute<{ previo: Date | string | null }>(sql`
    update torneos t set email_enviado_at = ${now.toISOString()}::timestamptz
    from (select id, email_enviado_at as previo from torneos where id = ${torneoId} for update) old
    where t.id = old.id and (${input.reenviar === true} or old.previo is null)
    returning old.previo`);
  const claimed = claim.rows[0];
  if (!claimed) throw conflict(M.alreadySent);

  const hasEmail = (s: (typeof seated)[number]) => !s.es_invitado && !!s.email && !isTemporaryEmail(s.email);
  // A side of the e-mail: a participant's pair (pairs formats) as 'Nombre 1 / Nombre 2', else the participant.
  const nameOf = new Map(seated.map((s) => [s.participante_id, s.nombre]));
  const pairOf = new Map<string, readonly string[]>();
  if (formato.side.members === 2) {
    for (const p of pairs) for (const id of p.participante_ids) pairOf.set(id, p.participante_ids);
  }
  const sideName = (id: string) => (pairOf.get(id) ?? [id]).map((m) => nameOf.get(m) ?? '').join(' / ');
  const sideKey = (id: string) => pairOf.get(id)?.[0] ?? id;
  const recipients: Recipient[] = seated
    .filter((s) => s.partida_id !== null && hasEmail(s))
    .map((s) => ({
      nombre: s.nombre,
      email: s.email!,
      partida: s.partida!,
      partidaId: s.partida_id!,
      participanteId: s.participante_id,
      hora: s.hora!.slice(0, 5),
      hoyo: s.hoyo ?? 1,
      pareja: pairOf.has(s.participante_id) ? sideName(s.participante_id) : null,
      companeros: [
        ...new Set(
          seated
            .filter(
              (o) =>
                o.partida_id === s.partida_id && sideKey(o.participante_id) !== sideKey(s.participante_id),
            )
            .map((o) => sideKey(o.participante_id)),
        ),
      ].map(sideName),
    }));

  let enviados = 0;
  let guardados = 0;
  const fallidos: TSendTournamentEmailResponse['fallidos'] = [];
  await inBatches(recipients, PARALLEL_SENDS, async (r) => {
    try {
      const delivery = await deps.mailer.send(
        tournamentEmail({ ...torneo, formato: formato.label }, r, {
          clubName: await clubName(deps),
          clubLogoUrl: await clubEmailLogoUrl(deps),
          timeZone: deps.config.TZ,
        }),
      );
      if (delivery === 'enviado') enviados += 1;
      else guardados += 1;
    } catch (err) {
      deps.logger.error({ err, to: r.email, torneoId }, 'tournament e-mail failed');
      fallidos.push({ nombre: r.nombre, email: r.email, error: M.sendFailedOne });
    }
  });

  let email_enviado_at: string | null = now.toISOString();
  if (enviados === 0) {
    // Nothing went out (failed, or only stored without SMTP): the tournament is as if it had not been sent (unless
    // someone sent meanwhile).
    const previo = claimed.previo === null ? null : new Date(claimed.previo);
    await db.execute(sql`
      update torneos set email_enviado_at = ${previo?.toISOString() ?? null}::timestamptz
      where id = ${torneoId} and email_enviado_at = ${now.toISOString()}::timestamptz`);
    email_enviado_at = previo?.toISOString() ?? null;
  }
  return {
    enviados,
    guardados,
    fallidos,
    sin_email: seated.filter((s) => s.partida_id !== null && !hasEmail(s)).map((s) => s.nombre),
    sin_partida: seated.filter((s) => s.partida_id === null && hasEmail(s)).map((s) => s.nombre),
    email_enviado_at,
  };
}
