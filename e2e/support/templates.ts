/**
 * Ready data folders for the end-to-end servers (design.md §9: keep `npm test` fast). The global setup starts the real
 * server once on an empty folder with SEED=none and once with SEED=demo, stops them, and keeps both folders; a test
 * then starts on a copy (a 42 MB folder copied in well under a second) instead of creating, migrating and seeding a
 * database (10 s on an idle machine, a minute on a loaded one). The demo club is seeded around the day it is made, so a
 * template made on another day of the club (a run across midnight in Madrid) is not used: the folder is then made from
 * nothing, as before.
 */
import fs from 'node:fs';
import { inject } from 'vitest';
import { todayInTimeZone } from '@/shared/domain';
import { tmpDir } from './browser';

export type TemplateSeed = 'demo' | 'none';

export interface Templates {
  /** The club's day (Europe/Madrid, the default TZ) the templates were made on. */
  day: string;
  folders: Record<TemplateSeed, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eTemplates: Templates | null;
  }
}

export const TEMPLATE_TZ = 'Europe/Madrid';

/** The folder of a template usable now, or null (none made, or made on another day). */
export function templateFolder(seed: TemplateSeed): string | null {
  let templates: Templates | null;
  try {
    templates = inject('e2eTemplates');
  } catch {
    return null; // outside vitest (a script importing the support code)
  }
  if (!templates || templates.day !== todayInTimeZone(new Date(), TEMPLATE_TZ)) return null;
  const folder = templates.folders[seed];
  return fs.existsSync(folder) ? folder : null;
}

/** Copies a template's files into `dir` (empty); false when no template is usable, and `dir` stays empty. */
export function fillFromTemplate(dir: string, seed: TemplateSeed): boolean {
  const folder = templateFolder(seed);
  if (!folder) return false;
  fs.cpSync(folder, dir, { recursive: true });
  return true;
}

/**
 * A new temporary data folder holding the club a server with SEED=`seed` (and the default TZ) would make: the test's
 * own fixture, made with createRuntime on it, then finds the database migrated (and seeded for 'demo').
 */
export function clubDataDir(prefix: string, seed: TemplateSeed): string {
  const dir = tmpDir(prefix);
  fillFromTemplate(dir, seed);
  return dir;
}
