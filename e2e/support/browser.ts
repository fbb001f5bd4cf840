/** A real Chromium (Debian's) driven by playwright-core, with a fresh profile per launch. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PHONE = { width: 360, height: 760 };
export const DESKTOP = { width: 1280, height: 860 };
export type Viewport = { width: number; height: number };
/** Where screenshots go: e2e/screenshots, or the folder E2E_SCREENSHOTS names (a run kept apart). */
const SHOTS = path.resolve(process.env.E2E_SCREENSHOTS ?? 'e2e/screenshots');

/** How every test and benchmark starts Debian's Chromium. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--lang=es-ES',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

export async function newPage(
  browser: Browser,
  viewport = PHONE,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Screenshots for people to look at (e2e/screenshots, not committed). */
export async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Full-page screenshot from the top (a scrolled page would draw its sticky header halfway down). */
export async function shootTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, name);
}

/** How shootBoth takes its two pictures. */
export interface ShootBothOptions {
  /** The two sizes (PHONE and DESKTOP unless given). */
  sizes?: { phone: Viewport; desktop: Viewport };
  /**
   * Only this part of the page (a card of a long page), cut from the whole page drawn from its top: a page
   * scrolled to it would draw its sticky header over it.
   */
  section?: Locator;
  /** Runs after each resize, before the picture (to scroll a dialog's field into view). */
  prepare?: () => Promise<void>;
}

/** The screen at phone (360 px) and desktop widths, `${name}-phone` and `${name}-desktop`; the page's size kept. */
export async function shootBoth(page: Page, name: string, options: ShootBothOptions = {}): Promise<void> {
  const { sizes = { phone: PHONE, desktop: DESKTOP }, section, prepare } = options;
  const size = page.viewportSize() ?? DESKTOP;
  for (const [suffix, viewport] of [
    ['phone', sizes.phone],
    ['desktop', sizes.desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    await prepare?.();
    if (!section) {
      await shoot(page, `${name}-${suffix}`);
      continue;
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await section.boundingBox();
    if (!box) throw new Error(`${name}: the section is not on the page`);
    // A margin of 8 px around it, within the page's width.
    const x = Math.max(0, box.x - 8);
    const clip = {
      x,
      y: Math.max(0, box.y - 8),
      width: Math.min(viewport.width - x, box.width + 16),
      height: box.height + 16,
    };
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${suffix}.png`), fullPage: true, clip });
  }
  await page.setViewportSize(size);
}

export function tmpDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}
