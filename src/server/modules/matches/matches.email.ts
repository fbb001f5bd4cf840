/**
 * The e-mail of a knockout match (design.md §14): when both sides of a match are known, and when its date is
 * agreed, every player of both sides with an e-mail gets the round, the rival and the deadline — and, once a date
 * and time are agreed, the match as a calendar event (.ics, in the club's time zone). Through the mailer, so the
 * outbox keeps each one (as the tournament e-mail of admin-groups/tournament-email.ts). A failure is logged: the
 * match is already saved.
 */
import { clubEmailLogoUrl, clubName } from '@/server/modules/settings/club-settings';
import { createEvent } from 'ics';
import { localTimeToInstant } from '@/shared/domain';
import { isTemporaryEmail } from '@/shared/schemas/admin-tools';
import type { AppDeps } from '@/server/context';
import { emailLogo, type MailMessage } from '@/server/lib/mail';
import { findPlayerEmails } from './matches.repository';
import { buildMatch, loadMatchContext, matchLabel } from './matches.view';

const ROUND_DURATION = { hours: 4, minutes: 30 } as const;

const longDate = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateText = (iso: string) => longDate.format(new Date(`${iso}T00:00:00Z`));

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface MatchEmailInfo {
  torneo: { id: string; nombre: string };
  partido: string;
  matchId: string;
  nombre: string;
  email: string;
  rival: string;
  fecha_limite: string | null;
  fecha: string | null;
  hora: string | null;
}

/** One player's e-mail about their match. */
export function matchEmail(
  info: MatchEmailInfo,
  opts: { clubName: string; clubLogoUrl?: string | null; timeZone: string },
): MailMessage {
  const lines: [string, string][] = [
    ['Partido', info.partido],
    ['Rival', info.rival],
    ...(info.fecha_limite ? [['Fecha límite', dateText(info.fecha_limite)] as [string, string]] : []),
    [
      'Fecha acordada',
      info.fecha && info.hora ? `${dateText(info.fecha)}, ${info.hora}` : 'Por acordar con tu rival',
    ],
  ];
  const intro = `Tu próximo partido en ${info.torneo.nombre}.`;
  const text = [
    `Hola ${info.nombre}:`,
    '',
    intro,
    '',
    ...lines.map(([k, v]) => `${k}: ${v}`),
    '',
    opts.clubName,
  ].join('\n');
  const html = `<!doctype html><html lang="es"><body>${emailLogo(opts.clubName, opts.clubLogoUrl)}<p>${escapeHtml(`Hola ${info.nombre}:`)}</p><p>${escapeHtml(intro)}</p><table>${lines
    .map(
      ([k, v]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table><p>${escapeHtml(opts.clubName)}</p></body></html>`;
  const message: MailMessage = {
    to: info.email,
    subject: `${info.torneo.nombre}: ${info.partido} contra ${info.rival}`,
    text,
    html,
    kind: 'torneo',
  };
  if (info.fecha && info.hora) {
    const event = createEvent({
      start: localTimeToInstant(info.fecha, info.hora, opts.timeZone).getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      duration: ROUND_DURATION,
      title: `${info.torneo.nombre}: ${info.partido} contra ${info.rival}`,
      description: lines.map(([k, v]) => `${k}: ${v}`).join('\n'),
      uid: `${info.matchId}.${info.email}@pena-golf`,
      productId: 'pena-golf',
      calName: opts.clubName,
      status: 'CONFIRMED',
    });
    if (!event.error && event.value) {
      message.attachments = [
        { filename: 'partido.ics', content: event.value, contentType: 'text/calendar; charset=utf-8' },
      ];
    }
  }
  return message;
}

/** Tells both sides of these matches of a tournament about them (after the commit). */
export async function sendMatchEmails(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'logger'>,
  torneoId: string,
  matchIds: ReadonlySet<string>,
): Promise<void> {
  if (matchIds.size === 0) return;
  try {
    const ctx = await loadMatchContext(deps.db, torneoId);
    if (!ctx?.knockout) return;
    for (const row of ctx.rows.filter((r) => matchIds.has(r.id))) {
      const view = buildMatch(ctx, row);
      const [a, b] = view.sides;
      if (!a || !b) continue;
      const ids = [...a.jugadores, ...b.jugadores].filter((id): id is string => id !== null);
      if (ids.length === 0) continue;
      for (const person of await findPlayerEmails(deps.db, ids)) {
        if (!person.email || isTemporaryEmail(person.email)) continue;
        const rival = a.jugadores.includes(person.id) ? b.nombre : a.nombre;
        const message = matchEmail(
          {
            torneo: { id: ctx.torneo.id, nombre: ctx.torneo.nombre },
            partido: matchLabel(ctx, row),
            matchId: row.id,
            nombre: person.nombre,
            email: person.email,
            rival,
            fecha_limite: view.match.fecha_limite,
            fecha: view.match.fecha,
            hora: view.match.hora,
          },
          {
            clubName: await clubName(deps),
            clubLogoUrl: await clubEmailLogoUrl(deps),
            timeZone: deps.config.TZ,
          },
        );
        try {
          await deps.mailer.send(message);
        } catch (err) {
          deps.logger.warn({ err, partidoId: row.id }, 'match e-mail not sent');
        }
      }
    }
  } catch (err) {
    deps.logger.error({ err, torneoId }, 'match e-mails failed');
  }
}
