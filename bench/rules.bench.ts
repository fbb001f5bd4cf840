/**
 * Benchmark of the golf-rules engine (design §10: the standings of a 1,000-player tournament, any format, < 5 ms;
 * a league season of 40 tournaments × 200 players < 20 ms; measured here for 150 and 1,000 players in each format
 * of design §14 with countback). A plain script:
 *
 *   npx tsx bench/rules.bench.ts
 *
 * Data is generated with a seeded generator so every run measures the same work.
 */
import { availableParallelism, loadavg } from 'node:os';
import { importBundled } from './bundled';
import { INDEXES, PARS, seeded } from './seeded';
import type * as Domain from '../src/shared/domain';
import type {
  FormaParejas,
  HoleInput,
  Modalidad,
  SeasonPointsRow,
  StandingsInputs,
  TournamentParticipantInput,
} from '../src/shared/domain';

// The engine as the server and the browser run it (see `importBundled`).
const {
  computeLeagueSeason,
  computeTournamentPoints,
  computeTournamentStandings,
  rankLeagueStandings,
  rankStandings,
} = await importBundled<typeof Domain>('src/shared/domain/index.ts');

const WARMUP_RUNS = 10;
const startLoad = loadavg()
  .map((n) => n.toFixed(2))
  .join(' ');
const MEASURED_RUNS = 50;

const HOLES: HoleInput[] = PARS.map((par, i) => ({ numero_hoyo: i + 1, par, handicap: INDEXES[i] ?? null }));

function participants(count: number, random: () => number, prefix: string): TournamentParticipantInput[] {
  return Array.from({ length: count }, (_, i) => {
    const handicap = Math.floor(random() * 65) - 10; // -10 … 54
    const holesPlayed = random() < 0.05 ? 0 : random() < 0.1 ? 1 + Math.floor(random() * 17) : 18;
    const results = PARS.slice(0, holesPlayed).map((par, h) => ({
      numero_hoyo: h + 1,
      golpes: Math.min(15, Math.max(1, par + Math.floor(random() * 5) - 1 + Math.floor(handicap / 18))),
    }));
    return {
      participante_id: `${prefix}-${i}`,
      nombre: `Jugador ${i}`,
      handicap,
      handicap_propio: handicap,
      results,
    };
  });
}

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Runs `run` after a warm-up and prints the median and p95 of wall-clock time and of the CPU time of this
 * process (the CPU figure is less disturbed by other processes competing for the machine).
 */
function measure(name: string, budgetMs: number, run: () => unknown): void {
  for (let i = 0; i < WARMUP_RUNS; i++) run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < MEASURED_RUNS; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    run();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const ms = (n: number): string => n.toFixed(2).padStart(7);
  const p95 = percentile(wall, 0.95);
  console.log(name);
  console.log(
    `  wall: median ${ms(percentile(wall, 0.5))} ms  p95 ${ms(p95)} ms  max ${ms(wall.at(-1) ?? 0)} ms` +
      `   cpu: median ${ms(percentile(cpu, 0.5))} ms  p95 ${ms(percentile(cpu, 0.95))} ms` +
      `   budget < ${budgetMs} ms: ${p95 < budgetMs ? 'OK' : 'OVER BUDGET (p95)'}`,
  );
}

const random = seeded(20250615);

// 1. Standings of one 1,000-player tournament.
const bigTournament = participants(1000, random, 'big');
measure('standings, 1 tournament × 1,000 players', 5, () =>
  computeTournamentStandings(bigTournament, {
    holes: HOLES,
    limite_golpes_hoyo: 5,
    metodo_desempate: 'desempate_handicap',
  }),
);

/**
 * The standings inputs the server sends for these players in a format: pairs of consecutive players for pairs
 * formats (one-ball pairs' cards under the first partner), 1 in 20 holes picked up in Stableford and mejor bola,
 * the tournament finished (statuses and 'Incompleta' computed) and countback as the tie method.
 */
function inputsFor(
  players: readonly TournamentParticipantInput[],
  modalidad: Modalidad,
  forma: FormaParejas | null,
  random: () => number,
): StandingsInputs {
  const oneBall = forma === 'foursome' || forma === 'greensome';
  const pickUp = modalidad.startsWith('stableford') || forma === 'mejor_bola';
  const parejas =
    forma === null
      ? []
      : Array.from({ length: Math.floor(players.length / 2) }, (_, i) => {
          const a = players[2 * i] as TournamentParticipantInput;
          const b = players[2 * i + 1] as TournamentParticipantInput;
          return {
            id: `pair-${a.participante_id}`,
            participante_ids: [a.participante_id, b.participante_id] as [string, string],
            handicap: oneBall ? Math.round((a.handicap + b.handicap) / 2) : null,
          };
        });
  const partners = new Set(oneBall ? parejas.map((p) => p.participante_ids[1]) : []);
  return {
    torneo: {
      limite_golpes_hoyo: 5,
      metodo_desempate: 'ultimos_hoyos',
      modalidad,
      forma_parejas: forma,
      finalizado: true,
    },
    salidas: [{ id: 'tee', hoyos: HOLES }],
    participantes: players.map((p, i) => ({
      id: p.participante_id,
      nombre: p.nombre,
      handicap: p.handicap,
      handicap_propio: p.handicap_propio,
      profile_image_url: null,
      tee_id: 'tee',
      estado: i % 50 === 7 ? 'RET' : null,
      motivo_estado: null,
    })),
    parejas,
    resultados: players.flatMap((p) =>
      partners.has(p.participante_id)
        ? []
        : p.results.map((r) =>
            pickUp && random() < 0.05
              ? {
                  participante_id: p.participante_id,
                  numero_hoyo: r.numero_hoyo,
                  golpes: null,
                  recogida: true,
                }
              : {
                  participante_id: p.participante_id,
                  numero_hoyo: r.numero_hoyo,
                  golpes: r.golpes,
                  recogida: false,
                },
          ),
    ),
  };
}

const FORMATS: [Modalidad, FormaParejas | null][] = [
  ['individual_por_golpes', null],
  ['stableford_individual', null],
  ['parejas_por_golpes', 'mejor_bola'],
  ['stableford_parejas', 'mejor_bola'],
  ['parejas_por_golpes', 'foursome'],
  ['stableford_parejas', 'greensome'],
];
for (const size of [150, 1000]) {
  const field = participants(size, random, `f${size}`);
  for (const [modalidad, forma] of FORMATS) {
    const inputs = inputsFor(field, modalidad, forma, random);
    measure(`rankStandings, ${size} players, ${modalidad}${forma ? ` · ${forma}` : ''}, countback`, 5, () =>
      rankStandings(inputs),
    );
  }
}

// 2. A season: 40 tournaments × 200 players (the same 260-player pool, 200 of them per tournament).
const TOURNAMENTS = 40;
const PLAYERS = 200;
const pool = Array.from({ length: 260 }, (_, i) => `jugador-${i}`);
const torneos = Array.from({ length: TOURNAMENTS }, (_, t) => {
  const date = new Date(Date.UTC(2025, 0, 1 + t * 7)).toISOString().slice(0, 10);
  const offset = Math.floor(random() * pool.length);
  const players = participants(PLAYERS, random, `t${t}`).map((p, i) => ({
    ...p,
    jugador_id: pool[(offset + i) % pool.length] ?? p.participante_id,
  }));
  const inputs = inputsFor(players, 'individual_por_golpes', null, random);
  const incluidos = new Set(players.map((p) => p.participante_id));
  return { torneo_id: `t${t}`, fecha_juego: date, players, inputs, incluidos };
});
const today = '2026-01-01';

function seasonFromStandings(sistema: string): unknown {
  const puntuaciones: SeasonPointsRow[] = [];
  for (const torneo of torneos) {
    const jugadorOf = new Map(torneo.players.map((p) => [p.participante_id, p.jugador_id]));
    // Points rank the standings inputs themselves (the server's league-points service does the same).
    const points = computeTournamentPoints(torneo.inputs, {
      sistema_puntuacion: sistema,
      incluidos: torneo.incluidos,
    });
    for (const row of points) {
      puntuaciones.push({
        torneo_id: torneo.torneo_id,
        jugador_id: jugadorOf.get(row.participante_id) ?? row.participante_id,
        puntos_scratch: row.puntos_scratch,
        puntos_handicap: row.puntos_handicap,
      });
    }
  }
  const season = computeLeagueSeason({
    sistema_puntuacion: sistema,
    numero_torneos_descartados: 4,
    torneos: torneos.map(({ torneo_id, fecha_juego }) => ({ torneo_id, fecha_juego })),
    puntuaciones,
    today,
  });
  return [
    rankLeagueStandings(season.jugadores, 'handicap'),
    rankLeagueStandings(season.jugadores, 'scratch'),
  ];
}

measure('season 40 × 200, full (standings + points + totals), OM', 20, () =>
  seasonFromStandings('om_peugeot'),
);
measure('season 40 × 200, full (standings + points + totals), Cervecita', 20, () =>
  seasonFromStandings('cervecita'),
);

// 3. Season totals only, from stored puntuaciones_liga rows (what /ligas/{id} needs).
const storedRows: SeasonPointsRow[] = torneos.flatMap((torneo) =>
  torneo.players.map((p, i) => ({
    torneo_id: torneo.torneo_id,
    jugador_id: p.jugador_id,
    puntos_scratch: Math.max(10, 40 - i),
    puntos_handicap: Math.max(10, 40 - ((i * 7) % PLAYERS)),
  })),
);
measure('season 40 × 200, totals from stored points rows, OM', 20, () => {
  const season = computeLeagueSeason({
    sistema_puntuacion: 'om_peugeot',
    numero_torneos_descartados: 4,
    torneos: torneos.map(({ torneo_id, fecha_juego }) => ({ torneo_id, fecha_juego })),
    puntuaciones: storedRows,
    today,
  });
  return rankLeagueStandings(season.jugadores, 'handicap');
});

console.log(
  `(${MEASURED_RUNS} measured runs after ${WARMUP_RUNS} warm-up runs; Node ${process.version}; ` +
    `${availableParallelism()} CPUs; load average at start ${startLoad})`,
);
