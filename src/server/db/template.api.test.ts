import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { makePgliteTemplate } from './template';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-template-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const tables = async (db: Awaited<ReturnType<typeof openPglite>>['db']) =>
  (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    )
  ).rows[0]!.n;

// Each test creates and migrates embedded databases from nothing: seconds on a quiet machine, a minute on a loaded one.
describe(
  'a new data folder starts as a copy of the migrated template (npm start)',
  { timeout: 180_000 },
  () => {
    it('has every table before migrate() runs, and writes go to the copy, not the template', async () => {
      const template = path.join(root, 'template');
      await makePgliteTemplate(template);

      const first = await openPglite(path.join(root, 'club'), undefined, template);
      try {
        expect(await tables(first.db)).toBeGreaterThan(10);
        await first.db.execute(sql`create table solo_en_la_copia (id int)`);
      } finally {
        await first.close();
      }
      // No partial copy left beside it.
      expect(fs.readdirSync(path.join(root, 'club'))).toEqual(['pglite']);

      const again = await openPglite(path.join(root, 'other'), undefined, template);
      try {
        const copy = await again.db.execute(sql`select to_regclass('solo_en_la_copia') as t`);
        expect(copy.rows[0]).toEqual({ t: null });
        await again.migrate();
      } finally {
        await again.close();
      }
    });
  },
);
