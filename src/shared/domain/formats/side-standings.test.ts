import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCountbackSteps } from '../countback';
import { rankStandings, type StandingsInputs } from '../standings-inputs';
import type { StandingsRow } from '../tournament-standings';
import type { FormaParejas, Modalidad, ParticipantStatus, TieMethod } from './enums';

/** Par 72, every hole a par 4, stroke index = hole number (design §14's example course). */
const PAR4 = Array.from({ length: 18 }, (_, i) => ({ numero_hoyo: i + 1, par: 4, handicap: i + 1 }));

interface Player {
  id: string;
  handicap?: number;
  /** Strokes per hole 1–18 (null: no score; 'R': picked up). */
  card?: (number | null | 'R')[];
  estado?: ParticipantStatus;
}

function field(
  players: Player[],
  torneo: { modalidad?: Modalidad; forma?: FormaParejas; metodo?: TieMethod; finalizado?: boolean } = {},
  parejas: StandingsInputs['parejas'] = [],
): StandingsInputs {
  return {
    torneo: {
      limite_golpes_hoyo: null,
      metodo_desempate: torneo.metodo ?? 'puntuacion_media',
      modalidad: torneo.modalidad ?? 'individual_por_golpes',
      forma_parejas: torneo.forma ?? null,
      finalizado: torneo.finalizado ?? false,
    },
    salidas: [{ id: 'tee', hoyos: PAR4 }],
    participantes: players.map((p) => ({
      id: p.id,
      nombre: p.id,
      handicap: p.handicap ?? 0,
      handicap_propio: Math.min(p.handicap ?? 0, 54),
      profile_image_url: null,
      tee_id: 'tee',
      estado: p.estado ?? null,
      motivo_estado: p.estado === 'DESC' ? 'Firma' : null,
    })),
    parejas,
    resultados: players.flatMap((p) =>
      (p.card ?? []).flatMap((s, i) =>
        s === null
          ? []
          : [
              {
                participante_id: p.id,
                numero_hoyo: i + 1,
                golpes: s === 'R' ? null : s,
                recogida: s === 'R',
              },
            ],
      ),
    ),
  };
}
const all = (strokes: number) => Array.from({ length: 18 }, () => strokes);
const list = (rows: StandingsRow[], key: 'posicion_handicap' | 'posicion_scratch' = 'posicion_handicap') =>
  rows.map((r) => [r.participante_id, r[key], r.estado]);

describe('standings in every format (design §14)', () => {
  it('Stableford ranks by points, highest first, in both modes; a pick-up scores 0 and never blocks the card', () => {
    const standings = rankStandings(
      field(
        [
          // Handicap 18 receives 1 a hole: all 5s = net par = 2 points × 18 = 36 net; gross bogeys 1 × 18 = 18.
          { id: 'ana', handicap: 18, card: all(5) },
          // Scratch player all 4s: 36 net and gross — tied with Ana net, ahead in scratch.
          { id: 'bea', card: all(4) },
          // Picks up on hole 1 and has pars elsewhere: 17 × 2 = 34 net and gross.
          { id: 'cris', card: ['R', ...all(4).slice(1)] },
        ],
        { modalidad: 'stableford_individual', finalizado: true },
      ),
    );
    expect(
      standings.byHandicap.map((r) => [r.participante_id, r.puntos_handicap, r.posicion_handicap]),
    ).toEqual([
      ['bea', 36, 1], // shared first place, the lower playing handicap listed first (T§9)
      ['ana', 36, 1],
      ['cris', 34, 3],
    ]);
    expect(standings.byScratch.map((r) => [r.participante_id, r.puntos_scratch, r.posicion_scratch])).toEqual(
      [
        ['bea', 36, 1],
        ['cris', 34, 2],
        ['ana', 18, 3],
      ],
    );
    // Finished, yet no Stableford card is incomplete.
    expect(standings.byHandicap.every((r) => r.estado === null)).toBe(true);
  });

  it('countback decided on the last 6 holes, with 1/2 and 1/3 of the handicap deducted (stroke play)', () => {
    // Ana, handicap 18: 5s on 1–9 (+9), 7s on 10–12 (+9), 4s on 13–18: gross +18, net 0.
    // Bea, handicap 0: all 4s, net 0. Tied on the total.
    // Last 9: Ana 9 − 18/2 = 0, Bea 0: tied. Last 6: Ana 0 − 18/3 = −6, Bea 0: Ana wins.
    const players = [
      { id: 'ana', handicap: 18, card: [...all(5).slice(0, 9), 7, 7, 7, ...all(4).slice(0, 6)] },
      { id: 'bea', card: all(4) },
    ];
    expect(list(rankStandings(field(players, { metodo: 'ultimos_hoyos' })).byHandicap)).toEqual([
      ['ana', 1, null],
      ['bea', 2, null],
    ]);
    expect(list(rankStandings(field(players, { metodo: 'puntuacion_media' })).byHandicap)).toEqual([
      ['bea', 1, null],
      ['ana', 1, null],
    ]);
  });

  it('countback in Stableford compares the points of the last holes; still tied after hole 18 shares the position', () => {
    // Both 36 points; Ana's last 9 are 4 pars + … : Ana 2-point holes everywhere; Bea bogeys hole 18 (1 point)
    // and birdies hole 1 (3 points). Last 9: Ana 18, Bea 17 → Ana first.
    const ana = { id: 'ana', card: all(4) };
    const bea = { id: 'bea', card: [3, ...all(4).slice(0, 16), 5] };
    const torneo = { modalidad: 'stableford_individual' as const, metodo: 'ultimos_hoyos' as const };
    const split = rankStandings(field([bea, ana], torneo));
    expect(list(split.byHandicap)).toEqual([
      ['ana', 1, null],
      ['bea', 2, null],
    ]);
    // Why: the first comparison already differs.
    expect(formatCountbackSteps(split.countback?.handicap ?? [], true)).toBe('últimos 9: 18–17');
    // Identical last 9, 6, 3 and 1: shared.
    const cris = { id: 'cris', card: [5, 3, ...all(4).slice(0, 16)] };
    const shared = rankStandings(field([cris, ana], torneo));
    expect(list(shared.byHandicap)).toEqual([
      ['ana', 1, null],
      ['cris', 1, null],
    ]);
    expect(shared.countback?.handicap).toBeNull();
  });

  it("statuses: a finished stroke-play card with holes missing is 'Incompleta'; NP/RET/DESC listed after, in that order", () => {
    const players: Player[] = [
      { id: 'ana', card: all(4) },
      { id: 'bea', card: [...all(4).slice(0, 17), null] },
      { id: 'cris', card: all(5), estado: 'DESC' },
      { id: 'dani', card: all(4).slice(0, 9), estado: 'RET' },
      { id: 'eva', estado: 'NP' },
      { id: 'fer' },
    ];
    const finished = rankStandings(field(players, { finalizado: true }));
    expect(list(finished.byHandicap)).toEqual([
      ['ana', 1, null],
      ['bea', null, 'INCOMPLETA'],
      ['dani', null, 'RET'],
      ['cris', null, 'DESC'],
      ['eva', null, 'NP'],
      ['fer', null, null],
    ]);
    expect(finished.byHandicap[3]?.motivo_estado).toBe('Firma');
    // Live (not finished): everybody with a hole played and no status is ranked.
    const live = rankStandings(field(players, { finalizado: false }));
    // Bea level par over 17 holes, Ana over 18: shared, in name order.
    expect(list(live.byHandicap).slice(0, 2)).toEqual([
      ['ana', 1, null],
      ['bea', 1, null],
    ]);
  });

  it("mejor bola: a pair is one side 'Nombre 1 / Nombre 2', its holes the better ball, each ball marked", () => {
    const standings = rankStandings(
      field(
        [
          // Ana, handicap 18: 5s (net par). Bea, handicap 0: birdie on 18, bogeys elsewhere.
          { id: 'Ana', handicap: 18, card: all(5) },
          { id: 'Bea', card: [...all(5).slice(0, 17), 3] },
          { id: 'Cris', card: all(4) },
        ],
        { modalidad: 'parejas_por_golpes', forma: 'mejor_bola' },
        [{ id: 'p1', participante_ids: ['Ana', 'Bea'], handicap: null }],
      ),
    );
    const pair = standings.byHandicap.find((r) => r.participante_id === 'p1') as StandingsRow;
    expect(pair.nombre).toBe('Ana / Bea');
    // Net: holes 1–17 Ana's net 4 (par), hole 18 Bea's net 3 (−1): −1. Scratch: 17 × +1 (5s) and Bea's 3: +16.
    expect([pair.resultado_handicap, pair.resultado_scratch, pair.handicap]).toEqual([-1, 16, 18]);
    expect(pair.miembros.map((m) => m.holes[17]?.cuenta)).toEqual([false, true]);
    expect(pair.miembros.map((m) => m.holes[0]?.cuenta)).toEqual([true, false]);
    expect(list(standings.byHandicap)).toEqual([
      ['p1', 1, null],
      ['Cris', 2, null],
    ]);
  });

  it('mejor bola countback: scratch compares the better GROSS balls, handicap the better net balls', () => {
    const front = (n: number) => Array.from({ length: 9 }, () => n);
    const standings = rankStandings(
      field(
        [
          // Ana (18) 5s: net par everywhere. Bea (0): 5s out, 4s back. On 10–18 the net balls tie (Ana's counts,
          // first) but Bea's 4 is the better gross ball: P1 scratch = out +9 (5s) + back 0 = +9, last 9 = 0.
          { id: 'Ana', handicap: 18, card: all(5) },
          { id: 'Bea', card: [...front(5), ...front(4)] },
          // Cris and Dani (0): 4s out, 5s back: P2 scratch +9, last 9 = +9.
          { id: 'Cris', card: [...front(4), ...front(5)] },
          { id: 'Dani', card: [...front(4), ...front(5)] },
        ],
        { modalidad: 'parejas_por_golpes', forma: 'mejor_bola', metodo: 'ultimos_hoyos' },
        [
          { id: 'P1', participante_ids: ['Ana', 'Bea'], handicap: null },
          { id: 'P2', participante_ids: ['Cris', 'Dani'], handicap: null },
        ],
      ),
    );
    expect(
      standings.byScratch.map((r) => [r.participante_id, r.resultado_scratch, r.posicion_scratch]),
    ).toEqual([
      ['P1', 9, 1], // last 9: 0 against +9
      ['P2', 9, 2],
    ]);
    // Net: P1 level everywhere (0); P2 +9 on the back nine.
    expect(standings.byHandicap.map((r) => [r.participante_id, r.resultado_handicap])).toEqual([
      ['P1', 0],
      ['P2', 9],
    ]);
  });

  it("a mejor bola side's handicap is the partners' sum, even past a single player's range", () => {
    const standings = rankStandings(
      field(
        [
          { id: 'Ana', handicap: 150, card: all(6) },
          { id: 'Bea', handicap: 120, card: all(7) },
        ],
        { modalidad: 'stableford_parejas', forma: 'mejor_bola' },
        [{ id: 'p1', participante_ids: ['Ana', 'Bea'], handicap: null }],
      ),
    );
    // Ana receives 150 = 8 × 18 + 6: 9 strokes on indexes 1–6, 8 elsewhere. A 6 is net −3 (diff −7, 9 points)
    // or net −2 (diff −6, 8 points). Bea receives 120 = 6 × 18 + 12: 7 on indexes 1–12 (a 7 is net 0, diff −4,
    // 6 points), 6 elsewhere (net 1, 5 points). Ana's ball counts everywhere: 6 × 9 + 12 × 8 = 150.
    expect(standings.byHandicap[0]).toMatchObject({ handicap: 270, puntos_handicap: 150 });
  });

  it("foursome: one card per pair under the first partner, played with the pair's handicap", () => {
    const standings = rankStandings(
      field(
        [
          { id: 'Ana', handicap: 10, card: all(5) },
          { id: 'Bea', handicap: 20 },
        ],
        { modalidad: 'parejas_por_golpes', forma: 'foursome', finalizado: true },
        [{ id: 'p1', participante_ids: ['Ana', 'Bea'], handicap: 15 }],
      ),
    );
    const [pair] = standings.byHandicap;
    // 15 strokes received (1 on indexes 1–15): gross 90, net 75, +3.
    expect(pair).toMatchObject({
      nombre: 'Ana / Bea',
      handicap: 15,
      golpes_netos: 75,
      resultado_handicap: 3,
    });
    expect(pair?.miembros.map((m) => m.holes === pair.holes)).toEqual([true, true]);
  });

  it('property: countback ranks as a total order — a shared position only for equal totals and equal last 9/6/3/1', () => {
    const card = fc.array(fc.integer({ min: 2, max: 7 }), { minLength: 18, maxLength: 18 });
    fc.assert(
      fc.property(fc.array(card, { minLength: 2, maxLength: 8 }), fc.boolean(), (cards, stableford) => {
        const standings = rankStandings(
          field(
            cards.map((c, i) => ({ id: `p${i}`, card: c })),
            {
              modalidad: stableford ? 'stableford_individual' : 'individual_por_golpes',
              metodo: 'ultimos_hoyos',
            },
          ),
        );
        const rows = standings.byHandicap;
        const key = (r: StandingsRow) => {
          const strokes = r.holes.map((h) => (stableford ? -(h.puntos_handicap ?? 0) : (h.golpes ?? 0)));
          const total = stableford ? -(r.puntos_handicap ?? 0) : (r.resultado_handicap ?? 0);
          return [total, ...[9, 6, 3, 1].map((n) => strokes.slice(18 - n).reduce((s, v) => s + v, 0))];
        };
        for (let i = 1; i < rows.length; i++) {
          const a = rows[i - 1] as StandingsRow;
          const b = rows[i] as StandingsRow;
          const [ka, kb] = [key(a), key(b)];
          if (a.posicion_handicap === b.posicion_handicap) expect(ka).toEqual(kb);
          else {
            const first = ka.findIndex((v, j) => v !== kb[j]);
            expect(ka[first] as number).toBeLessThan(kb[first] as number);
          }
        }
      }),
    );
  });
});
