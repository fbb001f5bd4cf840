/** The printable sheet of new invitations and its CSV (decision record 029). */
import { z } from 'zod';
import { csvText } from '@/shared/csv';
import { ZCreatedInvitation, type TCreatedInvitation } from '@/shared/schemas/invitations';
import { formatShortDate } from '@/web/lib/format';

export const INVITATION_SHEET_PATH = '/admin/jugadores/invitaciones';

/** What 'Invitar' hands to the sheet (the router's location state): the links exist nowhere else. */
export const ZInvitationSheetState = z.object({ invitaciones: z.array(ZCreatedInvitation).min(1) });

/**
 * Name, link and expiry per player, for a mail merge: what a Spanish spreadsheet opens as is (UTF-8 with BOM, ';'
 * between cells, CRLF), like the server's CSVs.
 */
export function invitationsCsv(invitations: readonly TCreatedInvitation[]): Blob {
  const rows = [
    ['Nombre', 'Enlace', 'Caduca'],
    ...invitations.map((i) => [i.nombre, i.url, formatShortDate(i.expira_en)]),
  ];
  return new Blob([csvText(rows)], { type: 'text/csv;charset=utf-8' });
}
