/**
 * The fuzz suite's registry (decision record 010): every write endpoint is listed once, in a `*.fuzz.ts` file beside its module
 * (`src/server/modules/<area>/<area>.fuzz.ts` exporting `fuzzTargets: FuzzTarget[]`). The runner finds those files,
 * builds what each target needs, sends it malformed bodies (fast-check) and checks: no 5xx, nothing written by a
 * refused request, memory back to its level afterwards.
 */
import type { Session, TestApp } from '@/server/test/harness';

export type FuzzRole = 'visitor' | 'player' | 'admin';

export interface FuzzContext {
  app: TestApp;
  /** A signed-in administrator and a signed-in player (each with a profile). */
  admin: Session;
  player: Session;
}

export interface FuzzTarget {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path, with ':name' placeholders filled from the params `setup` returns. */
  path: string;
  /** Who sends the fuzzed requests. */
  as: FuzzRole;
  /** The body's kind (default 'json'). */
  body?: 'json' | 'multipart' | 'text' | 'none';
  /** A valid body for these params: the generator drops, adds, retypes and corrupts its fields. */
  validBody?: (params: Record<string, string>) => unknown;
  /**
   * Multipart only: files the route reads (spreadsheets), sent as its `field` among the random ones, whole or with
   * random bytes overwritten.
   */
  files?: { field: string; make: () => Uint8Array[] };
  /** Creates what the route needs (a game, a tournament…), once per target; returns the path params. */
  setup?: (ctx: FuzzContext) => Promise<Record<string, string>>;
}
