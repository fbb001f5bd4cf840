/** The printable sheet of new invitations and its CSV (decision record 029). */
import { z } from 'zod';
import { ZCreatedInvitation, type TCreatedInvitation } from '@/shared/schemas/invitations';
import { formatShortDate } from '@/web/lib/format';

export const INVITATION_SHEET_PATH = '/admin/jugadores/invitaciones';

/** What 'Invitar' hands to the sheet (the router's location state): the links exist nowhere else. */
export const ZInvitationSheetState = z.object({ invitaciones: z.array(ZCreatedInvitation).min(1) });

/**
 * A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return first: OWASP's CSV
 * injection) gets a leading apostrophe; then the cell is quoted when it needs to be.
 */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Name, link and expiry per player, for a mail merge: what a Spanish spreadsheet opens as is (UTF-8 with BOM, ';'
 * between cells, CRLF), like the server's CSVs.
 */
export function invitationsCsv(invitations: readonly TCreatedInvitation[]): Blob {
  const rows = [
    ['Nombre', 'Enlace', 'Caduca'],
    ...invitations.map((i) => [i.nombre, i.url, formatShortDate(i.expira_en)]),
  ];
  const text = rows.map((row) => row.map(csvCell).join(';')).join('\r\n');
  return new Blob([`\uFEFF${text}\r\n`], { type: 'text/csv;charset=utf-8' });
}
