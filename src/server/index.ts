/** Process entry: configuration, lock, database, migrations, seed, listen, graceful shutdown. */
import { serve } from '@hono/node-server';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { createLogger, flushLogs } from './lib/logger';
import { removeServerFile, writeServerFile } from './lib/server-file';
import { backupToken } from './modules/system/backup.routes';
import { createRuntime } from './runtime';

async function main() {
  const started = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const logger = createLogger(config.LOG_LEVEL);
  let unlock = () => {};
  if (!config.DATABASE_URL) {
    try {
      unlock = lockDataDir(config.dataDir);
    } catch (e) {
      if (e instanceof DataDirLockedError) {
        console.error(e.message);
        process.exit(1);
      }
      throw e;
    }
  }

  const runtime = await createRuntime(config, { logger });
  const server = serve({ fetch: runtime.app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const ms = Math.round(performance.now() - started);
    logger.info({ port: info.port, database: runtime.deps.database.kind, ms }, 'server listening');
    writeServerFile(config.dataDir, {
      pid: process.pid,
      port: info.port,
      host: config.HOST,
      backupToken: backupToken(runtime.deps.authSecret),
    });
    const lines = [
      '',
      `  ${config.CLUB_NAME} está en marcha: ${config.baseUrl}  (base de datos: ${runtime.deps.database.kind}, ${ms} ms)`,
    ];
    if (runtime.seeded) {
      lines.push(
        '  Cuentas de demostración:',
        `    administrador: ${runtime.seeded.admin.email} / ${runtime.seeded.admin.password}`,
        `    jugador:       ${runtime.seeded.player.email} / ${runtime.seeded.player.password}`,
      );
    }
    if (!runtime.deps.mailer.smtpEnabled) {
      lines.push('  Sin SMTP_URL: los emails se guardan en la tabla outbox y en el log del servidor.');
    }
    process.stdout.write(`${lines.join('\n')}\n\n`);
  });

  // An idle keep-alive connection stays open longer than a reverse proxy keeps its pooled upstream connections
  // (nginx: 60 s) and longer than a client waits between two requests on the course. Node's 5 s default closes it while
  // the next request may already be on its way, and that request fails with a reset connection.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 5000);
    force.unref();
    runtime.stopStreams();
    removeServerFile(config.dataDir);
    server.close(() => {
      runtime
        .close()
        .then(() => {
          unlock();
          logger.info('database closed, bye');
          flushLogs(logger);
          process.exit(0);
        })
        .catch((err: unknown) => {
          logger.error({ err }, 'error while closing');
          flushLogs(logger);
          unlock();
          process.exit(1);
        });
    });
    runtime.deps.logger.debug('closing idle connections');
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? `Failed to start: ${err.message}` : err);
  process.exit(1);
});
