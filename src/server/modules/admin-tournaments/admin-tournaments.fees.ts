/**
 * The fee's accounts (decision record 039): what was ticked 'Pagado' of what every participant owes, on the
 * participants list and in its CSV ('Pagado: 120,00 € de 180,00 €').
 */
import { eq } from 'drizzle-orm';
import { formatEuros, formatHandicap } from '@/shared/domain';
import { ADMIN_TOURNAMENT_MESSAGES as M, paidTotalsText } from '@/shared/schemas/admin-tournaments';
import type { DbOrTx } from '@/server/db/client';
import { torneos } from '@/server/db/schema';
import { notFound } from '@/server/lib/app-error';
import { csvResponse } from '@/server/lib/csv';
import { listAdminParticipants } from './admin-tournaments.participants';

/** GET /api/admin/tournaments/:id/participants.csv: one row per participant, then the fee's totals. */
export async function participantsCsv(db: DbOrTx, torneoId: string): Promise<Response> {
  const [torneo] = await db
    .select({ nombre: torneos.nombre, fecha: torneos.fecha_juego, cuota: torneos.cuota_centimos })
    .from(torneos)
    .where(eq(torneos.id, torneoId));
  if (!torneo) throw notFound(M.notFound);
  const people = await listAdminParticipants(db, torneoId);
  const fee = torneo.cuota;
  const rows: string[][] = [
    ['#', 'Jugador', 'Invitado', 'Hándicap Propio', 'Hándicap de Juego', 'Cuota', 'Pagado'],
    ...people.map((p, i) => [
      String(i + 1),
      p.nombre,
      p.es_invitado ? 'Sí' : 'No',
      p.handicap_propio === null ? '' : formatHandicap(p.handicap_propio),
      p.handicap_torneo === null ? '' : formatHandicap(p.handicap_torneo),
      fee === null ? '' : formatEuros(fee),
      p.pagado ? 'Sí' : 'No',
    ]),
  ];
  if (fee !== null) {
    const paid = people.filter((p) => p.pagado).length;
    rows.push([], ['', paidTotalsText(formatEuros(paid * fee), formatEuros(people.length * fee))]);
  }
  return csvResponse(rows, `attachment; filename="participantes-${torneo.fecha}.csv"`);
}
