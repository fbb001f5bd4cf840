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
import { localAddress, readServerFile, serverFilePath } from '@/server/lib/server-file';

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
    // The server owns the database: ask it, where its DATA_DIR/server.json says it listens.
    const server = readServerFile(config.dataDir);
    if (!server) {
      throw new Error(
        `Hay un servidor en marcha con ${config.dataDir}, pero no se encuentra ${serverFilePath(config.dataDir)}: reinícialo y repite la copia. / ` +
          `A server is running on ${config.dataDir} but ${serverFilePath(config.dataDir)} is missing: restart it and try again.`,
        { cause: e },
      );
    }
    const url = `http://${localAddress(server.host)}:${server.port}/api/internal/backup`;
    let res: Response;
    try {
      res = await fetch(url, { method: 'POST', headers: { 'x-backup-token': server.backupToken } });
    } catch (err) {
      throw new Error(
        `No se pudo contactar con el servidor (pid ${server.pid}) en ${url}. / Could not reach the server (pid ${server.pid}) at ${url}.`,
        { cause: err },
      );
    }
    if (!res.ok) {
      throw new Error(
        `El servidor rechazó la copia (HTTP ${res.status}). / The running server refused the backup (HTTP ${res.status}).`,
        { cause: e },
      );
    }
    bytes = new Uint8Array(await res.arrayBuffer());
  }
  fs.writeFileSync(target, bytes, { mode: 0o600 });
  console.log(`Copia de seguridad escrita en ${target} (${Math.round(bytes.byteLength / 1024)} KB).`);
  console.log(`Para restaurarla: detén el servidor y ejecuta npm run restore -- ${target}`);
}

main().catch((e: unknown) => {
  console.error(`Copia de seguridad fallida / Backup failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
