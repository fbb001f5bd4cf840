/** The real server as a child process on a free port with a temporary data folder. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { buildServerIfNeeded, serverEntry } from '../../scripts/build-web.mjs';
import { tmpDir } from './browser';
import { fillFromTemplate, TEMPLATE_TZ } from './templates';

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  /** Ends the server; `keepData`: its data folder stays, for a restart on it (startServer's `opts`). */
  stop(keepData?: boolean): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Whether this process has checked that the compiled server is current. */
let serverChecked = false;

export async function startServer(
  env: Record<string, string> = {},
  opts: { port?: number; dataDir?: string } = {},
): Promise<RunningServer> {
  // The e2e setup has built it; a benchmark that starts a server must not measure an older build.
  if (!serverChecked) buildServerIfNeeded();
  serverChecked = true;
  const port = opts.port ?? (await freePort());
  let dataDir = opts.dataDir;
  if (!dataDir && !env.DATA_DIR) {
    dataDir = tmpDir('pena-e2e-');
    // The club a new server would make, copied ready (support/templates.ts) when nothing else changes it.
    const seed = env.SEED ?? 'none';
    if ((seed === 'demo' || seed === 'none') && (env.TZ ?? TEMPLATE_TZ) === TEMPLATE_TZ)
      fillFromTemplate(dataDir, seed);
  }
  // A folder given in `env` is the server's: the one it reports and `stop` removes (not a new, unused one).
  dataDir ??= env.DATA_DIR ?? tmpDir('pena-e2e-');
  const baseUrl = `http://localhost:${port}`;
  let out = '';
  // The compiled server `npm start` runs (built by the global setup): what a club runs, and it starts in half the
  // time of the TypeScript sources.
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED: 'none',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));

  // Generous: a loaded, shared CI machine can take a minute to compile and migrate. A server that does not come
  // up is stopped, never left running.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${out}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within 150 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }

  return {
    baseUrl,
    dataDir,
    output: () => out,
    async stop(keepData = false) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
