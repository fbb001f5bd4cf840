/**
 * Saturday's paper through the API (design §13, §14): the PDFs read back with pdfjs, the CSVs parsed back, the QR
 * codes decoded. Every figure is compared with the standings endpoint ranked by the domain (`rankStandings`) or
 * computed by hand here.
 *
 * Course: men's tee 'Amarillas' (PAR_72_HOLES, stroke index of hole n = ((n − 1) × 7 mod 18) + 1: holes 1–18 have
 * 1 8 15 4 11 18 7 14 3 | 10 17 6 13 2 9 16 5 12), women's tee 'Rojas' (holes 1 and 2 changed: index 8 and 1).
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatToPar, normalizeHoles, rankStandings, strokesReceivedByHole } from '@/shared/domain';
import { ZStandingsInputs, type TStandingsInputs } from '@/shared/schemas/standings';
import { participantesTorneo, partidas, resultadosHoyo, torneos } from '@/server/db/schema';
import { PAR_72_HOLES } from '@/server/modules/courses/test-fixtures';
import {
  insertTeesCourse,
  insertTournament,
  WOMENS_HOLES,
  type TournamentFixture,
} from '@/server/modules/scores/test-fixtures';
import { recalculateTournamentPoints } from '@/server/modules/leagues/league-points.service';
import { insertLeague } from '@/server/modules/tournaments/test-fixtures';
import { BASE_URL, createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { formatHandicap } from '@/shared/domain';
import { cardsOf, lines, readCsv, readPdf } from './test-fixtures';

const TODAY = '2030-06-01';
let t: TestApp;
let admin: Session;
let ana: Session;
let bea: Session;
let carla: Session;
let dora: Session;
let course: { id: string; teeIds: string[] };
/** Stroke play, played (finished): Ana and Bea in group 1; Carla (woman) and a guest in group 2, from the 10th. */
let stroke: TournamentFixture;
let stableford: TournamentFixture;
/** Foursome: pairs Ana/Bea and Carla/Dora in one group. */
let foursome: TournamentFixture;
let hidden: TournamentFixture;
let empty: TournamentFixture;
let ligaId: string;

const db = () => t.runtime.deps.db;
const get = (path: string, who: Session | null = admin) => t.request(path, who ? { cookie: who.cookie } : {});
async function bytes(res: Response): Promise<Uint8Array> {
  if (res.status !== 200) throw new Error(`${res.status}: ${await res.text()}`);
  return new Uint8Array(await res.arrayBuffer());
}
async function refusal(res: Response): Promise<[number, string]> {
  const body = (await res.json()) as { error: { code: string } };
  return [res.status, body.error.code];
}
async function standingsOf(torneoId: string): Promise<TStandingsInputs> {
  const res = await get(`/api/tournaments/${torneoId}/standings`);
  return ZStandingsInputs.parse(await res.json());
}
async function score(participante_id: string, card: (h: number) => number | null) {
  const rows = PAR_72_HOLES.flatMap((h) => {
    const golpes = card(h.numero_hoyo);
    return golpes === null ? [] : [{ participante_id, numero_hoyo: h.numero_hoyo, golpes }];
  });
  if (rows.length > 0) await db().insert(resultadosHoyo).values(rows);
}
const par = (n: number) => PAR_72_HOLES[n - 1]!.par!;

beforeAll(async () => {
  t = await createTestApp({ CLUB_NAME: 'Peña del Ñandú' }, { clock: () => new Date(`${TODAY}T10:00:00Z`) });
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
  ana = await t.signUp({ nombre: 'Ana Núñez' });
  bea = await t.signUp({ nombre: 'Beatriz Peña' });
  carla = await t.signUp({ nombre: 'Carla Ibáñez' });
  dora = await t.signUp({ nombre: 'Dora Ruiz' });
  course = await insertTeesCourse(db());
  const man = (s: Session, handicap_torneo: number, group?: number) => ({
    profileId: s.profileId,
    sexo: 'hombre' as const,
    handicap_torneo,
    group,
  });
  stroke = await insertTournament(db(), {
    fecha_juego: '2030-05-25',
    course,
    groups: 2,
    limite_golpes_hoyo: null,
    participants: [
      man(ana, 12, 0),
      man(bea, 7, 0),
      { profileId: carla.profileId, sexo: 'mujer', handicap_torneo: 25, group: 1 },
      { invitado: { nombre: 'Íñigo Invitado', handicap: 3.4, sexo: 'hombre' }, group: 1 },
      man(dora, 5),
    ],
  });
  await db().update(torneos).set({ nombre: 'Copa de Otoño' }).where(eq(torneos.id, stroke.torneoId));
  await db().update(partidas).set({ hoyo_salida: 10 }).where(eq(partidas.id, stroke.groupIds[1]!));
  // Ana: pars (72, net −12 → '-12'); Bea: a bogey on every odd hole (81, net 74 → '+2'); Carla: 17 holes
  // ('Incompleta'); Íñigo: retired (RET); Dora: in no group, no holes.
  const [a, b, c, i] = stroke.participantIds;
  await score(a!, par);
  await score(b!, (h) => par(h) + (h % 2));
  await score(c!, (h) => (h === 18 ? null : par(h) + 1));
  await score(i!, (h) => (h <= 3 ? par(h) : null));
  await db().update(participantesTorneo).set({ estado: 'RET' }).where(eq(participantesTorneo.id, i!));

  stableford = await insertTournament(db(), {
    fecha_juego: '2030-05-26',
    course,
    modalidad: 'stableford_individual',
    limite_golpes_hoyo: null,
    participants: [man(ana, 0, 0), man(bea, 18, 0), man(dora, 10, 0)],
  });
  // Ana pars: 36 points; Bea bogeys with 18: 36 net, 18 gross; Dora pars with 10: 46 net, 36 gross.
  await score(stableford.participantIds[0]!, par);
  await score(stableford.participantIds[1]!, (h) => par(h) + 1);
  await score(stableford.participantIds[2]!, par);

  foursome = await insertTournament(db(), {
    fecha_juego: '2030-05-27',
    course,
    modalidad: 'parejas_por_golpes',
    forma_parejas: 'foursome',
    limite_golpes_hoyo: null,
    participants: [
      man(ana, 10, 0),
      man(bea, 6, 0),
      { profileId: carla.profileId, sexo: 'mujer', handicap_torneo: 20, group: 0 },
      man(dora, 14, 0),
    ],
    pairs: [
      [0, 1],
      [2, 3],
    ],
  });
  await score(foursome.participantIds[0]!, par);
  await score(foursome.participantIds[2]!, (h) => par(h) + (h <= 4 ? 1 : 0));

  hidden = await insertTournament(db(), {
    fecha_juego: '2030-05-28',
    course,
    participants: [man(bea, 3, 0)],
  });
  await db().update(torneos).set({ activo: false }).where(eq(torneos.id, hidden.torneoId));
  empty = await insertTournament(db(), { fecha_juego: '2030-06-20', course, groups: 0, participants: [] });

  ligaId = await insertLeague(db(), {
    nombre: 'Liga de Primavera',
    torneoIds: [stroke.torneoId, stableford.torneoId],
  });
  // The league points of both (finished) tournaments, as the server computes them.
  for (const id of [stroke.torneoId, stableford.torneoId]) await recalculateTournamentPoints(db(), id);
});
afterAll(async () => {
  await t.close();
});

describe('start sheet', () => {
  it('lists every player of every group with the tee time, the starting tee and the playing handicap', async () => {
    const res = await get(`/api/tournaments/${stroke.torneoId}/start-sheet.pdf`, ana);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''orden-de-salida-copa-de-otono-2030-05-25.pdf",
    );
    const pages = await readPdf(await bytes(res));
    const all = pages.flatMap(lines);
    expect(pages[0]!.text).toContain('Peña del Ñandú');
    expect(pages[0]!.text).toContain('Orden de salida · Copa de Otoño');
    // Playing handicaps by hand: handicap_torneo as set; the guest without one plays their own 3.4.
    const table = all.filter((l) => l.some((s) => /Ana|Beatriz|Carla|Íñigo|Dora/.test(s)));
    expect(table).toEqual([
      ['09:00', 'Tee del 1', 'Partida 1', 'Ana Núñez', '12', 'Amarillas'],
      ['Beatriz Peña', '7', 'Amarillas'],
      ['09:10', 'Tee del 10', 'Partida 2', 'Carla Ibáñez', '25', 'Rojas'],
      ['Íñigo Invitado', '3,4', 'Amarillas'],
    ]);
  });

  it("'Marcador y jugador': each player's marker in its own column", async () => {
    const { assignGroupMarkers } = await import('@/server/modules/scores/signatures');
    await db().update(torneos).set({ validacion: 'marcador_jugador' }).where(eq(torneos.id, stroke.torneoId));
    try {
      await assignGroupMarkers(db(), stroke.torneoId, stroke.groupIds);
      const pages = await readPdf(
        await bytes(await get(`/api/tournaments/${stroke.torneoId}/start-sheet.pdf`, ana)),
      );
      const all = pages.flatMap(lines);
      expect(all.some((l) => l.includes('Marcador'))).toBe(true);
      const table = all.filter((l) => l.some((s) => /Ana|Beatriz|Carla|Íñigo|Dora/.test(s)));
      expect(table).toEqual([
        ['09:00', 'Tee del 1', 'Partida 1', 'Ana Núñez', 'Beatriz Peña', '12', 'Amarillas'],
        ['Beatriz Peña', 'Ana Núñez', '7', 'Amarillas'],
        ['09:10', 'Tee del 10', 'Partida 2', 'Carla Ibáñez', 'Íñigo Invitado', '25', 'Rojas'],
        ['Íñigo Invitado', 'Carla Ibáñez', '3,4', 'Amarillas'],
      ]);
    } finally {
      await db().update(torneos).set({ validacion: 'partida' }).where(eq(torneos.id, stroke.torneoId));
    }
  });

  it("lists a pair's partners together, one after the other, under 'Pareja: A / B'", async () => {
    const inputs = await standingsOf(foursome.torneoId);
    const carlaDora = rankStandings(inputs).byHandicap.find((s) => s.nombre === 'Carla Ibáñez / Dora Ruiz')!;
    const pages = await readPdf(
      await bytes(await get(`/api/tournaments/${foursome.torneoId}/start-sheet.pdf`)),
    );
    const table = pages.flatMap(lines).filter((l) => l.some((s) => /Ana|Beatriz|Carla|Dora/.test(s)));
    // Foursome: one ball, the pair's playing handicap on its line (Ana 10 + Bea 6 → 16, as on its card).
    expect(table).toEqual([
      ['09:00', 'Tee del 1', 'Partida 1', 'Pareja: Ana Núñez / Beatriz Peña', '16'],
      ['Ana Núñez', '10', 'Amarillas'],
      ['Beatriz Peña', '6', 'Amarillas'],
      ['Pareja: Carla Ibáñez / Dora Ruiz', formatHandicap(carlaDora.handicap)],
      ['Carla Ibáñez', '20', 'Rojas'],
      ['Dora Ruiz', '14', 'Amarillas'],
    ]);
  });

  it('a tournament without groups has no start sheet yet', async () => {
    expect(await refusal(await get(`/api/tournaments/${empty.torneoId}/start-sheet.pdf`, admin))).toEqual([
      409,
      'GROUPS_NOT_PUBLISHED',
    ]);
  });
});

describe('scorecards', () => {
  it("a group's cards: strokes received per hole are the domain's, the QR opens the group's live card", async () => {
    const res = await get(`/api/groups/${stroke.groupIds[1]}/scorecards.pdf`, carla);
    expect(res.headers.get('content-disposition')).toContain(
      'tarjetas-copa-de-otono-2030-05-25-partida-2.pdf',
    );
    const pages = await readPdf(await bytes(res), { qr: true });
    const cards = cardsOf(pages);
    expect(cards.map((c) => c.nombre)).toEqual(['Carla Ibáñez', 'Íñigo Invitado']);
    // Carla, 25 on the women's tee: one stroke everywhere and a second where the index is 1–7 (hole 1 is
    // index 8 there, hole 2 index 1).
    const women = normalizeHoles(WOMENS_HOLES.map((h) => ({ ...h })));
    expect(cards[0]!.recibe).toEqual(strokesReceivedByHole(25, women));
    expect(cards[0]!.recibe).toEqual([1, 2, 1, 2, 1, 1, 2, 1, 2, 1, 1, 2, 1, 2, 1, 1, 2, 1]);
    // Íñigo, 3.4 on the men's tee: a stroke on the holes of index 1–3 (holes 1, 9, 14).
    expect(cards[1]!.recibe).toEqual(strokesReceivedByHole(3.4, normalizeHoles(PAR_72_HOLES)));
    expect(cards[1]!.recibe.flatMap((n, i) => (n ? [i + 1] : []))).toEqual([1, 9, 14]);
    expect(cards[0]!.info).toBe('Hcp. juego: 25 · Partida 2 · Salida: 09:10 · Tee del 10');
    expect(cards.map((c) => c.qr)).toEqual([
      `${BASE_URL}/introduccion-datos/${stroke.groupIds[1]}`,
      `${BASE_URL}/introduccion-datos/${stroke.groupIds[1]}`,
    ]);
    const text = pages.map((p) => p.text).join('|');
    for (const word of ['Firma del jugador', 'Firma del marcador', 'Ida', 'Vuelta', 'Total', 'Par', 'Hcp']) {
      expect(text).toContain(word);
    }
    expect(text).not.toContain('Puntos');
  });

  it('the admin gets every group, 4 to a sheet or 1 per page; Stableford cards have a Puntos row', async () => {
    const four = await readPdf(await bytes(await get(`/api/tournaments/${stroke.torneoId}/scorecards.pdf`)));
    expect(four).toHaveLength(1);
    expect(cardsOf(four).map((c) => c.nombre)).toEqual([
      'Ana Núñez',
      'Beatriz Peña',
      'Carla Ibáñez',
      'Íñigo Invitado',
    ]);
    const one = await readPdf(
      await bytes(await get(`/api/tournaments/${stroke.torneoId}/scorecards.pdf?por_hoja=1`)),
    );
    expect(one).toHaveLength(4);
    // A4 always: portrait with 4 cards, landscape with 1.
    expect(four.map((p) => p.size)).toEqual([[595, 842]]);
    expect(one.map((p) => p.size)).toEqual(Array.from({ length: 4 }, () => [842, 595]));
    const points = await readPdf(
      await bytes(await get(`/api/groups/${stableford.groupIds[0]}/scorecards.pdf`)),
    );
    expect(points[0]!.text).toContain('Puntos');
    // Ana with 12: strokes on the holes of index 1–12.
    expect(cardsOf(four)[0]!.recibe).toEqual(strokesReceivedByHole(12, normalizeHoles(PAR_72_HOLES)));
  });

  it('foursome: one card per pair, with the pair playing handicap', async () => {
    const inputs = await standingsOf(foursome.torneoId);
    const cards = cardsOf(
      await readPdf(await bytes(await get(`/api/groups/${foursome.groupIds[0]}/scorecards.pdf`))),
    );
    expect(cards.map((c) => c.nombre)).toEqual(['Ana Núñez / Beatriz Peña', 'Carla Ibáñez / Dora Ruiz']);
    // The pair's handicap is the standings' (none stored: the domain's approximation, the sum 10 + 6 = 16).
    const sides = rankStandings(inputs).byHandicap;
    const pairHcp = sides.find((s) => s.nombre === 'Ana Núñez / Beatriz Peña')!.handicap;
    expect(pairHcp).toBe(16);
    expect(cards[0]!.info).toContain('Hcp. juego de la pareja: 16');
    expect(cards[0]!.recibe).toEqual(strokesReceivedByHole(16, normalizeHoles(PAR_72_HOLES)));
  });

  it('rejects a bad por_hoja', async () => {
    expect(await refusal(await get(`/api/tournaments/${stroke.torneoId}/scorecards.pdf?por_hoja=3`))).toEqual(
      [400, 'VALIDATION'],
    );
  });
});

/** What the standings endpoint ranked by the domain shows: per mode, [position or status, name, total]. */
function expected(inputs: TStandingsInputs, points: boolean) {
  const standings = rankStandings(inputs);
  const status = { NP: 'NP', RET: 'RET', DESC: 'DESC', INCOMPLETA: 'Incompleta' } as const;
  return (['handicap', 'scratch'] as const).map((mode) =>
    (mode === 'scratch' ? standings.byScratch : standings.byHandicap).map((row) => {
      const pos = mode === 'scratch' ? row.posicion_scratch : row.posicion_handicap;
      const total = points
        ? mode === 'scratch'
          ? row.puntos_scratch
          : row.puntos_handicap
        : mode === 'scratch'
          ? row.resultado_scratch
          : row.resultado_handicap;
      return [
        pos !== null ? String(pos) : row.estado ? status[row.estado] : '–',
        row.nombre,
        total === null || row.hoyos_jugados === 0 ? '–' : points ? String(total) : formatToPar(total, 'PAR'),
      ];
    }),
  );
}

describe('results', () => {
  const cases = () =>
    [
      ['stroke play', stroke, false, 6],
      ['Stableford', stableford, true, 4],
      ['foursome', foursome, false, 6],
    ] as const;

  it('the CSV is the standings row by row, both modes, with the format columns and statuses after', async () => {
    for (const [name, f, points, totalColumn] of cases()) {
      const res = await get(`/api/tournaments/${f.torneoId}/results.csv`, ana);
      expect(res.headers.get('content-type'), name).toBe('text/csv; charset=utf-8');
      const [header, ...rows] = readCsv(await res.arrayBuffer());
      expect(header![totalColumn + 1], name).toBe(points ? 'Puntos' : 'Resultado');
      const [handicap, scratch] = expected(await standingsOf(f.torneoId), points);
      const pick = (r: string[]) => [r[1]!, r[2]!, r[totalColumn + 1]!];
      expect(rows.filter((r) => r[0] === 'Hándicap').map(pick), name).toEqual(handicap);
      expect(rows.filter((r) => r[0] === 'Scratch').map(pick), name).toEqual(scratch);
    }
  });

  it('by hand: stroke play and Stableford totals and statuses', async () => {
    const csv = readCsv(await (await get(`/api/tournaments/${stroke.torneoId}/results.csv`)).arrayBuffer());
    expect(csv.filter((r) => r[0] === 'Hándicap').map((r) => [r[1], r[2], r[3], r[7]])).toEqual([
      ['1', 'Ana Núñez', '12', '-12'],
      ['2', 'Beatriz Peña', '7', '+2'],
      ['Incompleta', 'Carla Ibáñez', '25', '-7'],
      ['RET', 'Íñigo Invitado', '3,4', expect.any(String)],
      ['–', 'Dora Ruiz', '5', '–'],
    ]);
    const sf = readCsv(
      await (await get(`/api/tournaments/${stableford.torneoId}/results.csv`)).arrayBuffer(),
    );
    expect(sf.filter((r) => r[0] === 'Hándicap').map((r) => [r[1], r[2], r[5]])).toEqual([
      ['1', 'Dora Ruiz', '46'],
      [expect.any(String), expect.any(String), '36'],
      [expect.any(String), expect.any(String), '36'],
    ]);
    expect(sf.filter((r) => r[0] === 'Scratch').map((r) => r[5])).toEqual(['36', '36', '18']);
  });

  it('the PDF lists the same rows in the same order', async () => {
    for (const [name, f, points] of cases()) {
      const res = await get(`/api/tournaments/${f.torneoId}/results.pdf`, ana);
      expect(res.headers.get('content-disposition'), name).toMatch(/resultados-.*\.pdf/);
      const pages = await readPdf(await bytes(res));
      const [handicap, scratch] = expected(await standingsOf(f.torneoId), points);
      for (const [k, rows] of [handicap!, scratch!].entries()) {
        const table = lines(pages[k]!).filter((l) => rows.some((r) => l.includes(r[1]!)));
        expect(
          table.map((l) => [l[0], l[1], points ? l[4] : l[6]]),
          `${name} ${k}`,
        ).toEqual(rows);
      }
    }
  });
});

describe('league standings', () => {
  it('the CSV and the PDF are the league grid, best total first, both modes', async () => {
    const standings = (await (await get(`/api/leagues/${ligaId}/standings`)).json()) as {
      jugadores: { nombre: string; total_puntos_handicap: number; total_puntos_scratch: number }[];
    };
    const res = await get(`/api/leagues/${ligaId}/standings.csv`, null);
    expect(res.headers.get('content-disposition')).toContain('liga-liga-de-primavera.csv');
    const [header, ...rows] = readCsv(await res.arrayBuffer());
    expect(header).toEqual([
      'Clasificación',
      'Pos.',
      'Jugador',
      'Hcp',
      'Copa de Otoño (25/05/2030)',
      'Torneo de prueba (26/05/2030)',
      'Total',
    ]);
    // Ana, Beatriz and Dora: Carla's card is 'Incompleta' and guests get no league points.
    expect(standings.jugadores.map((j) => j.nombre).sort()).toEqual([
      'Ana Núñez',
      'Beatriz Peña',
      'Dora Ruiz',
    ]);
    const byHandicap = [...standings.jugadores].sort(
      (a, b) => b.total_puntos_handicap - a.total_puntos_handicap,
    );
    expect(rows.filter((r) => r[0] === 'Hándicap').map((r) => [r[2], r[6]])).toEqual(
      byHandicap.map((j) => [j.nombre, String(j.total_puntos_handicap).replace('.', ',')]),
    );
    const pdf = await readPdf(await bytes(await get(`/api/leagues/${ligaId}/standings.pdf`, null)));
    expect(pdf[0]!.text).toContain('Liga · Liga de Primavera');
    expect(pdf.map((p) => p.size)).toEqual([
      [842, 595],
      [842, 595],
    ]);
    for (const j of byHandicap) expect(pdf[0]!.text).toContain(j.nombre);
  });
});

describe('who may download', () => {
  it('role matrix of the paper endpoints', async () => {
    const g1 = stroke.groupIds[0]!;
    const matrix: [string, Session | null, number][] = [
      [`/api/tournaments/${stroke.torneoId}/start-sheet.pdf`, null, 401],
      [`/api/tournaments/${stroke.torneoId}/start-sheet.pdf`, dora, 200],
      [`/api/tournaments/${stroke.torneoId}/start-sheet.pdf`, admin, 200],
      [`/api/tournaments/${stroke.torneoId}/scorecards.pdf`, null, 401],
      [`/api/tournaments/${stroke.torneoId}/scorecards.pdf`, ana, 403],
      [`/api/tournaments/${stroke.torneoId}/scorecards.pdf`, admin, 200],
      [`/api/groups/${g1}/scorecards.pdf`, null, 401],
      [`/api/groups/${g1}/scorecards.pdf`, ana, 200],
      [`/api/groups/${g1}/scorecards.pdf`, carla, 403],
      [`/api/groups/${g1}/scorecards.pdf`, admin, 200],
      [`/api/tournaments/${stroke.torneoId}/results.pdf`, null, 401],
      [`/api/tournaments/${stroke.torneoId}/results.csv`, dora, 200],
      [`/api/tournaments/${hidden.torneoId}/results.pdf`, ana, 404],
      [`/api/tournaments/${hidden.torneoId}/results.csv`, ana, 404],
      [`/api/tournaments/${hidden.torneoId}/results.csv`, bea, 200],
      [`/api/tournaments/${hidden.torneoId}/results.pdf`, admin, 200],
      [`/api/tournaments/${hidden.torneoId}/start-sheet.pdf`, ana, 404],
      [`/api/leagues/${ligaId}/standings.pdf`, null, 200],
      [`/api/leagues/${ligaId}/standings.csv`, ana, 200],
      [`/api/leagues/${crypto.randomUUID()}/standings.csv`, ana, 404],
      [`/api/groups/${crypto.randomUUID()}/scorecards.pdf`, admin, 404],
      ['/api/tournaments/x/results.pdf', admin, 400],
    ];
    for (const [path, who, status] of matrix) {
      const res = await get(path, who);
      await res.arrayBuffer();
      expect(res.status, `${path} as ${who === null ? 'visitor' : who === admin ? 'admin' : 'player'}`).toBe(
        status,
      );
    }
    // A player cannot download another group's card: the member's refusal code.
    expect(await refusal(await get(`/api/groups/${g1}/scorecards.pdf`, carla))).toEqual([
      403,
      'NOT_A_MEMBER',
    ]);
    expect(await refusal(await get(`/api/tournaments/${stroke.torneoId}/scorecards.pdf`, ana))).toEqual([
      403,
      'ADMIN_ONLY',
    ]);
  });
});

describe("the club's logo", () => {
  /** pdfkit writes an embedded image's dictionary as plain text (only streams are compressed). */
  const hasImage = (pdf: Uint8Array) => Buffer.from(pdf).includes('/Subtype /Image');
  const papers = () => [
    `/api/tournaments/${stroke.torneoId}/results.pdf`,
    `/api/tournaments/${stroke.torneoId}/start-sheet.pdf`,
    `/api/leagues/${ligaId}/standings.pdf`,
  ];

  it('without an uploaded logo a paper has no image; once uploaded, its PNG is beside the heading', async () => {
    for (const path of papers()) expect(hasImage(await bytes(await get(path))), path).toBe(false);

    const png = await sharp({ create: { width: 120, height: 60, channels: 4, background: '#0a0' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png)], 'escudo.png', { type: 'image/png' }));
    const res = await t.request('/api/admin/settings/logo', {
      method: 'POST',
      cookie: admin.cookie,
      body: form,
    });
    expect(res.status).toBe(200);

    for (const path of papers()) {
      const pdf = await bytes(await get(path));
      expect(hasImage(pdf), path).toBe(true);
      // Still a readable paper with its heading.
      expect(
        lines((await readPdf(pdf))[0]!)
          .flat()
          .join(' '),
        path,
      ).toMatch(/Resultados|salida|Liga/);
    }
  });
});
