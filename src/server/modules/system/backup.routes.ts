/**
 * `npm run backup` while the server runs: PGlite belongs to this process, so the backup script asks it over
 * loopback with a token derived from the auth secret (only someone who can read the data folder has it).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import fs from 'node:fs';
import { forbidden, notFound } from '@/server/lib/app-error';
import { requireAdmin } from '@/server/lib/access';
import { backupPath, backupsEnabled, listBackups, makeBackup, PG_BACKUPS } from './backups.service';

export function backupToken(secret: string): string {
  return createHash('sha256').update(`backup:${secret}`).digest('hex');
}

export function backupRoutes(deps: AppDeps, secret: string) {
  const app = new Hono<AppEnv>();
  const expected = Buffer.from(backupToken(secret));
  app.post('/internal/backup', async (c) => {
    let remote: string;
    try {
      remote = getConnInfo(c).remote.address ?? '';
    } catch {
      remote = '';
    }
    const given = Buffer.from(c.req.header('x-backup-token') ?? '');
    const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(remote);
    if (!loopback || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw forbidden('No autorizado');
    }
    if (!deps.database.dump) throw notFound('La copia de seguridad de PostgreSQL se hace con pg_dump');
    const bytes = await deps.database.dump();
    deps.logger.info({ bytes: bytes.byteLength }, 'backup taken');
    return c.body(bytes, 200, { 'content-type': 'application/gzip' });
  });

  // The server's own copies (backups.service.ts), for administrators ('Copias de seguridad').
  app.get('/admin/backups', async (c) => {
    requireAdmin(await deps.actor(c));
    const enabled = backupsEnabled(deps);
    return c.json({
      activas: enabled,
      aviso: enabled ? null : PG_BACKUPS,
      hora: deps.config.BACKUP_TIME,
      conservar: deps.config.BACKUP_KEEP,
      copias: listBackups(deps),
    });
  });
  app.post('/admin/backups', async (c) => {
    requireAdmin(await deps.actor(c));
    return c.json(await makeBackup(deps), 201);
  });
  app.get('/admin/backups/:nombre', async (c) => {
    requireAdmin(await deps.actor(c));
    const nombre = c.req.param('nombre');
    const file = backupPath(deps, nombre);
    return c.body(fs.readFileSync(file), 200, {
      'content-type': 'application/gzip',
      'content-disposition': `attachment; filename="${nombre}"`,
      'cache-control': 'private, no-store',
    });
  });
  return app;
}
