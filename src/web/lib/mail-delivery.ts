import { MAIL_MESSAGES } from '@/shared/schemas/admin-mail';

export interface DeliveryCounts {
  /** Accepted by the SMTP server. */
  enviados: number;
  /** No SMTP: written to the outbox only. */
  guardados: number;
  /** Refused by the SMTP server. */
  fallidos: number;
}

/**
 * What every screen that sends e-mail says about it: the sent count, and honestly what was only stored (no SMTP
 * server) or refused by the server.
 */
export function deliveryLines({ enviados, guardados, fallidos }: DeliveryCounts): string[] {
  const lines: string[] = [];
  if (enviados > 0 || (guardados === 0 && fallidos === 0)) lines.push(MAIL_MESSAGES.sent(enviados));
  if (guardados > 0) lines.push(MAIL_MESSAGES.stored(guardados));
  if (fallidos > 0) lines.push(MAIL_MESSAGES.failed(fallidos));
  return lines;
}
