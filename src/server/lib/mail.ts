/**
 * E-mail: nodemailer over SMTP_URL. Every message is also written to the outbox table; without SMTP the outbox and
 * the server log are the delivery, so a fresh install can complete every flow.
 */
import nodemailer from 'nodemailer';
import type { Db } from '@/server/db/client';
import { outbox } from '@/server/db/schema';
import type { Logger } from './logger';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Sent over SMTP; the outbox keeps the text and html only. */
  attachments?: MailAttachment[];
}

export interface Mailer {
  readonly smtpEnabled: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(opts: { smtpUrl?: string; from: string; db: Db; logger: Logger }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const log = opts.logger.child({ module: 'mail' });
  return {
    smtpEnabled: transport !== null,
    async send(message) {
      let status: 'sent' | 'logged' | 'failed' = 'logged';
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({ from: opts.from, ...message });
          status = 'sent';
          log.info({ to: message.to, subject: message.subject }, 'e-mail sent');
        } catch (e) {
          status = 'failed';
          error = e instanceof Error ? e.message : String(e);
          log.error({ to: message.to, subject: message.subject, err: error }, 'e-mail delivery failed');
        }
      } else {
        log.info(
          { to: message.to, subject: message.subject, text: message.text },
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
      });
      if (status === 'failed') throw new Error('No se pudo enviar el email');
    },
    close() {
      transport?.close();
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A plain, accessible e-mail with one call-to-action link. */
export function linkEmail(opts: {
  clubName: string;
  greeting: string;
  body: string;
  action: string;
  url: string;
}) {
  const text = `${opts.greeting}\n\n${opts.body}\n\n${opts.action}: ${opts.url}\n\n${opts.clubName}`;
  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#14532d">
<p>${escapeHtml(opts.greeting)}</p><p>${escapeHtml(opts.body)}</p>
<p><a href="${escapeHtml(opts.url)}" style="background:#15803d;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(opts.action)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(opts.url)}</p><p>${escapeHtml(opts.clubName)}</p></body></html>`;
  return { text, html };
}
