/**
 * Entry of dist/server/db-template.mjs (scripts/build-server.mjs): makes the PGlite cluster that a new data folder
 * is copied from (`pgliteTemplateDir`, db/client.ts), created and migrated once per build instead of at every first
 * start.
 */
import fs from 'node:fs';
import { openPglite, pgliteTemplateDir } from './client';

export async function makePgliteTemplate(dir = pgliteTemplateDir): Promise<void> {
  fs.rmSync(dir, { recursive: true, force: true });
  // Never from an older template: initdb, then every migration.
  const database = await openPglite(dir, undefined, dir);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}
