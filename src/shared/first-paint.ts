/**
 * The static first paint of '/' (design.md §10): index.html carries the logged-out home's markup in
 * `<template id="first-paint">`, inert; for a visitor without a session cookie the server serves it visible, over
 * the app, so the page paints before any JavaScript runs. main.tsx removes it once React shows a page that is not
 * a loading screen. web/app/first-paint.test.tsx keeps the markup equal to what React renders (LoggedOutHome).
 */
import { authPathFor } from './redirect-target';

/** Stands for the club's name in the template; the server writes the configured name (escaped) in its place. */
export const FIRST_PAINT_CLUB_NAME = '{{clubName}}';

/** The bundled logo the template is rendered with; the server writes the club's uploaded one in its place. */
export const FIRST_PAINT_LOGO = '/logo.svg';

const TEMPLATE = /<template id="first-paint">([\s\S]*?)<\/template>\s*/;

/** The logged-out home's markup inside index.html's template, or null when the page has none. */
export function firstPaintMarkup(indexHtml: string): string | null {
  return TEMPLATE.exec(indexHtml)?.[1] ?? null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * index.html as a visitor without a session gets it: the first paint visible (fixed over the app, which renders
 * underneath) with the club's name and logo (decision record 044), the template gone. The page unchanged when it has no template. `target`: the
 * home's own `?destino=`, kept by its 'Acceso / Registro' link as LoggedOutHome keeps it (only a safe one).
 */
export function withFirstPaint(
  indexHtml: string,
  clubName: string,
  target?: string | null,
  logoUrl: string = FIRST_PAINT_LOGO,
): string {
  const markup = firstPaintMarkup(indexHtml);
  if (markup === null) return indexHtml;
  const visible = markup
    .split(FIRST_PAINT_CLUB_NAME)
    .join(escapeHtml(clubName))
    .split(`"${FIRST_PAINT_LOGO}"`)
    .join(`"${escapeHtml(logoUrl)}"`)
    .replace('href="/auth"', () => `href="${escapeHtml(authPathFor(target))}"`);
  return withFirstPaintMarkup(indexHtml, visible, [], 'interaction');
}

const ENTRY_SCRIPT = /<script type="module"[^>]* src="([^"]+)"><\/script>/;

/**
 * When a painted page loads the app (public/first-paint.js). 'painted': once the first frame is on screen (a page
 * whose content is the app's, as /torneos's list). 'interaction': when the visitor first touches, clicks, types,
 * scrolls or moves a pointer on the page — the visitor's home is complete as painted (its one way in is a plain
 * link, followed without the app), so a visitor who only looks costs the phone no download and no main thread.
 */
export type FirstPaintStart = 'painted' | 'interaction';

/**
 * index.html with `markup` shown over the app (fixed, above it) until main.tsx removes it; the template gone. The
 * page paints first and loads the app after (public/first-paint.js, when `start` says): its entry and `modules`
 * (the page's code) are asked for then, so the first paint shares the connection with nothing but the HTML and the
 * style sheet, and the app's JavaScript does not take the main thread before it.
 */
export function withFirstPaintMarkup(
  indexHtml: string,
  markup: string,
  modules: readonly string[] = [],
  start: FirstPaintStart = 'painted',
): string {
  const attribute =
    (modules.length > 0 ? ` data-modules="${modules.join(' ')}"` : '') +
    (start === 'interaction' ? ' data-start="interaction"' : '');
  return indexHtml
    .replace(
      ENTRY_SCRIPT,
      (_all, src: string) => `<script src="/first-paint.js" data-entry="${src}"${attribute} defer></script>`,
    )
    .replace(TEMPLATE, '')
    .replace(
      '<div id="root">',
      () => `<div id="first-paint" class="fixed inset-0 z-40 overflow-auto">${markup}</div><div id="root">`,
    );
}

/**
 * The first answers of a page (design.md §10, the phone's first paint): for a visitor without a session cookie,
 * the server puts in the HTML of the pages below the answers of the GETs they ask for at start, as the API gives
 * them to that request (`<script type="application/json" id="first-answers">`, keyed by path), and preloads the
 * page's code (its route's lazy imports, resolved through the web build's manifest). The app's API client answers
 * each of those GETs once from the page instead of the network (web/lib/api-client.ts); the answers are parsed by
 * the same code and schemas as the network's. Nothing private is ever in it: a request with a session cookie gets
 * the plain page.
 */
export const FIRST_ANSWERS_ID = 'first-answers';

export interface FirstAnswersPage {
  /** GET paths asked for at start by the page for a visitor. */
  answers: readonly string[];
  /** The page's code: sources under src/web as the build's manifest names them (its route's lazy imports). */
  modules: readonly string[];
  /**
   * The page painted by the server from those answers: a module of dist/web-render (scripts/build-web-render.mjs)
   * whose `renderFirstPaint(answers)` gives its markup, or null when it cannot.
   */
  render?: string;
}

/** What a first paint module of dist/web-render exports. */
export interface FirstPaintRenderer {
  renderFirstPaint(answers: Readonly<Record<string, unknown>>): string | null;
}

export const FIRST_ANSWER_PAGES: Readonly<Record<string, FirstAnswersPage>> = {
  // app/routes/tournaments.tsx: the session and the list (its loader), beside the page's code.
  '/torneos': {
    answers: ['/api/me', '/api/tournaments'],
    modules: [
      'features/tournaments/pages/torneos-page.tsx',
      'features/leagues/components/active-leagues.tsx',
    ],
    render: 'first-paint-torneos.mjs',
  },
};

/** JSON that can sit inside a script element: no '<', so neither '</script>' nor '<!--' can end or change it. */
export const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html with a page's first answers (read back with `JSON.parse` of the element's text) and its code preloaded
 * (at low priority, like the entry script: nothing here blocks the loading screen's paint).
 */
export function withFirstAnswers(
  indexHtml: string,
  answers: Readonly<Record<string, unknown>>,
  modulePreloads: readonly string[],
): string {
  const links = modulePreloads
    .map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`)
    .join('');
  const script = `<script type="application/json" id="${FIRST_ANSWERS_ID}">${jsonInScript(answers)}</script>`;
  return indexHtml.replace('</head>', () => `${links}</head>`).replace('</body>', () => `${script}</body>`);
}

/** An entry of the web build's manifest (Vite's `build.manifest`). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The files a page's modules load, each once, with what they import statically (the entry chunk left out). */
export function modulePreloads(
  manifest: Readonly<Record<string, ManifestChunk>>,
  modules: readonly string[],
) {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  return files;
}
