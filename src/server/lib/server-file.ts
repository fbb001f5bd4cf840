/**
 * DATA_DIR/server.json: where the running server listens, written when it starts listening and removed when it
 * stops, so that `npm run backup` finds it from the data folder alone, whatever PORT, HOST or AUTH_SECRET its own
 * environment has. Readable only by the folder's owner (it carries the backup token, as the folder carries the
 * auth secret).
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const ZServerFile = z.object({
  pid: z.number().int(),
  port: z.number().int().min(1).max(65535),
  host: z.string(),
  backupToken: z.string().min(1),
});
export type ServerFile = z.infer<typeof ZServerFile>;

export const serverFilePath = (dataDir: string) => path.join(dataDir, 'server.json');

export function writeServerFile(dataDir: string, info: ServerFile): void {
  fs.writeFileSync(serverFilePath(dataDir), `${JSON.stringify(info)}\n`, { mode: 0o600 });
}

/** The running server's file, or null when there is none (or it is not ours to read). */
export function readServerFile(dataDir: string): ServerFile | null {
  try {
    const parsed = ZServerFile.safeParse(JSON.parse(fs.readFileSync(serverFilePath(dataDir), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Removes the file if it is this process's. */
export function removeServerFile(dataDir: string, pid = process.pid): void {
  if (readServerFile(dataDir)?.pid === pid) fs.rmSync(serverFilePath(dataDir), { force: true });
}

/** The address a local client uses to reach a server listening on `host` (every network → loopback). */
export function localAddress(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}
