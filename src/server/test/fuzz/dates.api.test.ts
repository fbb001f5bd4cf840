/**
 * Every write endpoint that takes a date refuses one the club's data cannot hold (a year 0, a year 9999) with the
 * Spanish message of the shared date schema: a 400 that writes nothing, never a 500 from the database. The endpoints
 * are found from the fuzz registry: each target whose valid body carries a 'YYYY-MM-DD' text.
 */
import { describe, expect, it } from 'vitest';
import { DATE_OUT_OF_RANGE } from '@/shared/domain/dates';
import { createTestApp } from '@/server/test/harness';
import { fillPath, loadTargets } from './runner';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Path = (string | number)[];

function datePaths(value: unknown, prefix: Path = []): Path[] {
  if (typeof value === 'string') return ISO_DATE.test(value) ? [prefix] : [];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) =>
      datePaths(v, [...prefix, Array.isArray(value) ? Number(k) : k]),
    );
  }
  return [];
}

function withValue(body: unknown, path: Path, value: string): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  parent[path[path.length - 1]!] = value;
  return copy;
}

describe('dates outside 1900–2100 on every write endpoint that takes one', () => {
  it('answer 400 with the Spanish message, never 500', async () => {
    const targets = (await loadTargets()).filter(
      ({ target }) =>
        target.validBody &&
        datePaths(target.validBody({})).length > 0 &&
        // A player sent to an administrator's endpoint is refused before the body is read.
        !(target.as === 'player' && target.path.startsWith('/api/admin/')),
    );
    const app = await createTestApp();
    try {
      const player = await app.signUp({ nombre: 'Jugador Fechas' });
      const tried = new Set<string>();
      const wrong: string[] = [];
      for (const [i, { target }] of targets.entries()) {
        // A fresh administrator per endpoint: some setups change who administers the club.
        const admin = await app.signUp({ nombre: `Admin Fechas ${i}` });
        await app.makeAdmin(admin);
        const ctx = { app, admin, player };
        const params = (await target.setup?.(ctx)) ?? {};
        const valid = target.validBody!(params);
        const cookie =
          target.as === 'admin' ? admin.cookie : target.as === 'player' ? player.cookie : undefined;
        for (const at of datePaths(valid)) {
          for (const date of ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31']) {
            const res = await app.request(fillPath(target.path, params), {
              method: target.method,
              json: withValue(valid, at, date),
              cookie,
            });
            const body = (await res.json()) as { error?: { message?: string } };
            tried.add(`${target.method} ${target.path}`);
            if (res.status !== 400 || body.error?.message !== DATE_OUT_OF_RANGE) {
              wrong.push(
                `${target.method} ${target.path} ${at.join('.')}=${date}: ${res.status} ${JSON.stringify(body)}`,
              );
            }
          }
        }
      }
      expect(wrong).toEqual([]);
      expect(tried.size).toBeGreaterThanOrEqual(9);
    } finally {
      await app.close();
    }
  }, 120_000);
});
