import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite, restorePglite } from './client';
import { camposGolf } from './schema';

// Each test creates and migrates embedded databases from nothing: seconds on a quiet machine, a minute on a loaded one.
describe(
  'backup and restore of the embedded database (npm run backup / restore)',
  { timeout: 180_000 },
  () => {
    it('a dump restores into a new folder with the same data', async () => {
      const a = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bk-a-'));
      const b = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bk-b-'));
      const source = await openPglite(a);
      await source.migrate();
      await source.db.insert(camposGolf).values({ nombre: 'Campo de prueba', ubicacion: 'Toledo' });
      const dump = await source.dump!();
      await source.close();
      expect(dump.byteLength).toBeGreaterThan(1000);

      await restorePglite(b, dump);
      const restored = await openPglite(b);
      const rows = await restored.db
        .select()
        .from(camposGolf)
        .where(eq(camposGolf.nombre, 'Campo de prueba'));
      expect(rows.map((r) => r.ubicacion)).toEqual(['Toledo']);
      await expect(restorePglite(b, dump)).rejects.toThrow('already holds a database');
      await restored.close();
      fs.rmSync(a, { recursive: true, force: true });
      fs.rmSync(b, { recursive: true, force: true });
    });
  },
);
