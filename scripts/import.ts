/**
 * npm run import -- <dump.sql> [--dry-run] [--skip-invalid] [--images <folder>]
 * Imports the old hosted app's database (a plain-SQL pg_dump of its public and auth schemas) into an empty club:
 * the embedded database of DATA_DIR (created and migrated here, without the demo seed, under the data folder's
 * lock, so no server may run on it) or DATABASE_URL. Decision record 021; README "Traer el club de la app antigua".
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '@/server/config';
import { openPglite, openPostgres } from '@/server/db/client';
import { DataDirLockedError, lockDataDir } from '@/server/db/lock';
import { createStorage } from '@/server/lib/storage';
import { importDump } from '@/server/modules/import/importer';
import { formatReport } from '@/server/modules/import/report';

const USAGE = 'Uso: npm run import -- <volcado.sql> [--dry-run] [--skip-invalid] [--images <carpeta>]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean' },
      'skip-invalid': { type: 'boolean' },
      images: { type: 'string' },
    },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const text = fs.readFileSync(path.resolve(file), 'utf8');
  if (values.images && !fs.statSync(values.images, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`--images: ${values.images} no es una carpeta.`);
    return 2;
  }
  const config = loadConfig();
  let unlock = () => {};
  if (!config.DATABASE_URL) unlock = lockDataDir(config.dataDir);
  try {
    const database = config.DATABASE_URL
      ? openPostgres(config.DATABASE_URL, 2)
      : await openPglite(config.dataDir);
    try {
      await database.migrate();
      const started = performance.now();
      const report = await importDump(database.db, text, {
        dryRun: values['dry-run'],
        skipInvalid: values['skip-invalid'],
        adminEmail: config.ADMIN_EMAIL,
        images: values.images ? { folder: values.images, storage: createStorage(config.dataDir) } : undefined,
        onProgress: (m) => process.stderr.write(`${m}\n`),
      });
      console.log(formatReport(report));
      console.log(`(${Math.round(performance.now() - started)} ms)`);
      return report.status === 'imported' || report.status === 'dry-run' ? 0 : 1;
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((e: unknown) => {
    if (e instanceof DataDirLockedError || e instanceof ConfigError) console.error(e.message);
    else console.error(`Import failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });
