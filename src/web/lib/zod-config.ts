/**
 * Imported first by main.tsx, before any schema exists. zod compiles object parsers with `new Function` when the page
 * allows eval; ours does not (the server's Content-Security-Policy has no 'unsafe-eval'), and zod's probe for it is
 * reported by the browser as a CSP violation (a console issue that also costs Lighthouse's best practices). Without
 * eval zod takes the same interpreted path it took anyway, minus the probe.
 */
import { z } from 'zod';

z.config({ jitless: true });
