/**
 * The special prizes on Saturday's paper (decision record 042): which holes carry one on the start sheet, and each
 * prize's current winner on the results (a page of the PDF, a section after the standings in the CSV).
 */
import { formatDistance } from '@/shared/distance';
import { prizeTitle, type TPrize } from '@/shared/schemas/prizes';
import type { TStandingsInputs } from '@/shared/schemas/standings';
import { courseLine, formatLine } from './draw';
import { drawHeading, drawTable, yieldTurn, type Column, type Pdf } from './pdf';

export { findPrizes as findPaperPrizes } from '@/server/modules/prizes/prizes.repository';

/** The start sheet's line: 'Premios especiales: Bola más cercana · Hoyo 3, Drive más largo · Hoyo 9'; none: []. */
export function prizeHolesLines(prizes: readonly TPrize[]): string[] {
  return prizes.length === 0 ? [] : [`Premios especiales: ${prizes.map(prizeTitle).join(', ')}`];
}

export const PRIZE_HEADERS = ['Premio', 'Hoyo', 'Ganador', 'Distancia', 'Registrado por'] as const;

/** One row per prize: its winner, or '—' while it has none. */
export function prizeRows(prizes: readonly TPrize[]): string[][] {
  return prizes.map((p) => [
    p.nombre,
    p.numero_hoyo === null ? '' : String(p.numero_hoyo),
    p.ganador?.nombre ?? '—',
    p.ganador?.distancia_cm == null ? '' : formatDistance(p.ganador.distancia_cm),
    p.ganador?.registrado_por ?? '',
  ]);
}

/**
 * The CSV's section after the standings: a blank line, 'Premios especiales', its headers and rows, each padded to
 * the standings' `width` columns (a strict reader wants every record as long); none: [].
 */
export function prizeCsvRows(prizes: readonly TPrize[], width: number): string[][] {
  if (prizes.length === 0) return [];
  const pad = (row: readonly string[]) => [
    ...row,
    ...Array<string>(Math.max(0, width - row.length)).fill(''),
  ];
  return [[], ['Premios especiales'], [...PRIZE_HEADERS], ...prizeRows(prizes)].map(pad);
}

/** The results PDF's page of special prizes (nothing when the tournament has none). */
export async function drawPrizes(
  doc: Pdf,
  club: string,
  inputs: TStandingsInputs,
  prizes: readonly TPrize[],
) {
  if (prizes.length === 0) return;
  const t = inputs.torneo;
  doc.addPage();
  const heading = () =>
    drawHeading(doc, club, `Premios especiales · ${t.nombre}`, [courseLine(t), formatLine(inputs)]);
  const widths = [150, 40, 160, 70, 119];
  const columns: Column[] = PRIZE_HEADERS.map((header, i) => ({
    header,
    width: widths[i]!,
    align: i === 1 || i === 3 ? 'right' : 'left',
  }));
  drawTable(doc, columns, prizeRows(prizes), heading(), { onPage: heading });
  await yieldTurn(doc);
}
