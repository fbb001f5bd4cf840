/**
 * Budget (design.md §10): 1,000 viewers of one tournament's standings, 5 saves/s spread over its groups:
 * p95 save-to-screen-data < 100 ms, and the server's CPU per event does not grow with viewers' refetches (there
 * are none: a viewer patches its data with the event; it refetches only after a lost connection).
 *
 *   npx tsx bench/live-delivery.ts                 PostgreSQL; DB=pglite for the embedded database
 *   VIEWERS=1000,100 PLAYERS=150 RATE=5 DURATION=20 …
 *   MODALIDAD=stableford_individual               the tournament's format (an individual one; default stroke play)
 *
 * Each viewer is a signed-in player with an open /api/live/tournaments/:id stream. "Screen data" is what the
 * standings screen acts on: the event received (every viewer), then parsed with ZLiveEvent, patched into the
 * standings inputs and re-ranked by the rules engine (a sample of viewers, as each phone does on its own).
 * The server's CPU time is read from /proc before and after the saves.
 */
import http from 'node:http';
import { ZLiveEvent } from '../src/shared/schemas/scorecard';
import { rankStandings, requireModalidad } from '../src/shared/domain';
import { ZStandingsInputs, type TStandingsInputs } from '../src/shared/schemas/standings';
import { CookieJar, cpuMs, createTarget, insertTournament, startServer, summary, type DbKind } from './club';

const KIND = (process.env.DB ?? 'postgresql') as DbKind;
const VIEWER_COUNTS = (process.env.VIEWERS ?? '1000,100').split(',').map(Number);
const PLAYERS = Number(process.env.PLAYERS ?? 150);
const RATE = Number(process.env.RATE ?? 5);
const DURATION_S = Number(process.env.DURATION ?? 20);
const SAMPLE = Number(process.env.SAMPLE ?? 10);
const MODALIDAD = requireModalidad(process.env.MODALIDAD ?? 'individual_por_golpes');

const target = await createTarget(KIND);
const setup = await target.open();
const club = await insertTournament(setup, {
  players: PLAYERS,
  viewers: Math.max(...VIEWER_COUNTS),
  modalidad: MODALIDAD,
});
await setup.close();
const server = await startServer(target);
const lines: string[] = [];
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

async function run(viewerCount: number, round: number) {
  const controllers: AbortController[] = [];
  const sentAt = new Map<string, number>();
  const delivered: number[] = [];
  const recomputed: number[] = [];
  let standingsRequests = 0;
  let ready = 0;
  const streamUrl = `${server.base}/api/live/tournaments/${club.torneoId}`;

  // The sample's standings inputs, as a screen holds them (one fetch each, at open).
  const first = new CookieJar(club.viewers[0]!.cookie);
  const res = await fetch(`${server.base}/api/tournaments/${club.torneoId}/standings`, {
    headers: { cookie: first.header() },
  });
  standingsRequests++;
  const base = ZStandingsInputs.parse(await res.json());

  // Viewers read their streams with node:http (lighter than fetch's web streams: the bench client shares the
  // machine's two cores with the server). Every viewer timestamps each event's arrival; a sample also parses it
  // with ZLiveEvent, patches its standings inputs and re-ranks them, as the standings screen does.
  await Promise.all(
    club.viewers.slice(0, viewerCount).map(
      (viewer, i) =>
        new Promise<void>((resolve, reject) => {
          const controller = new AbortController();
          controllers.push(controller);
          let inputs: TStandingsInputs = i < SAMPLE ? structuredClone(base) : base;
          const req = http.get(
            streamUrl,
            { headers: { cookie: new CookieJar(viewer.cookie).header() }, signal: controller.signal, agent },
            (res) => {
              if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
              ready++;
              resolve();
              res.setEncoding('utf8');
              let buffer = '';
              res.on('data', (chunk: string) => {
                buffer += chunk;
                let cut: number;
                while ((cut = buffer.indexOf('\n\n')) >= 0) {
                  const frame = buffer.slice(0, cut);
                  buffer = buffer.slice(cut + 2);
                  if (!frame.startsWith('event: score\n')) continue;
                  const arrived = performance.now();
                  const data = frame.slice(frame.indexOf('data: ') + 6);
                  const change = JSON.parse(data) as {
                    participante_id: string;
                    numero_hoyo: number;
                    golpes: number;
                  };
                  const sent = sentAt.get(`${change.participante_id}:${change.numero_hoyo}:${change.golpes}`);
                  if (sent === undefined) continue;
                  delivered.push(arrived - sent);
                  if (i >= SAMPLE) continue;
                  const event = ZLiveEvent.parse({ type: 'score', data: change });
                  if (event.type !== 'score') continue;
                  const { participante_id, numero_hoyo, golpes } = event.data;
                  const others = inputs.resultados.filter(
                    (r) => !(r.participante_id === participante_id && r.numero_hoyo === numero_hoyo),
                  );
                  inputs = {
                    ...inputs,
                    resultados:
                      golpes === null ? others : [...others, { participante_id, numero_hoyo, golpes }],
                  };
                  rankStandings(inputs);
                  recomputed.push(performance.now() - sent);
                }
              });
            },
          );
          req.on('error', (err) => {
            if (!controller.signal.aborted) reject(err);
          });
        }),
    ),
  );
  await new Promise((r) => setTimeout(r, 1000));

  const cpuBefore = cpuMs(server.pid);
  const saves = RATE * DURATION_S;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: saves }, async (_, k) => {
      await new Promise((r) => setTimeout(r, (k * 1000) / RATE));
      const group = club.groups[k % club.groups.length]!;
      const writer = group.players[0]!;
      const player = group.players[Math.floor(k / club.groups.length) % group.players.length]!;
      const numero_hoyo = 1 + (Math.floor(k / club.groups.length) % 18);
      // Shifted each round: saving the value a hole already has changes nothing (and sends no event).
      const golpes = 1 + ((k + round) % 9);
      sentAt.set(`${player.participanteId}:${numero_hoyo}:${golpes}`, performance.now());
      const save = await fetch(`${server.base}/api/groups/${group.id}/scores`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: writer.cookie, origin: server.base },
        body: JSON.stringify({ participante_id: player.participanteId, numero_hoyo, golpes }),
      });
      await save.arrayBuffer();
      if (save.status !== 200) errors++;
    }),
  );
  await new Promise((r) => setTimeout(r, 1500));
  const cpu = cpuMs(server.pid) - cpuBefore;
  const elapsed = (performance.now() - started) / 1000;
  for (const c of controllers) c.abort();
  await new Promise((r) => setTimeout(r, 500));

  lines.push(
    `${viewerCount} viewers (${ready} streams), ${PLAYERS}-player ${MODALIDAD} tournament, ${saves} saves at ${RATE}/s on ${KIND}, ${errors} errors`,
    `  deliveries ${delivered.length} of ${saves * viewerCount}; standings fetched ${standingsRequests} time(s) (the bench's sample), 0 refetches`,
    `  ${summary('save → event parsed (every viewer)', delivered)}`,
    `  ${summary(`save → standings re-ranked (${SAMPLE} viewers)`, recomputed)}`,
    `  server CPU ${cpu.toFixed(0)} ms over ${elapsed.toFixed(1)} s = ${(cpu / saves).toFixed(1)} ms per save (fan-out to ${viewerCount} streams included)`,
  );
}

try {
  for (const [round, count] of VIEWER_COUNTS.entries()) await run(count, round);
} finally {
  await server.stop();
  await target.drop();
}
for (const line of lines) console.log(line);
console.log('budget: p95 save → screen data < 100 ms with 1,000 viewers; no refetch per event');
