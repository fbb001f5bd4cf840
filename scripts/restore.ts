/** npm run restore -- <file>: recreates the embedded database from a backup (the server must be stopped). */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@/server/config';
import { restorePglite } from '@/server/db/client';
import { lockDataDir } from '@/server/db/lock';

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run restore -- <backup.tar.gz>');
    process.exit(1);
  }
  const config = loadConfig();
  const unlock = lockDataDir(config.dataDir);
  try {
    const current = path.join(config.dataDir, 'pglite');
    if (fs.existsSync(current) && fs.readdirSync(current).length > 0) {
      const aside = `${current}.before-restore-${Date.now()}`;
      fs.renameSync(current, aside);
      console.log(`La base de datos actual se ha movido a ${aside}.`);
    }
    await restorePglite(config.dataDir, new Uint8Array(fs.readFileSync(file)));
    console.log(`Restaurada desde ${file}. Ya puedes arrancar el servidor con npm start.`);
  } finally {
    unlock();
  }
}

main().catch((e: unknown) => {
  console.error(`Restore failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
