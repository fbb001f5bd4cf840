/**
 * npm run backup [-- <file>]: a restorable copy of the embedded database.
 * With the server running it asks the server (which owns the database); otherwise it opens the folder itself.
 * On PostgreSQL (DATABASE_URL) use pg_dump, as the README explains.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@/server/config';
import { openPglite } from '@/server/db/client';
import { DataDirLockedError, lockDataDir } from '@/server/db/lock';
import { loadOrCreateSecret } from '@/server/lib/secret';
import { backupToken } from '@/server/modules/system/backup.routes';

async function main() {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump (see README, "Copias de seguridad").',
    );
    process.exit(1);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = path.resolve(process.argv[2] ?? path.join('backups', `pena-${stamp}.tar.gz`));
  fs.mkdirSync(path.dirname(target), { recursive: true });

  let bytes: Uint8Array;
  try {
    const unlock = lockDataDir(config.dataDir);
    try {
      const database = await openPglite(config.dataDir);
      bytes = await database.dump!();
      await database.close();
    } finally {
      unlock();
    }
  } catch (e) {
    if (!(e instanceof DataDirLockedError)) throw e;
    // The server owns the database: ask it.
    const secret = loadOrCreateSecret(config.dataDir, config.AUTH_SECRET);
    const res = await fetch(`http://127.0.0.1:${config.PORT}/api/internal/backup`, {
      method: 'POST',
      headers: { 'x-backup-token': backupToken(secret), origin: config.baseUrl },
    });
    if (!res.ok) throw new Error(`the running server refused the backup (${res.status})`, { cause: e });
    bytes = new Uint8Array(await res.arrayBuffer());
  }
  fs.writeFileSync(target, bytes, { mode: 0o600 });
  console.log(`Copia de seguridad escrita en ${target} (${Math.round(bytes.byteLength / 1024)} KB).`);
  console.log(`Para restaurarla: detén el servidor y ejecuta npm run restore -- ${target}`);
}

main().catch((e: unknown) => {
  console.error(`Backup failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
