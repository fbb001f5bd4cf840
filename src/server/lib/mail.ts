/**
 * E-mail: nodemailer over SMTP_URL. Every message is also written to the outbox table, attachments included;
 * without SMTP the outbox and the server log are the delivery, so a fresh install can complete every flow.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import nodemailer from 'nodemailer';
import type { TMailDelivery, TOutboxKind, TOutboxState } from '@/shared/schemas/admin-mail';
import type { Db } from '@/server/db/client';
import { outbox, type OutboxAttachment } from '@/server/db/schema';
import type { Logger } from './logger';

export type MailAttachment = OutboxAttachment;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** 'cuenta' for e-mails with a secret link: the outbox page never shows their body. */
  kind: TOutboxKind;
  /** Sent over SMTP and kept in the outbox. */
  attachments?: MailAttachment[];
}

/** Thrown when SMTP refused a message (it is in the outbox as 'failed'). */
export class MailDeliveryError extends Error {
  constructor(readonly detail: string) {
    super('No se pudo enviar el email');
  }
}

export interface Mailer {
  readonly smtpEnabled: boolean;
  /** `host:port` of SMTP_URL (never its user or password), null without SMTP. */
  readonly smtpServer: string | null;
  /**
   * 'enviado' when SMTP accepted it, 'guardado' when there is no SMTP and the outbox is its only delivery; throws
   * `MailDeliveryError` when SMTP refused it.
   */
  send(message: MailMessage): Promise<TMailDelivery>;
  close(): void;
}

const deliveries = new AsyncLocalStorage<TOutboxState[]>();

/**
 * Runs `work` and tells what became of each e-mail it sent — for e-mails sent by a library that does not pass the
 * outcome back (Better Auth swallows a failed password e-mail).
 */
export async function withDeliveries<T>(
  work: () => Promise<T>,
): Promise<{ result: T; deliveries: TOutboxState[] }> {
  const list: TOutboxState[] = [];
  const result = await deliveries.run(list, work);
  return { result, deliveries: list };
}

/** `host:port` of an SMTP URL: never its user or password. */
export function smtpServer(smtpUrl: string | undefined): string | null {
  if (!smtpUrl) return null;
  try {
    const url = new URL(smtpUrl);
    const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
    return `${url.hostname}:${port}`;
  } catch {
    return null;
  }
}

export function createMailer(opts: { smtpUrl?: string; from: string; db: Db; logger: Logger }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const log = opts.logger.child({ module: 'mail' });
  return {
    smtpEnabled: transport !== null,
    smtpServer: smtpServer(opts.smtpUrl),
    async send(message) {
      let status: 'sent' | 'logged' | 'failed' = 'logged';
      let error: string | null = null;
      if (transport) {
        try {
          const { to, subject, text, html, attachments } = message;
          await transport.sendMail({ from: opts.from, to, subject, text, html, attachments });
          status = 'sent';
          log.info({ to: message.to, subject: message.subject }, 'e-mail sent');
        } catch (e) {
          status = 'failed';
          error = e instanceof Error ? e.message : String(e);
          log.error({ to: message.to, subject: message.subject, err: error }, 'e-mail delivery failed');
        }
      } else {
        // An account e-mail's text is a link that signs in as its owner: it stays in the outbox table, never in a
        // log line. The club's other e-mails are logged whole, so a club without SMTP can still read them.
        const text = message.kind === 'cuenta' ? undefined : message.text;
        log.info(
          { to: message.to, subject: message.subject, text },
          'e-mail written to the outbox (no SMTP_URL)',
        );
      }
      await opts.db.insert(outbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        status,
        error,
        tipo: message.kind,
        attachments: message.attachments && message.attachments.length > 0 ? message.attachments : null,
      });
      const delivery = status === 'sent' ? 'enviado' : status === 'logged' ? 'guardado' : 'fallido';
      deliveries.getStore()?.push(delivery);
      if (error !== null) throw new MailDeliveryError(error);
      return delivery === 'enviado' ? 'enviado' : 'guardado';
    },
    close() {
      transport?.close();
    },
  };
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The club's logo at the top of an HTML e-mail (decision record 044): `logoUrl` is the absolute address of the
 * uploaded logo's PNG (`clubEmailLogoUrl`); without an uploaded logo, nothing.
 */
export function emailLogo(clubName: string, logoUrl: string | null | undefined): string {
  if (!logoUrl) return '';
  return `<p><img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(clubName)}" width="64" style="display:block;width:64px;max-width:64px;height:auto;border:0"></p>
`;
}

/** A plain, accessible e-mail with one call-to-action link. */
export function linkEmail(opts: {
  clubName: string;
  /** The uploaded logo's PNG address (`clubEmailLogoUrl`), null without one. */
  clubLogoUrl?: string | null;
  greeting: string;
  body: string;
  action: string;
  url: string;
}) {
  const text = `${opts.greeting}\n\n${opts.body}\n\n${opts.action}: ${opts.url}\n\n${opts.clubName}`;
  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#14532d">
${emailLogo(opts.clubName, opts.clubLogoUrl)}<p>${escapeHtml(opts.greeting)}</p><p>${escapeHtml(opts.body)}</p>
<p><a href="${escapeHtml(opts.url)}" style="background:#15803d;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(opts.action)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(opts.url)}</p><p>${escapeHtml(opts.clubName)}</p></body></html>`;
  return { text, html };
}
