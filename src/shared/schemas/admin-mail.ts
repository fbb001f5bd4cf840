/**
 * E-mail for administrators (/admin/correo): whether mail is configured, a test e-mail, and the outbox where every
 * e-mail is kept — sent over SMTP, stored because there is no SMTP, or refused by SMTP.
 */
import { z } from 'zod';
import { ZEmail } from './accounts';

/** What happened to one e-mail: SMTP accepted it, or (no SMTP) the outbox is its only delivery. */
export const ZMailDelivery = z.enum(['enviado', 'guardado']);
export type TMailDelivery = z.infer<typeof ZMailDelivery>;

/** 'cuenta': confirmation and password links (secret: the outbox never shows their body); 'torneo'; 'prueba'. */
export const ZOutboxKind = z.enum(['cuenta', 'torneo', 'prueba']);
export type TOutboxKind = z.infer<typeof ZOutboxKind>;

/** An outbox entry's state: 'enviado' (SMTP accepted it), 'guardado' (no SMTP), 'fallido' (SMTP refused it). */
export const ZOutboxState = z.enum(['enviado', 'guardado', 'fallido']);
export type TOutboxState = z.infer<typeof ZOutboxState>;

export const MAIL_MESSAGES = {
  /** Every screen that sends e-mail, when there is no SMTP server. */
  stored: (n: number) =>
    `No hay servidor de correo configurado: ${n === 1 ? '1 email guardado' : `${n} emails guardados`} en la bandeja de salida`,
  sent: (n: number) => (n === 1 ? '1 email enviado' : `${n} emails enviados`),
  /** SMTP is configured but refused the message (it stays in the outbox as not sent). */
  failed: (n: number) =>
    n === 1
      ? 'El servidor de correo rechazó 1 email: queda en la bandeja de salida como no enviado'
      : `El servidor de correo rechazó ${n} emails: quedan en la bandeja de salida como no enviados`,
  /**
   * The public password recovery without SMTP: the link is only stored, and the outbox page never shows account
   * links, so an administrator sets the password instead. Said whether or not the address has an account.
   */
  noServerForPassword:
    'No hay servidor de correo configurado: el enlace no se ha enviado. Pide a un administrador del club que cambie tu contraseña.',
  notFound: 'Email no encontrado',
  noIcs: 'Este email no tiene archivo de calendario',
} as const;

/** GET /api/admin/mail: the configuration, never the SMTP password. */
export const ZMailStatus = z.object({
  smtp: z.boolean(),
  /** `host:port` of SMTP_URL (no user, no password), null without SMTP. */
  servidor: z.string().nullable(),
  /** MAIL_FROM. */
  remitente: z.string(),
});
export type TMailStatus = z.infer<typeof ZMailStatus>;

/** One outbox row in the list. */
export const ZOutboxItem = z.object({
  id: z.string(),
  para: z.string(),
  asunto: z.string(),
  fecha: z.string(),
  estado: ZOutboxState,
  tipo: ZOutboxKind,
  ics: z.boolean(),
});
export type TOutboxItem = z.infer<typeof ZOutboxItem>;

export const OUTBOX_PAGE_SIZE = 20;

/** GET /api/admin/mail/outbox?pagina=N: newest first, OUTBOX_PAGE_SIZE a page. */
export const ZOutboxQuery = z.object({
  pagina: z.coerce
    .number({ message: 'Página no válida' })
    .int({ message: 'Página no válida' })
    .min(1, { message: 'Página no válida' })
    .max(100_000, { message: 'Página no válida' })
    .default(1),
});

export const ZOutboxPage = z.object({
  emails: z.array(ZOutboxItem),
  total: z.number().int(),
  pagina: z.number().int(),
  por_pagina: z.number().int(),
});
export type TOutboxPage = z.infer<typeof ZOutboxPage>;

/** GET /api/admin/mail/outbox/:id: the entry with its text; `texto` is null for account e-mails (secret links). */
export const ZOutboxEntry = ZOutboxItem.extend({
  texto: z.string().nullable(),
  error: z.string().nullable(),
});
export type TOutboxEntry = z.infer<typeof ZOutboxEntry>;

/** POST /api/admin/mail/test. */
export const ZSendTestMailRequest = z.object({ para: ZEmail });
export type TSendTestMailRequest = z.input<typeof ZSendTestMailRequest>;

/** The test e-mail's fate; 'fallido' when SMTP refused it (it stays in the outbox with SMTP's answer). */
export const ZSendTestMailResponse = z.object({ entrega: ZOutboxState, para: z.string() });
export type TSendTestMailResponse = z.infer<typeof ZSendTestMailResponse>;
