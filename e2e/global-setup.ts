import fs from 'node:fs';
import { buildWebIfNeeded } from '../scripts/build-web.mjs';
import { CHROMIUM } from './support/browser';

export default function setup() {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `${CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium), as .ci/run does.`,
    );
  }
  buildWebIfNeeded();
}
