/**
 * Budget (design.md §10): score save p99 < 50 ms at 200 concurrent writers on one 2-core machine (PostgreSQL).
 * 200 players each own a personal game and save strokes for DURATION seconds, either as fast as the server answers
 * (closed loop: the server's capacity) or each every PACE_MS (players entering scores on the course).
 * Client and server share the machine's two cores, so the figures are pessimistic.
 */
import { api, inBatches, startBenchServer, signUp, summary } from './support';

const WRITERS = Number(process.env.WRITERS ?? 200);
const DURATION_S = Number(process.env.DURATION ?? 15);
/** Pause of each writer between two saves: 0 = closed loop (as fast as the server answers). */
const PACES_MS = (process.env.PACE_MS ?? '0,2000').split(',').map(Number);

const server = await startBenchServer();
try {
  const courses = (await (
    await api(server.base, '/api/courses', { cookie: (await signUp(server.base, -1)).cookie })
  ).json()) as { id: string }[];
  const users = await inBatches(WRITERS, 10, (i) => signUp(server.base, i));
  const games = await inBatches(WRITERS, 20, async (i) => {
    const u = users[i]!;
    const res = await api(server.base, '/api/personal-games', {
      method: 'POST',
      cookie: u.cookie,
      json: {
        nombre: `Bench ${i}`,
        fecha_juego: '2026-12-01',
        hora_salida: '10:00',
        campo_id: courses[0]!.id,
        participantes: [{ tipo: 'jugador', jugador_id: u.profileId, handicap_partida: null }],
      },
    });
    if (res.status !== 201) throw new Error(`create ${res.status}: ${await res.text()}`);
    const game = (await res.json()) as { id: string; participantes: { id: string }[] };
    return { user: u, id: game.id, participante: game.participantes[0]!.id };
  });

  for (const pace of PACES_MS) {
    const latencies: number[] = [];
    let errors = 0;
    const started = performance.now();
    const deadline = started + DURATION_S * 1000;
    const warmup = started + 2000;
    await Promise.all(
      games.map(async (g, i) => {
        let hole = (i % 18) + 1;
        if (pace > 0) await new Promise((r) => setTimeout(r, Math.random() * pace));
        while (performance.now() < deadline) {
          const sent = performance.now();
          const res = await api(server.base, `/api/personal-games/${g.id}/scores`, {
            method: 'PUT',
            cookie: g.user.cookie,
            json: { participante_id: g.participante, numero_hoyo: hole, golpes: 1 + ((hole + i) % 9) },
          });
          await res.arrayBuffer();
          if (res.status !== 200) errors++;
          if (sent > warmup) latencies.push(performance.now() - sent);
          hole = (hole % 18) + 1;
          if (pace > 0) await new Promise((r) => setTimeout(r, pace));
        }
      }),
    );
    const mode = pace > 0 ? `each every ${pace} ms` : 'closed loop';
    console.log(
      `${WRITERS} concurrent writers, ${mode}, ${DURATION_S} s on PostgreSQL: ${Math.round(latencies.length / (DURATION_S - 2))} saves/s, ${errors} errors`,
    );
    console.log(summary('  score save latency', latencies), '(budget p99 < 50 ms)');
  }
} finally {
  await server.stop();
}
