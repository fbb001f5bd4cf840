/**
 * The baseline of bench/score-save.ts: a bare prepared upsert of one hole behind a Hono route — no session, no
 * access check, no audit, no live event — on the same database and pool size as the app (10 connections).
 * Started as its own process (like the server), on PORT; DATABASE_URL for PostgreSQL, else the PGlite DATA_DIR.
 */
import { serve } from '@hono/node-server';
import { PGlite } from '@electric-sql/pglite';
import { Hono } from 'hono';
import pg from 'pg';

const UPSERT = `insert into resultados_hoyo (participante_id, numero_hoyo, golpes) values ($1, $2, $3)
  on conflict (participante_id, numero_hoyo) do update set golpes = excluded.golpes, updated_at = now()
  returning participante_id, numero_hoyo, golpes`;

type Query = (values: unknown[]) => Promise<unknown[]>;
let query: Query;
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  query = async (values) =>
    (await pool.query<Record<string, unknown>>({ name: 'bare_upsert', text: UPSERT, values })).rows;
} else {
  const client = await PGlite.create(`${process.env.DATA_DIR}/pglite`);
  query = async (values) => (await client.query(UPSERT, values)).rows;
}

const app = new Hono();
app.put('/bare', async (c) => {
  const b = await c.req.json<{ participante_id: string; numero_hoyo: number; golpes: number }>();
  const [row] = await query([b.participante_id, b.numero_hoyo, b.golpes]);
  return c.json(row);
});
app.get('/health', (c) => c.text('ok'));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
