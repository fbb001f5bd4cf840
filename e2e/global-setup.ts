import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { todayInTimeZone } from '@/shared/domain';
import { buildServerIfNeeded, buildWebIfNeeded } from '../scripts/build-web.mjs';
import { CHROMIUM, tmpDir } from './support/browser';
import { startServer } from './support/server';
import { TEMPLATE_TZ, type TemplateSeed, type Templates } from './support/templates';

/** Chromium present, the web and the server built (`npm start`'s), and the two ready data folders of e2e/support/templates.ts made. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `${CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium), as .ci/run does.`,
    );
  }
  buildWebIfNeeded();
  buildServerIfNeeded();

  const root = tmpDir('pena-e2e-templates-');
  const day = todayInTimeZone(new Date(), TEMPLATE_TZ);
  const make = async (seed: TemplateSeed) => {
    const dataDir = path.join(root, seed);
    fs.mkdirSync(dataDir);
    const server = await startServer({ SEED: seed, TZ: TEMPLATE_TZ }, { dataDir });
    await server.stop(true);
    return dataDir;
  };
  const [demo, none] = await Promise.all([make('demo'), make('none')]);
  const templates: Templates = { day, folders: { demo, none } };
  project.provide('e2eTemplates', templates);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
