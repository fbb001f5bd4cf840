/**
 * The static first paint of '/' (design.md §10): index.html carries the logged-out home's markup in
 * `<template id="first-paint">`, inert; for a visitor without a session cookie the server serves it visible, over
 * the app, so the page paints before any JavaScript runs. main.tsx removes it once React shows a page that is not
 * a loading screen. web/app/first-paint.test.tsx keeps the markup equal to what React renders (LoggedOutHome).
 */

/** Stands for the club's name in the template; the server writes the configured name (escaped) in its place. */
export const FIRST_PAINT_CLUB_NAME = '{{clubName}}';

const TEMPLATE = /<template id="first-paint">([\s\S]*?)<\/template>\s*/;

/** The logged-out home's markup inside index.html's template, or null when the page has none. */
export function firstPaintMarkup(indexHtml: string): string | null {
  return TEMPLATE.exec(indexHtml)?.[1] ?? null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * index.html as a visitor without a session gets it: the first paint visible (fixed over the app, which renders
 * underneath) with the club's name, the template gone. The page unchanged when it has no template.
 */
export function withFirstPaint(indexHtml: string, clubName: string): string {
  const markup = firstPaintMarkup(indexHtml);
  if (markup === null) return indexHtml;
  const visible = markup.split(FIRST_PAINT_CLUB_NAME).join(escapeHtml(clubName));
  return indexHtml
    .replace(TEMPLATE, '')
    .replace(
      '<div id="root">',
      () => `<div id="first-paint" class="fixed inset-0 z-40 overflow-auto">${visible}</div><div id="root">`,
    );
}
