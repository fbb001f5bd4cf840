/**
 * Imported first by main.tsx, before any schema exists. zod compiles object parsers with `new Function` when the page
 * allows eval; ours does not (the server's Content-Security-Policy has no 'unsafe-eval'), and zod's probe for it is
 * reported by the browser as a CSP violation (a console issue that also costs Lighthouse's best practices). Without
 * eval zod takes the same interpreted path it took anyway, minus the probe.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` (one object shared by every copy of zod on a page; it is
 * what `z.config()` writes). Setting `jitless` there, instead of calling `z.config`, keeps zod itself out of the first
 * page's JavaScript (design.md §10 budget); `zod-config.test.ts` checks that zod reads it.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
