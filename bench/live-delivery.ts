/**
 * Budget (design.md §10): a score reaches a viewer in < 250 ms (p95) with 1,000 viewers connected.
 * 50 personal games, each watched by 20 open SSE streams of a participant (1,000 streams); the creators save
 * strokes; every stream timestamps the arrival of each 'score' event against the moment its save was sent.
 */
import { api, inBatches, percentile, startBenchServer, signUp, summary } from './support';

const GAMES = Number(process.env.GAMES ?? 50);
const VIEWERS_PER_GAME = Number(process.env.VIEWERS ?? 20);
const ROUNDS = Number(process.env.ROUNDS ?? 10);
const SPREAD_MS = Number(process.env.SPREAD_MS ?? 1000);

const server = await startBenchServer();
const controllers: AbortController[] = [];
try {
  const first = await signUp(server.base, -1);
  const courses = (await (await api(server.base, '/api/courses', { cookie: first.cookie })).json()) as {
    id: string;
  }[];
  const creators = await inBatches(GAMES, 10, (i) => signUp(server.base, i));
  const viewers = await inBatches(GAMES, 10, (i) => signUp(server.base, 1000 + i));
  const games = await inBatches(GAMES, 10, async (i) => {
    const res = await api(server.base, '/api/personal-games', {
      method: 'POST',
      cookie: creators[i]!.cookie,
      json: {
        nombre: `Live ${i}`,
        fecha_juego: '2026-12-01',
        hora_salida: '10:00',
        campo_id: courses[0]!.id,
        participantes: [
          { tipo: 'jugador', jugador_id: creators[i]!.profileId, handicap_partida: null },
          { tipo: 'jugador', jugador_id: viewers[i]!.profileId, handicap_partida: null },
        ],
      },
    });
    const game = (await res.json()) as { id: string; participantes: { id: string }[] };
    return {
      id: game.id,
      participante: game.participantes[0]!.id,
      creator: creators[i]!,
      viewer: viewers[i]!,
    };
  });

  const sentAt = new Map<string, number>();
  const delays: number[] = [];
  let ready = 0;
  const decoder = new TextDecoder();
  await Promise.all(
    games.flatMap((g) =>
      Array.from({ length: VIEWERS_PER_GAME }, async () => {
        const controller = new AbortController();
        controllers.push(controller);
        const res = await api(server.base, `/api/live/personal-games/${g.id}`, {
          cookie: g.viewer.cookie,
          signal: controller.signal,
        });
        const reader = res.body!.getReader();
        ready++;
        void (async () => {
          let buffer = '';
          try {
            for (;;) {
              const { value, done } = await reader.read();
              if (done) return;
              buffer += decoder.decode(value, { stream: true });
              let cut: number;
              while ((cut = buffer.indexOf('\n\n')) >= 0) {
                const frame = buffer.slice(0, cut);
                buffer = buffer.slice(cut + 2);
                if (!frame.includes('event: score')) continue;
                const data = /data: (.*)/.exec(frame)?.[1];
                if (!data) continue;
                const { numero_hoyo } = JSON.parse(data) as { numero_hoyo: number };
                const sent = sentAt.get(`${g.id}:${numero_hoyo}`);
                if (sent !== undefined) delays.push(performance.now() - sent);
              }
            }
          } catch {
            /* aborted */
          }
        })();
      }),
    ),
  );
  console.log(`${ready} viewers connected`);
  await new Promise((r) => setTimeout(r, 1000));

  for (let round = 1; round <= ROUNDS; round++) {
    // Saves of a round are spread over SPREAD_MS (players do not all press at the same millisecond);
    // SPREAD_MS=0 sends the whole round at once.
    await Promise.all(
      games.map(async (g, i) => {
        await new Promise((r) => setTimeout(r, (SPREAD_MS * i) / games.length));
        sentAt.set(`${g.id}:${round}`, performance.now());
        const res = await api(server.base, `/api/personal-games/${g.id}/scores`, {
          method: 'PUT',
          cookie: g.creator.cookie,
          json: { participante_id: g.participante, numero_hoyo: round, golpes: 4 },
        });
        await res.arrayBuffer();
      }),
    );
    await new Promise((r) => setTimeout(r, 500));
  }
  await new Promise((r) => setTimeout(r, 1000));
  const expected = GAMES * VIEWERS_PER_GAME * ROUNDS;
  console.log(`deliveries: ${delays.length} of ${expected}`);
  console.log(
    summary('score to viewer', delays),
    `(budget p95 < 250 ms; p95 = ${percentile(
      [...delays].sort((a, b) => a - b),
      95,
    ).toFixed(1)} ms)`,
  );
} finally {
  for (const c of controllers) c.abort();
  await server.stop();
}
