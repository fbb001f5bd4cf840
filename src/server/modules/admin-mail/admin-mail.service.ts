/**
 * /admin/correo: whether mail is configured, the administrators' test e-mail and the outbox. Account e-mails
 * (confirmation and password links) are secret: their text and HTML never leave the server through these routes.
 */
import { clubEmailLogoUrl, clubName } from '@/server/modules/settings/club-settings';
import { count, desc, eq } from 'drizzle-orm';
import {
  MAIL_MESSAGES as M,
  OUTBOX_PAGE_SIZE,
  ZOutboxKind,
  type TMailStatus,
  type TOutboxEntry,
  type TOutboxItem,
  type TOutboxPage,
  type TOutboxState,
  type TSendTestMailResponse,
} from '@/shared/schemas/admin-mail';
import type { AppDeps } from '@/server/context';
import type { Config } from '@/server/config';
import { outbox, type OutboxAttachment } from '@/server/db/schema';
import { notFound } from '@/server/lib/app-error';
import { emailLogo, escapeHtml, MailDeliveryError, type Mailer } from '@/server/lib/mail';

/** GET /api/admin/mail: configured or not, where to, from whom; never the SMTP password. */
export function mailStatus(deps: { config: Pick<Config, 'MAIL_FROM'>; mailer: Mailer }): TMailStatus {
  return {
    smtp: deps.mailer.smtpEnabled,
    servidor: deps.mailer.smtpServer,
    remitente: deps.config.MAIL_FROM,
  };
}

const STATE: Record<string, TOutboxState> = { sent: 'enviado', logged: 'guardado', failed: 'fallido' };

/** Rows written before the outbox knew its kinds may hold secret links: they count as account e-mails. */
const kindOf = (tipo: string | null) => ZOutboxKind.catch('cuenta').parse(tipo ?? 'cuenta');

const icsOf = (attachments: OutboxAttachment[] | null) =>
  attachments?.find((a) => a.contentType.startsWith('text/calendar')) ?? null;

const itemColumns = {
  id: outbox.id,
  to: outbox.to,
  subject: outbox.subject,
  created_at: outbox.created_at,
  status: outbox.status,
  tipo: outbox.tipo,
  attachments: outbox.attachments,
};

function toItem(row: {
  id: string;
  to: string;
  subject: string;
  created_at: Date;
  status: string;
  tipo: string | null;
  attachments: OutboxAttachment[] | null;
}): TOutboxItem {
  return {
    id: row.id,
    para: row.to,
    asunto: row.subject,
    fecha: row.created_at.toISOString(),
    estado: STATE[row.status] ?? 'fallido',
    tipo: kindOf(row.tipo),
    ics: icsOf(row.attachments) !== null,
  };
}

/** GET /api/admin/mail/outbox: newest first, one page. */
export async function listOutbox(db: AppDeps['db'], pagina: number): Promise<TOutboxPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(outbox)
      .orderBy(desc(outbox.created_at), desc(outbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((pagina - 1) * OUTBOX_PAGE_SIZE),
    db.select({ n: count() }).from(outbox),
  ]);
  return { emails: rows.map(toItem), total: total?.n ?? 0, pagina, por_pagina: OUTBOX_PAGE_SIZE };
}

async function findRow(db: AppDeps['db'], id: string) {
  const [row] = await db
    .select({ ...itemColumns, text: outbox.text, error: outbox.error })
    .from(outbox)
    .where(eq(outbox.id, id));
  if (!row) throw notFound(M.notFound);
  return row;
}

/** GET /api/admin/mail/outbox/:id: the text, except for account e-mails (their links are secret). */
export async function outboxEntry(db: AppDeps['db'], id: string): Promise<TOutboxEntry> {
  const row = await findRow(db, id);
  const item = toItem(row);
  return { ...item, texto: item.tipo === 'cuenta' ? null : row.text, error: row.error };
}

/** GET /api/admin/mail/outbox/:id/ics: the calendar file sent with a tee-time e-mail. */
export async function outboxIcs(db: AppDeps['db'], id: string): Promise<OutboxAttachment> {
  const row = await findRow(db, id);
  const ics = kindOf(row.tipo) === 'cuenta' ? null : icsOf(row.attachments);
  if (!ics) throw notFound(M.noIcs);
  return ics;
}

/** POST /api/admin/mail/test: a short e-mail through the one mailer (SMTP, or the outbox without it). */
export async function sendTestMail(
  deps: Pick<AppDeps, 'mailer' | 'config' | 'clock' | 'db'>,
  para: string,
): Promise<TSendTestMailResponse> {
  const club = await clubName(deps);
  const when = new Intl.DateTimeFormat('es-ES', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: deps.config.TZ,
  }).format(deps.clock());
  const paragraphs = [
    `Este es un email de prueba enviado desde la administración de ${club} el ${when}.`,
    'Si lo has recibido, el correo del club funciona.',
    club,
  ];
  // The HTML version shows the club's logo as the club's other e-mails do: the test shows it arrives.
  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#14532d">
${emailLogo(club, await clubEmailLogoUrl(deps))}${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</body></html>`;
  try {
    const entrega = await deps.mailer.send({
      to: para,
      subject: `${club}: email de prueba`,
      text: paragraphs.join('\n\n'),
      html,
      kind: 'prueba',
    });
    return { entrega, para };
  } catch (err) {
    if (err instanceof MailDeliveryError) return { entrega: 'fallido', para };
    throw err;
  }
}
