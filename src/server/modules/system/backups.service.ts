/**
 * The server's own copies of the embedded database (PGlite): one each night at BACKUP_TIME club time, and one
 * whenever an administrator asks, in DATA_DIR/backups as `pena-<UTC time>.tar.gz` (what `npm run restore` reads);
 * only the newest BACKUP_KEEP are kept. On PostgreSQL there are none: pg_dump is the club's job (README).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AppDeps } from '@/server/context';
import { conflict, notFound } from '@/server/lib/app-error';
import { clubNow } from '@/server/lib/clock';

export type BackupsDeps = Pick<AppDeps, 'config' | 'database' | 'logger' | 'clock'>;

const NAME = /^pena-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

export interface BackupFile {
  nombre: string;
  /** ISO instant the copy was made. */
  fecha: string;
  bytes: number;
}

/** What the server says of its copies on PostgreSQL. */
export const PG_BACKUPS =
  'Con PostgreSQL el servidor no hace copias: la copia de seguridad es pg_dump, a cargo del club (README)';

export const backupsDir = (deps: BackupsDeps) => path.join(deps.config.dataDir, 'backups');

export const backupsEnabled = (deps: BackupsDeps) => deps.database.dump !== undefined;

/** The copies, newest first. */
export function listBackups(deps: BackupsDeps): BackupFile[] {
  const dir = backupsDir(deps);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((n) => NAME.test(n))
    .map((nombre) => {
      const stat = fs.statSync(path.join(dir, nombre));
      return { nombre, fecha: stat.mtime.toISOString(), bytes: stat.size };
    })
    .sort((a, b) => b.nombre.localeCompare(a.nombre));
}

/** Makes a copy now and drops the oldest beyond BACKUP_KEEP. */
export async function makeBackup(deps: BackupsDeps): Promise<BackupFile> {
  if (!deps.database.dump) {
    throw conflict(PG_BACKUPS);
  }
  const bytes = await deps.database.dump();
  const dir = backupsDir(deps);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const nombre = `pena-${deps.clock().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
  const file = path.join(dir, nombre);
  fs.writeFileSync(`${file}.part`, bytes, { mode: 0o600 });
  fs.renameSync(`${file}.part`, file);
  for (const old of listBackups(deps).slice(deps.config.BACKUP_KEEP)) {
    fs.rmSync(path.join(dir, old.nombre), { force: true });
  }
  deps.logger.info({ nombre, bytes: bytes.byteLength }, 'backup written');
  return listBackups(deps).find((b) => b.nombre === nombre)!;
}

/** The path of a copy by its name, or a 404. */
export function backupPath(deps: BackupsDeps, nombre: string): string {
  const file = path.join(backupsDir(deps), nombre);
  if (!NAME.test(nombre) || !fs.existsSync(file)) throw notFound('Copia no encontrada');
  return file;
}

/** Checks each minute whether it is BACKUP_TIME in the club and tonight's copy is not made yet. */
export function startNightlyBackups(deps: BackupsDeps): () => void {
  if (!backupsEnabled(deps)) return () => {};
  let lastDay = '';
  const timer = setInterval(() => {
    const now = clubNow(deps.clock(), deps.config.TZ);
    if (now.time !== deps.config.BACKUP_TIME || now.today === lastDay) return;
    lastDay = now.today;
    makeBackup(deps).catch((err: unknown) => deps.logger.error({ err }, 'nightly backup failed'));
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
