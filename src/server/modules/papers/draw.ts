/** The layout of each PDF paper (A4): start sheet, scorecards (4 to a sheet or 1), results and league standings. */
import QRCode from 'qrcode';
import {
  formatHandicap,
  formatPlayedOff,
  formatStart,
  NO_TEE_TIME,
  startTeeLabel,
  strokeDots,
} from '@/shared/domain';
import type { TStandingsInputs } from '@/shared/schemas/standings';
import {
  formatOfInputs,
  type LeagueTable,
  type MatchesTable,
  type PaperCard,
  type ResultsTable,
  type StartSheetGroup,
} from './model';
import {
  BOLD,
  MARGIN,
  REGULAR,
  drawHeading,
  drawTable,
  put,
  textWidth,
  yieldTurn,
  type Column,
  type Pdf,
} from './pdf';
import { formatLongDate } from '@/server/lib/long-date';

type Torneo = TStandingsInputs['torneo'];

export const courseLine = (t: Torneo) =>
  `${formatLongDate(t.fecha_juego)} · ${t.campo.nombre}${t.campo.ubicacion ? ` (${t.campo.ubicacion})` : ''}`;

/** 'Modalidad: Stableford individual', and ' · Hándicap de la peña' when it is played off the club's estimate. */
export const formatLine = (inputs: TStandingsInputs) =>
  `Modalidad: ${formatOfInputs(inputs).label}${inputs.torneo.indice_handicap === 'pena' ? ' · Hándicap de la peña' : ''}`;

// ——— Start sheet ———

export async function drawStartSheet(
  doc: Pdf,
  club: string,
  inputs: TStandingsInputs,
  groups: readonly StartSheetGroup[],
  /** More heading lines (which holes carry a special prize). */
  extraLines: readonly string[] = [],
  /** 'Marcador y jugador': each player's marker (null: the committee assigns one); absent: no column. */
  markers: ReadonlyMap<string, string | null> | null = null,
) {
  const t = inputs.torneo;
  const heading = () =>
    drawHeading(doc, club, `Orden de salida · ${t.nombre}`, [
      courseLine(t),
      formatLine(inputs),
      ...extraLines,
    ]);
  doc.addPage();
  const columns: Column[] = [
    { header: 'Hora', width: 48 },
    { header: 'Salida', width: 70 },
    { header: 'Partida', width: 70 },
    { header: 'Jugador', width: markers ? 130 : 220 },
    ...(markers ? [{ header: 'Marcador', width: 90 }] : []),
    { header: 'Hcp. juego', width: 65, align: 'right' },
    { header: 'Barras', width: 66 },
  ];
  const markerOf = (id: string | undefined) => {
    if (!markers || id === undefined) return [];
    const name = markers.get(id);
    return [name === undefined ? '' : (name ?? 'Comité')];
  };
  const rows: string[][] = [];
  const firsts = new Set<number>();
  for (const g of groups) {
    g.jugadores.forEach((j, i) => {
      if (i === 0) firsts.add(rows.length);
      rows.push([
        i === 0 ? (g.hora_salida ?? NO_TEE_TIME) : '',
        i === 0 ? startTeeLabel(g.hoyo_salida) : '',
        i === 0 ? g.nombre : '',
        j.nombre,
        ...(markers ? (j.participante_id ? markerOf(j.participante_id) : ['']) : []),
        formatHandicap(j.handicap),
        j.tee,
      ]);
    });
  }
  drawTable(doc, columns, rows, heading(), { onPage: heading, rowHeight: 17, fontSize: 9.5 });
  await yieldTurn(doc);
}

// ——— Scorecards ———

/** A card's size at scale 1 (4 fit on a portrait A4 page, one above the other). */
const CARD_W = 539;
const CARD_H = 192;
const LABEL_W = 62;
const QR_SIZE = 58;

/**
 * The cards, `perSheet` 4 (portrait, one above the other) or 1 (landscape, enlarged). Each group's QR code is made
 * once and embedded once per card.
 */
export async function drawScorecards(
  doc: Pdf,
  club: string,
  inputs: TStandingsInputs,
  cards: readonly PaperCard[],
  perSheet: 1 | 4,
) {
  const points = formatOfInputs(inputs).total.points;
  const qrs = new Map<string, PDFKit.Mixins.ImageSrc>();
  for (const [i, card] of cards.entries()) {
    let qr = qrs.get(card.group.id);
    if (!qr) {
      const png = await QRCode.toBuffer(card.url, { errorCorrectionLevel: 'M', margin: 2, scale: 4 });
      qr = (doc as unknown as { openImage(src: Buffer): PDFKit.Mixins.ImageSrc }).openImage(png);
      qrs.set(card.group.id, qr);
    }
    if (perSheet === 1) {
      doc.addPage({ size: 'A4', layout: 'landscape', margin: MARGIN });
      const scale = (doc.page.width - 2 * MARGIN) / CARD_W;
      doc
        .save()
        .translate(MARGIN, MARGIN + 40)
        .scale(scale);
      drawCard(doc, club, inputs.torneo, card, qr, points);
      doc.restore();
    } else {
      const slot = i % 4;
      if (slot === 0) doc.addPage({ size: 'A4', layout: 'portrait', margin: MARGIN });
      const y = MARGIN + slot * (CARD_H + 6);
      doc.save().translate(MARGIN, y);
      drawCard(doc, club, inputs.torneo, card, qr, points);
      doc.restore();
      if (slot < 3 && i < cards.length - 1) {
        doc
          .moveTo(MARGIN, y + CARD_H + 3)
          .lineTo(MARGIN + CARD_W, y + CARD_H + 3)
          .dash(3, { space: 3 })
          .lineWidth(0.4)
          .strokeColor('#9ca3af')
          .stroke()
          .undash();
      }
    }
    if (i % 4 === 3) await yieldTurn(doc);
  }
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** One card at (0, 0) of the current transform, by who it is for. */
function drawCard(
  doc: Pdf,
  club: string,
  torneo: Torneo,
  card: PaperCard,
  qr: PDFKit.Mixins.ImageSrc,
  points: boolean,
) {
  switch (card.subject.kind) {
    case 'jugador':
    case 'pareja':
      return drawSideCard(doc, club, torneo, { ...card, subject: card.subject }, qr, points);
    case 'partido':
      return drawMatchCard(doc, club, torneo, card, card.subject, qr);
  }
}

/**
 * A card's frame and heading: the title line, the date, course and tee, the card's name and the group's QR code.
 * Answers the width left for text beside the QR code.
 */
function drawCardHeader(
  doc: Pdf,
  title: string,
  torneo: Torneo,
  subject: { nombre: string; tee: string },
  qr: PDFKit.Mixins.ImageSrc,
): number {
  doc.rect(0, 0, CARD_W, CARD_H).lineWidth(0.8).strokeColor('#14532d').stroke();
  const textW = CARD_W - QR_SIZE - 16;
  doc.fillColor('#374151').font(REGULAR).fontSize(7.5);
  put(doc, title, 6, 5, textW);
  put(
    doc,
    `${formatLongDate(torneo.fecha_juego)} · ${torneo.campo.nombre} · Barras: ${subject.tee}`,
    6,
    15,
    textW,
  );
  doc.fillColor('black').font(BOLD).fontSize(11);
  put(doc, subject.nombre, 6, 26, textW);
  doc.image(qr, CARD_W - QR_SIZE - 4, 3, { width: QR_SIZE, height: QR_SIZE });
  return textW;
}

const MATCH_LABEL_W = 96;

/**
 * A match's card: both sides, each player's row with the strokes they receive marked per hole ('•' per stroke,
 * the match allowance) and a box for their strokes, then a 'Resultado' row for each hole's result. Holes 1–18
 * only: in match play holes are won, halved or lost, not added up.
 */
function drawMatchCard(
  doc: Pdf,
  club: string,
  torneo: Torneo,
  card: PaperCard,
  subject: Extract<PaperCard['subject'], { kind: 'partido' }>,
  qr: PDFKit.Mixins.ImageSrc,
) {
  const { group } = card;
  const textW = drawCardHeader(doc, `${club} · ${torneo.nombre} · Match play`, torneo, subject, qr);
  doc.font(REGULAR).fontSize(8);
  const players = subject.lados.flatMap((l) => l.jugadores);
  put(
    doc,
    players.map((j) => `${j.nombre} (${formatHandicap(j.handicap)}) recibe ${j.recibidos}`).join(' · '),
    6,
    40,
    textW,
  );
  put(doc, `${group.nombre} · Salida: ${formatStart(group.hora_salida, group.hoyo_salida)}`, 6, 50, textW);

  const top = 62;
  const colW = (CARD_W - MATCH_LABEL_W - 4) / 18;
  const holes = Array.from({ length: 18 }, (_, i) => i + 1);
  const holeAt = (n: number) => subject.holes.find((h) => h.numero_hoyo === n);
  const playerH = players.length > 2 ? 15 : 22;
  const rows: {
    label: string;
    height: number;
    cell: (n: number) => string;
    bold?: boolean;
    dots?: boolean;
  }[] = [
    { label: 'Hoyo', height: 12, bold: true, cell: (n) => String(n) },
    { label: 'Par', height: 12, cell: (n) => String(holeAt(n)?.par ?? '') },
    { label: 'Hcp', height: 12, cell: (n) => String(holeAt(n)?.handicap ?? '') },
    ...players.map((j) => ({
      label: j.nombre,
      height: playerH,
      dots: true,
      cell: (n: number) => '•'.repeat(Math.max(0, j.recibe[n - 1] ?? 0)),
    })),
    { label: 'Resultado', height: 16, bold: true, cell: () => '' },
  ];
  const xOf = (i: number) => 2 + MATCH_LABEL_W + i * colW;
  let y = top;
  for (const row of rows) {
    doc.rect(2, y, MATCH_LABEL_W, row.height);
    holes.forEach((_, i) => doc.rect(xOf(i), y, colW, row.height));
    y += row.height;
  }
  doc.lineWidth(0.4).strokeColor('#6b7280').stroke();
  doc.fillColor('black');
  y = top;
  for (const row of rows) {
    // A player's name and the dots of their strokes received share the top of the row (the box below is for
    // the strokes).
    const textY = row.dots ? y + 2 : y + (row.height - 7.5) / 2 - 1;
    doc.font(BOLD).fontSize(7.5);
    const size = Math.min(7.5, (7.5 * (MATCH_LABEL_W - 6)) / textWidth(doc, row.label));
    if (size !== 7.5) doc.fontSize(size);
    put(doc, row.label, 5, textY, MATCH_LABEL_W - 6);
    holes.forEach((n, i) => {
      const text = row.cell(n);
      if (!text) return;
      doc.font(row.bold ? BOLD : REGULAR).fontSize(7.5);
      put(doc, text, xOf(i), textY, colW, 'center');
    });
    y += row.height;
  }
  const sigY = CARD_H - 14;
  doc.font(REGULAR).fontSize(7.5).fillColor('black');
  const [a, b] = subject.lados;
  doc.moveTo(60, sigY).lineTo(250, sigY).lineWidth(0.5).strokeColor('black').stroke();
  put(doc, `Firma: ${a?.nombre ?? ''}`, 60, sigY + 2, 190, 'center');
  doc.moveTo(300, sigY).lineTo(490, sigY).stroke();
  put(doc, `Firma: ${b?.nombre ?? ''}`, 300, sigY + 2, 190, 'center');
}

/**
 * What the side plays off: 'Hándicap 12,4 · Amarillas · HC 14 · HJ 13' for a player whose index is known
 * (decision record 028), otherwise 'Hcp. juego: 13' ('Hcp. juego de la pareja' for a one-ball pair).
 */
function playedOffLine(
  subject: Extract<PaperCard['subject'], { kind: 'jugador' | 'pareja' }>,
  indice: TStandingsInputs['torneo']['indice_handicap'],
): string {
  if (subject.kind === 'jugador' && subject.jugado) return formatPlayedOff(subject.jugado, indice);
  return `${subject.kind === 'pareja' ? 'Hcp. juego de la pareja' : 'Hcp. juego'}: ${formatHandicap(subject.handicap)}`;
}

/** The card of one side: a player, or a one-ball pair. */
function drawSideCard(
  doc: Pdf,
  club: string,
  torneo: Torneo,
  card: PaperCard & { subject: Extract<PaperCard['subject'], { kind: 'jugador' | 'pareja' }> },
  qr: PDFKit.Mixins.ImageSrc,
  points: boolean,
) {
  const { subject, group } = card;
  const textW = drawCardHeader(doc, `${club} · ${torneo.nombre}`, torneo, subject, qr);
  doc.font(REGULAR).fontSize(8.5);
  put(
    doc,
    `${playedOffLine(subject, torneo.indice_handicap)} · ${group.nombre} · Salida: ${formatStart(group.hora_salida, group.hoyo_salida)}`,
    6,
    41,
    textW,
  );

  // The grid: label, holes 1–9, Ida, 10–18, Vuelta, Total.
  const top = 64;
  const colW = (CARD_W - LABEL_W - 4) / 21;
  const cols: ({ hole: number } | { total: 'Ida' | 'Vuelta' | 'Total' })[] = [
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((hole) => ({ hole })),
    { total: 'Ida' as const },
    ...[10, 11, 12, 13, 14, 15, 16, 17, 18].map((hole) => ({ hole })),
    { total: 'Vuelta' as const },
    { total: 'Total' as const },
  ];
  const holeAt = (n: number) => subject.holes.find((h) => h.numero_hoyo === n);
  const strokesAt = (n: number) => subject.strokes[subject.holes.findIndex((h) => h.numero_hoyo === n)] ?? 0;
  const range = (t: 'Ida' | 'Vuelta' | 'Total') =>
    t === 'Ida' ? [1, 9] : t === 'Vuelta' ? [10, 18] : [1, 18];
  const inRange = (t: 'Ida' | 'Vuelta' | 'Total') => {
    const [a, b] = range(t);
    return subject.holes.filter((h) => h.numero_hoyo >= a! && h.numero_hoyo <= b!);
  };
  const rows: {
    label: string;
    height: number;
    cell: (c: (typeof cols)[number]) => string;
    bold?: boolean;
  }[] = [
    { label: 'Hoyo', height: 12, bold: true, cell: (c) => ('hole' in c ? String(c.hole) : c.total) },
    // The lengths from the tee played, when the club entered them (a Spanish card prints them under the hole).
    ...(subject.holes.some((h) => h.metros != null)
      ? [
          {
            label: 'Metros',
            height: 12,
            cell: (c: (typeof cols)[number]) =>
              'hole' in c
                ? String(holeAt(c.hole)?.metros ?? '')
                : String(sum(inRange(c.total).map((h) => h.metros ?? 0))),
          },
        ]
      : []),
    {
      label: 'Par',
      height: 12,
      cell: (c) =>
        'hole' in c ? String(holeAt(c.hole)?.par ?? '') : String(sum(inRange(c.total).map((h) => h.par))),
    },
    {
      label: 'Hcp',
      height: 12,
      cell: (c) => ('hole' in c ? String(holeAt(c.hole)?.handicap ?? '') : ''),
    },
    {
      label: 'Recibe',
      height: 12,
      cell: (c) => {
        if (!('hole' in c)) {
          const [a, b] = range(c.total);
          return String(
            sum(
              subject.holes
                .filter((h) => h.numero_hoyo >= a! && h.numero_hoyo <= b!)
                .map((h) => strokesAt(h.numero_hoyo)),
            ),
          );
        }
        const dots = strokeDots(subject.handicap, holeAt(c.hole)?.handicap ?? null);
        return (dots.givesBack ? '−' : '•').repeat(dots.shown);
      },
    },
    { label: 'Golpes', height: 22, cell: () => '' },
    ...(points ? [{ label: 'Puntos', height: 22, cell: () => '' }] : []),
  ];
  // Painted in three passes (the totals' shading, every cell's border in one path, then the texts): a card set
  // has tens of thousands of cells, and each colour or stroke operator costs.
  const xOf = (i: number) => 2 + LABEL_W + i * colW;
  let y = top;
  for (const row of rows) {
    cols.forEach((c, i) => {
      if (!('hole' in c)) doc.rect(xOf(i), y, colW, row.height);
    });
    y += row.height;
  }
  doc.fill('#e5efe8');
  y = top;
  for (const row of rows) {
    doc.rect(2, y, LABEL_W, row.height);
    cols.forEach((_, i) => doc.rect(xOf(i), y, colW, row.height));
    y += row.height;
  }
  doc.lineWidth(0.4).strokeColor('#6b7280').stroke();
  doc.fillColor('black');
  y = top;
  for (const row of rows) {
    doc.font(BOLD).fontSize(7.5);
    put(doc, row.label, 5, y + (row.height - 7.5) / 2 - 1, LABEL_W - 6);
    cols.forEach((c, i) => {
      const text = row.cell(c);
      if (!text) return;
      doc.font(row.bold || !('hole' in c) ? BOLD : REGULAR).fontSize(7.5);
      // 'Vuelta' is wider than a column at 7.5 pt: shrink to fit, never wrap.
      const size = Math.min(7.5, (7.5 * (colW - 2)) / textWidth(doc, text));
      if (size !== 7.5) doc.fontSize(size);
      put(doc, text, xOf(i), y + (row.height - size) / 2 - 1, colW, 'center');
    });
    y += row.height;
  }
  // Signatures.
  const sigY = CARD_H - 16;
  doc.font(REGULAR).fontSize(7.5).fillColor('black');
  doc.moveTo(80, sigY).lineTo(250, sigY).lineWidth(0.5).strokeColor('black').stroke();
  put(doc, 'Firma del jugador', 80, sigY + 3, 170, 'center');
  doc.moveTo(320, sigY).lineTo(490, sigY).stroke();
  put(doc, 'Firma del marcador', 320, sigY + 3, 170, 'center');
}

// ——— Results ———

export async function drawResults(
  doc: Pdf,
  club: string,
  inputs: TStandingsInputs,
  tables: readonly ResultsTable[],
) {
  const t = inputs.torneo;
  for (const table of tables) {
    doc.addPage();
    const heading = () =>
      drawHeading(doc, club, `Resultados · ${t.nombre}`, [
        courseLine(t),
        `${formatLine(inputs)} · ${table.title}`,
      ]);
    const widths = [58, 190, 65, 42, 58, 60, 60];
    const columns: Column[] = table.headers.map((header, i) => ({
      header,
      width: widths[i]!,
      align: i === 1 ? 'left' : i === 0 ? 'center' : 'right',
    }));
    drawTable(doc, columns, table.rows, heading(), { onPage: heading });
    await yieldTurn(doc);
  }
}

/** A match-play tournament's results: one table of its matches by round. */
export async function drawMatchResults(
  doc: Pdf,
  club: string,
  inputs: TStandingsInputs,
  table: MatchesTable,
) {
  const t = inputs.torneo;
  doc.addPage();
  const heading = () =>
    drawHeading(doc, club, `Resultados · ${t.nombre}`, [
      courseLine(t),
      `${formatLine(inputs)} · ${table.title}`,
    ]);
  const widths = [85, 150, 150, 150];
  const columns: Column[] = table.headers.map((header, i) => ({ header, width: widths[i]! }));
  drawTable(doc, columns, table.rows, heading(), { onPage: heading });
  await yieldTurn(doc);
}

// ——— League ———

/** The league page's words for a table that counts today's points already (decision record 032). */
const LEAGUE_PROVISIONAL = 'Provisional: cuenta desde mañana';

export async function drawLeague(
  doc: Pdf,
  club: string,
  liga: { nombre: string; descartes: number },
  tables: readonly LeagueTable[],
) {
  for (const table of tables) {
    doc.addPage({ size: 'A4', layout: 'landscape', margin: MARGIN });
    const heading = () =>
      drawHeading(doc, club, `Liga · ${liga.nombre}`, [
        `${table.title} · Entre paréntesis, los resultados descartados (no cuentan)`,
        ...(table.provisional ? [LEAGUE_PROVISIONAL] : []),
      ]);
    const available = doc.page.width - 2 * MARGIN - 30 - 150 - 40 - 50;
    const n = table.torneos.length;
    const width = n === 0 ? 0 : Math.min(60, available / n);
    const columns: Column[] = [
      { header: 'Pos.', width: 30, align: 'center' },
      { header: 'Jugador', width: 150 },
      { header: 'Hcp', width: 40, align: 'right' },
      ...table.torneos.map((_, i) => ({ header: `T${i + 1}`, width, align: 'right' as const })),
      { header: 'Total', width: 50, align: 'right' },
    ];
    const rows = table.rows.map((r) => [String(r.posicion), r.nombre, r.handicap, ...r.puntos, r.total]);
    const end = drawTable(doc, columns, rows, heading(), {
      onPage: heading,
      fontSize: n > 14 ? 6.5 : 8.5,
    });
    // The key of the tournament columns.
    let y = end + 10;
    doc.font(REGULAR).fontSize(8).fillColor('black');
    for (const [i, torneo] of table.torneos.entries()) {
      if (y > doc.page.height - MARGIN - 12) {
        doc.addPage({ size: 'A4', layout: 'landscape', margin: MARGIN });
        y = MARGIN;
      }
      const note = torneo.provisional ? ', provisional' : '';
      put(
        doc,
        `T${i + 1}: ${torneo.nombre} (${torneo.fecha}${note})`,
        MARGIN,
        y,
        doc.page.width - 2 * MARGIN,
      );
      y += 11;
    }
    await yieldTurn(doc);
  }
}
