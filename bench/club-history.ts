/**
 * Budget of a club's history (design.md §10): with 280 tournaments and 100,800 hole results, a player's league
 * results < 50 ms and no list sends the whole history to a phone (pages and server-side search).
 *
 * The club `bench/import.ts` generates (one tournament a week, the latest ones still to be played), imported with
 * the importer into a fresh database, then the real server answers a signed-in player who played in about
 * 19 of them: GET /api/me/league-results and GET /api/tournaments (what /torneos loads first), median and p95,
 * and the size of each answer.
 *
 *   npx tsx bench/club-history.ts     (PLAYERS=300 TOURNAMENTS=280 PER_TOURNAMENT=20 RUNS=40 KINDS=pglite)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import * as s from '../src/server/db/schema';
import { importDump } from '../src/server/modules/import/importer';
import { createTarget, percentile, sessionCookie, startServer, type DbKind } from './club';
import { makeDump } from './club-dump';

const PLAYERS = Number(process.env.PLAYERS ?? 300);
const TOURNAMENTS = Number(process.env.TOURNAMENTS ?? 280);
const PER_TOURNAMENT = Number(process.env.PER_TOURNAMENT ?? 20);
const RUNS = Number(process.env.RUNS ?? 40);
const KINDS = (process.env.KINDS ?? 'pglite').split(',') as DbKind[];
const UPCOMING = 8; // tournaments after today

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const day = 86_400_000;
const firstDate = new Date(Date.now() - (TOURNAMENTS - UPCOMING) * 7 * day).toISOString().slice(0, 10);
const { text, results } = makeDump({
  players: PLAYERS,
  tournaments: TOURNAMENTS,
  perTournament: PER_TOURNAMENT,
  firstDate,
});
console.log(
  `club: ${TOURNAMENTS} tournaments (${UPCOMING} still to play), ${results} hole results, ${PLAYERS} players; load average ${load()}`,
);

async function time(url: string, cookie: string) {
  const samples: number[] = [];
  let bytes = 0;
  let items = 0;
  for (let i = 0; i < 5; i++) await (await fetch(url, { headers: { cookie } })).arrayBuffer();
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = await res.text();
    samples.push(performance.now() - start);
    if (!res.ok) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
    bytes = Buffer.byteLength(body);
    const json = JSON.parse(body) as unknown;
    items = Array.isArray(json)
      ? json.length
      : Array.isArray((json as { torneos?: unknown[] }).torneos)
        ? (json as { torneos: unknown[] }).torneos.length
        : 0;
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95), bytes, items };
}

for (const kind of KINDS) {
  let target;
  try {
    target = await createTarget(kind);
  } catch (e) {
    console.log(`${kind}: not available (${e instanceof Error ? e.message : String(e)})`);
    continue;
  }
  try {
    const database = await target.open();
    let cookie: string;
    try {
      const report = await importDump(database.db, text);
      if (report.status !== 'imported') throw new Error(`import: ${report.status}`);
      // The player who played most, signed in with a session inserted straight into the database.
      const [player] = await database.db
        .select({ id: s.profiles.id, user_id: s.profiles.user_id, n: sql<number>`count(*)::int` })
        .from(s.participantesTorneo)
        .innerJoin(s.profiles, eq(s.profiles.id, s.participantesTorneo.jugador_id))
        .groupBy(s.profiles.id, s.profiles.user_id)
        .orderBy(sql`count(*) desc`)
        .limit(1);
      const token = randomBytes(24).toString('base64url');
      await database.db.insert(s.session).values({
        id: randomUUID(),
        token,
        userId: player!.user_id!,
        expiresAt: new Date(Date.now() + 7 * day),
      });
      cookie = sessionCookie(token);
      console.log(`${kind}: imported; the player played ${player!.n} tournaments`);
    } finally {
      await database.close();
    }
    const server = await startServer(target);
    try {
      const results = await time(`${server.base}/api/me/league-results`, cookie);
      const list = await time(`${server.base}/api/tournaments`, cookie);
      const ms = (n: number) => n.toFixed(1);
      console.log(
        `${kind}: GET /api/me/league-results (${results.items} rows, ${(results.bytes / 1024).toFixed(1)} KB): ` +
          `median ${ms(results.median)} ms, p95 ${ms(results.p95)} ms (budget median < 50 ms: ${results.median < 50 ? 'OK' : 'OVER BUDGET'}); load average ${load()}`,
      );
      console.log(
        `${kind}: GET /api/tournaments (${list.items} of ${TOURNAMENTS} tournaments, ${(list.bytes / 1024).toFixed(1)} KB): ` +
          `median ${ms(list.median)} ms, p95 ${ms(list.p95)} ms (budget: not the whole history: ${list.items < TOURNAMENTS ? 'OK' : 'OVER BUDGET'}); load average ${load()}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await target.drop();
  }
}
console.log(`(${RUNS} requests each after 5 warm-up ones; ${os.cpus().length} CPUs)`);
