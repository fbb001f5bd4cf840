/**
 * Saturday's paper for match play (design §14) through the API: a match's card (both sides, the strokes each
 * player receives per hole, a 'Resultado' row), read back with pdfjs. Figures by hand on PAR_72_HOLES (stroke index
 * of hole n = ((n − 1) × 7 mod 18) + 1: holes 1–18 have 1 8 15 4 11 18 7 14 3 | 10 17 6 13 2 9 16 5 12).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTournamentMatches, type TTournamentMatches } from '@/shared/schemas/matches';
import { ZCalendarAddress } from '@/shared/schemas/papers';
import { insertTeesCourse, insertTournament } from '@/server/modules/scores/test-fixtures';
import { BASE_URL, createTestApp, type Session, type TestApp } from '@/server/test/harness';
import { readCsv, readPdf, type PdfPage } from './test-fixtures';

const TODAY = '2030-06-01';
let t: TestApp;
let admin: Session;
let marta: Session;
let luis: Session;
let course: { id: string; teeIds: string[] };
/** One-day singles: Marta (12) against Pedro, a guest (5). */
let singles: { torneoId: string; ids: string[]; matches: TTournamentMatches };
/** A knockout of four (semi-finals by 10 and 20 June, final by 30 June): semi-final 1 decided '3/2'. */
let knockout: { torneoId: string; matches: TTournamentMatches };

const db = () => t.runtime.deps.db;
const get = (path: string, who: Session | null = admin) => t.request(path, who ? { cookie: who.cookie } : {});
async function ok<T>(who: Session, method: string, path: string, json?: unknown): Promise<T> {
  const res = await t.request(path, { method, cookie: who.cookie, ...(json === undefined ? {} : { json }) });
  const body = res.status === 204 ? null : ((await res.json()) as unknown);
  if (res.status >= 300) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(body)}`);
  return body as T;
}
async function bytes(res: Response): Promise<Uint8Array> {
  if (res.status !== 200) throw new Error(`${res.status}: ${await res.text()}`);
  return new Uint8Array(await res.arrayBuffer());
}

beforeAll(async () => {
  t = await createTestApp(
    { TZ: 'Europe/Madrid', CLUB_NAME: 'Peña del Ñandú' },
    { clock: () => new Date(`${TODAY}T10:00:00Z`) },
  );
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
  marta = await t.signUp({ nombre: 'Marta Sanz' });
  luis = await t.signUp({ nombre: 'Luis Gil' });
  course = await insertTeesCourse(db());
  const f = await insertTournament(db(), {
    fecha_juego: TODAY,
    modalidad: 'matchplay_individual',
    course,
    groups: 0,
    participants: [
      { profileId: marta.profileId, sexo: 'hombre', handicap_torneo: 12 },
      { invitado: { nombre: 'Pedro Ruiz', handicap: 5, sexo: 'hombre' }, handicap_torneo: 5 },
    ],
  });
  const matches = ZTournamentMatches.parse(
    await ok(admin, 'POST', `/api/admin/tournaments/${f.torneoId}/matches`, {
      partidos: [{ lado_1: f.participantIds[0], lado_2: f.participantIds[1] }],
    }),
  );
  singles = { torneoId: f.torneoId, ids: f.participantIds, matches };

  const k = await insertTournament(db(), {
    fecha_juego: TODAY,
    modalidad: 'matchplay_individual',
    course,
    groups: 0,
    participants: [
      { profileId: marta.profileId, sexo: 'hombre', handicap_torneo: 12 },
      { profileId: luis.profileId, sexo: 'hombre', handicap_torneo: 3 },
      { invitado: { nombre: 'Tomás Vera', handicap: 8, sexo: 'hombre' }, handicap_torneo: 8 },
      { invitado: { nombre: 'Rosa Mir', handicap: 20, sexo: 'hombre' }, handicap_torneo: 20 },
    ],
  });
  const drawn = ZTournamentMatches.parse(
    await ok(admin, 'POST', `/api/admin/tournaments/${k.torneoId}/draw`, {
      modo: 'handicap',
      fechas_limite: ['2030-06-10', '2030-06-20'],
    }),
  );
  const semi1 = drawn.partidos.find((m) => m.ronda === 1 && m.posicion === 1)!;
  await ok(admin, 'PUT', `/api/matches/${semi1.id}/result`, { ganador: 1, resultado: '3/2' });
  knockout = {
    torneoId: k.torneoId,
    matches: ZTournamentMatches.parse(await ok(admin, 'GET', `/api/tournaments/${k.torneoId}/matches`)),
  };
});
afterAll(async () => {
  await t.close();
});

/** The texts at (about) the same baseline as `item`, left to right. */
const sameLine = (page: PdfPage, y: number) =>
  page.items.filter((i) => Math.abs(i.y - y) < 0.5).sort((a, b) => a.x - b.x);

/** A match card's rows: per label (first column), the hole (1–18) under which each text of its line sits. */
function matchCard(page: PdfPage) {
  const hoyo = page.items.find((i) => i.str === 'Hoyo')!;
  const centre = (i: { x: number; width: number }) => i.x + i.width / 2;
  const columns = sameLine(page, hoyo.y)
    .filter((i) => /^\d+$/.test(i.str))
    .map((i) => ({ hole: Number(i.str), x: centre(i) }));
  const row = (label: string) => {
    const head = page.items.find((i) => i.str === label && Math.abs(i.x - hoyo.x) < 1);
    if (!head) return null;
    const cells = Array.from({ length: 18 }, () => '');
    for (const i of sameLine(page, head.y).filter((i) => i !== head)) {
      const col = columns.reduce((best, c) =>
        Math.abs(c.x - centre(i)) < Math.abs(best.x - centre(i)) ? c : best,
      );
      cells[col.hole - 1] = i.str;
    }
    return cells;
  };
  return { columns: columns.map((c) => c.hole), row };
}

describe("a match's card", () => {
  it('shows both sides and who receives where: 12 against 5, 7 strokes on stroke indexes 1–7', async () => {
    const partidaId = singles.matches.partidos[0]!.partida_id!;
    expect((await get(`/api/groups/${partidaId}/scorecards.pdf`, luis)).status).toBe(403);
    const res = await get(`/api/groups/${partidaId}/scorecards.pdf`, marta);
    const pages = await readPdf(await bytes(res));
    expect(pages).toHaveLength(1);
    const page = pages[0]!;
    expect(page.text).toContain('Partido 1 · Marta Sanz contra Pedro Ruiz');
    expect(page.text).toContain('Marta Sanz (12) recibe 7 · Pedro Ruiz (5) recibe 0');
    const card = matchCard(page);
    // Holes 1–18 only: a match is won hole by hole, nothing is added up.
    expect(card.columns).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    for (const word of ['Ida', 'Vuelta', 'Total', 'Puntos', 'Golpes']) expect(page.text).not.toContain(word);
    // Stroke indexes 1–7 are holes 1, 14, 9, 4, 17, 12, 7.
    const dots = (cells: string[] | null) => cells!.flatMap((c, i) => (c === '•' ? [i + 1] : []));
    expect(dots(card.row('Marta Sanz'))).toEqual([1, 4, 7, 9, 12, 14, 17]);
    expect(card.row('Marta Sanz')!.filter((c) => c !== '' && c !== '•')).toEqual([]);
    expect(dots(card.row('Pedro Ruiz'))).toEqual([]);
    // One row for each hole's result, empty to be filled in.
    expect(card.row('Resultado')).toEqual(Array.from({ length: 18 }, () => ''));
    expect(page.text).toContain('Firma: Marta Sanz');
    expect(page.text).toContain('Firma: Pedro Ruiz');
  });

  it('mejor bola: four rows, each player receiving from the lowest of the four (5)', async () => {
    const f = await insertTournament(db(), {
      fecha_juego: TODAY,
      modalidad: 'matchplay_parejas',
      forma_parejas: 'mejor_bola',
      course,
      groups: 0,
      participants: (
        [
          ['Ana', 5],
          ['Bo', 9],
          ['Cris', 14],
          ['Dan', 20],
        ] as const
      ).map(([nombre, handicap]) => ({
        invitado: { nombre, handicap, sexo: 'hombre' as const },
        handicap_torneo: handicap,
      })),
      pairs: [
        [0, 1],
        [2, 3],
      ],
    });
    const all = ZTournamentMatches.parse(
      await ok(admin, 'POST', `/api/admin/tournaments/${f.torneoId}/matches`, {
        partidos: [{ lado_1: f.participantIds[0], lado_2: f.participantIds[2] }],
      }),
    );
    const pages = await readPdf(
      await bytes(await get(`/api/groups/${all.partidos[0]!.partida_id}/scorecards.pdf`)),
    );
    const page = pages[0]!;
    expect(page.text).toContain('Partido 1 · Ana / Bo contra Cris / Dan');
    expect(page.text).toContain(
      'Ana (5) recibe 0 · Bo (9) recibe 4 · Cris (14) recibe 9 · Dan (20) recibe 15',
    );
    const card = matchCard(page);
    const dots = (name: string) => card.row(name)!.flatMap((c, i) => (c === '•' ? [i + 1] : []));
    // Stroke indexes 1–15 are holes 1, 14, 9, 4, 17, 12, 7, 2, 15 | 10, 5, 18, 13, 8, 3.
    expect(dots('Ana')).toEqual([]);
    expect(dots('Bo')).toEqual([1, 4, 9, 14]);
    expect(dots('Cris')).toEqual([1, 2, 4, 7, 9, 12, 14, 15, 17]);
    expect(dots('Dan')).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10, 12, 13, 14, 15, 17, 18]);
    expect(card.row('Resultado')).toEqual(Array.from({ length: 18 }, () => ''));
  });

  it("the tournament's cards: one card per match", async () => {
    const pages = await readPdf(
      await bytes(await get(`/api/tournaments/${singles.torneoId}/scorecards.pdf`)),
    );
    expect(pages.flatMap((p) => p.items.filter((i) => i.str === 'Resultado'))).toHaveLength(1);
  });
});

describe("a match-play tournament's results", () => {
  /** The matches by round, from the matches endpoint, written out by hand. */
  function expected() {
    const m = (ronda: number, posicion: number) =>
      knockout.matches.partidos.find((p) => p.ronda === ronda && p.posicion === posicion)!;
    const [a, b] = [m(1, 1).lados[0]!.nombre, m(1, 1).lados[1]!.nombre];
    const [c, d] = [m(1, 2).lados[0]!.nombre, m(1, 2).lados[1]!.nombre];
    return [
      ['Semifinales', a, b, `${a} gana 3/2`],
      ['Semifinales', c, d, 'Pendiente'],
      ['Final', a, 'Ganador de Semifinal 2', 'Pendiente'],
    ];
  }

  it('the CSV lists the matches by round: round, sides and result', async () => {
    const res = await get(`/api/tournaments/${knockout.torneoId}/results.csv`, luis);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = readCsv(await res.arrayBuffer());
    expect(rows).toEqual([['Ronda', 'Lado 1', 'Lado 2', 'Resultado'], ...expected()]);
    // Four players, all on the paper (no name left out by the draw).
    expect(new Set(rows.slice(1, 3).flatMap((r) => [r[1], r[2]]))).toEqual(
      new Set(['Marta Sanz', 'Luis Gil', 'Tomás Vera', 'Rosa Mir']),
    );
  });

  it('the PDF shows the same table, without the stroke-play columns', async () => {
    const pages = await readPdf(
      await bytes(await get(`/api/tournaments/${knockout.torneoId}/results.pdf`, luis)),
    );
    expect(pages).toHaveLength(1);
    const page = pages[0]!;
    expect(page.text).toContain('Resultados · ');
    expect(page.text).toContain('Cuadro de partidos');
    const rows = new Map<number, { x: number; str: string }[]>();
    for (const i of page.items) rows.set(Math.round(i.y), [...(rows.get(Math.round(i.y)) ?? []), i]);
    const lines = [...rows.entries()]
      .sort((p, q) => q[0] - p[0])
      .map(([, r]) => r.sort((p, q) => p.x - q.x).map((i) => i.str));
    const table = lines.slice(lines.findIndex((l) => l[0] === 'Ronda'));
    expect(table).toEqual([['Ronda', 'Lado 1', 'Lado 2', 'Resultado'], ...expected()]);
    for (const word of ['Puntos', 'Brutos', 'Netos']) expect(page.text).not.toContain(word);
  });
});

describe('the calendar feed in match play', () => {
  const feedOf = async (who: Session) => {
    const { url } = ZCalendarAddress.parse(await ok(who, 'POST', '/api/me/calendar'));
    const res = await t.request(url!.slice(BASE_URL.length));
    expect(res.status).toBe(200);
    const ics = (await res.text()).replace(/\r\n[ \t]/g, '');
    return ics.split('BEGIN:VEVENT').slice(1);
  };
  const field = (event: string, name: string) =>
    event.match(new RegExp(`^${name}[^:\\r\\n]*:(.*)$`, 'm'))?.[1];

  it("lists each undecided match's round deadline against the rival, then the agreed date and time", async () => {
    // Seeds by handicap: Luis (3) 1, Tomás (8) 2, Marta (12) 3, Rosa (20) 4 — semi-final 1 Luis v Rosa (decided
    // 3/2), semi-final 2 Tomás v Marta.
    const marta1 = await feedOf(marta);
    const deadline = marta1.filter((e) => field(e, 'SUMMARY')?.startsWith('Fecha límite'));
    expect(deadline.map((e) => [field(e, 'SUMMARY'), field(e, 'DTSTART')])).toEqual([
      ['Fecha límite: Semifinales contra Tomás Vera', '20300610'],
    ]);
    expect(deadline[0]).toContain('DTSTART;VALUE=DATE:20300610');
    // Luis won his semi-final: only the final's deadline, the rival still to come.
    const luis1 = await feedOf(luis);
    expect(luis1.map((e) => field(e, 'SUMMARY'))).toEqual([
      'Fecha límite: Final contra Ganador de Semifinal 2',
    ]);
    expect(field(luis1[0]!, 'DTSTART')).toBe('20300620');

    // Marta and Tomás agree on 7 June at 18:30 (16:30 UTC in summer): the date replaces the deadline.
    const semi2 = knockout.matches.partidos.find((m) => m.ronda === 1 && m.posicion === 2)!;
    await ok(marta, 'PUT', `/api/matches/${semi2.id}/schedule`, { fecha: '2030-06-07', hora: '18:30' });
    const marta2 = await feedOf(marta);
    const knockoutEvents = marta2.filter((e) => field(e, 'SUMMARY')?.includes('Semifinales'));
    expect(knockoutEvents.map((e) => [field(e, 'SUMMARY')?.split(': ')[1], field(e, 'DTSTART')])).toEqual([
      ['Semifinales contra Tomás Vera', '20300607T163000Z'],
    ]);
    expect(marta2.some((e) => field(e, 'SUMMARY')?.startsWith('Fecha límite'))).toBe(false);
    // The knockout match's partida is not listed a second time as a tee time; the one-day match's partida is
    // her tee time of 1 June.
    expect(marta2).toHaveLength(2);
    expect(marta2.map((e) => field(e, 'DTSTART')!.slice(0, 8)).sort()).toEqual(['20300601', '20300607']);
  });
});
