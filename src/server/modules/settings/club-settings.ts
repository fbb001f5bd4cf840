/**
 * The club's settings as the rest of the server reads them (decision record 044): kept in memory, read from the
 * database once and again after every change. A save publishes on {@link SETTINGS_TOPIC}: on PostgreSQL the live
 * bus carries it to every instance, each of which forgets its copy.
 */
import type { AppDeps } from '@/server/context';
import { findSettings, type ClubSettingsRow } from './settings.repository';

export const SETTINGS_TOPIC = 'club:settings';
/** The bundled logo, used while none is uploaded. */
export const DEFAULT_LOGO_URL = '/logo.svg';

type Deps = Pick<AppDeps, 'db' | 'config'>;

interface Cached {
  row: Promise<ClubSettingsRow | null>;
  /** The uploaded logo's PNG, read with the first PDF. */
  png?: Promise<Buffer | null>;
}
const cache = new WeakMap<Deps['db'], Cached>();

function cached(deps: Deps): Cached {
  const hit = cache.get(deps.db);
  if (hit) return hit;
  const row = findSettings(deps.db);
  const entry: Cached = { row };
  cache.set(deps.db, entry);
  // A failed read is not kept: the next caller reads again.
  row.catch(() => {
    if (cache.get(deps.db) === entry) cache.delete(deps.db);
  });
  return entry;
}

/** The stored row (null before the first save), cached until a save on any instance. */
export function clubSettingsRow(deps: Deps): Promise<ClubSettingsRow | null> {
  return cached(deps).row;
}

/** THE club name the server prints (PDFs, e-mails, public pages, first paint): the stored one, else CLUB_NAME. */
export async function clubName(deps: Deps): Promise<string> {
  return (await clubSettingsRow(deps))?.nombre ?? deps.config.CLUB_NAME;
}

/** The club's logo URL: the uploaded one, else the bundled logo. */
export async function clubLogoUrl(deps: Deps): Promise<string> {
  return (await clubSettingsRow(deps))?.logo_url ?? DEFAULT_LOGO_URL;
}

/**
 * The uploaded logo as the PDFs draw it: its PNG's bytes (made from the WebP of a logo uploaded before the PNG
 * existed), null without an uploaded logo — the bundled SVG is never drawn, a paper without a logo is as before.
 * Cached with the row. A logo that cannot be read leaves the paper without it (logged), and is tried again next time.
 */
export async function clubLogoPng(
  deps: Pick<AppDeps, 'db' | 'config' | 'storage' | 'logger'>,
): Promise<Buffer | null> {
  const entry = cached(deps);
  if (!entry.png) {
    const png = entry.row.then((row) => (row?.logo_url ? deps.storage.clubLogoPng() : null));
    entry.png = png;
    png.catch(() => {
      if (entry.png === png) delete entry.png;
    });
  }
  try {
    return await entry.png;
  } catch (err) {
    deps.logger.warn({ err }, 'club logo not readable: paper without it');
    return null;
  }
}

/**
 * The uploaded logo as the e-mails show it: the absolute address of its PNG (mail clients show WebP badly), with
 * the upload's version; null without an uploaded logo (the bundled SVG is not sent).
 */
export async function clubEmailLogoUrl(deps: Deps): Promise<string | null> {
  const url = (await clubSettingsRow(deps))?.logo_url;
  if (!url?.startsWith('/api/files/club/logo.webp')) return null;
  return `${deps.config.baseUrl}${url.replace('/logo.webp', '/logo.png')}`;
}

/** Once per server (the settings routes do it): a save on any instance makes this one read the row again. */
export function listenForSettingsChanges(deps: Pick<AppDeps, 'db' | 'live'>): void {
  deps.live.subscribe(SETTINGS_TOPIC, () => cache.delete(deps.db));
}

/** After a save: this instance forgets at once, the others when the bus delivers the event. */
export function settingsChanged(deps: Pick<AppDeps, 'db' | 'live'>): void {
  cache.delete(deps.db);
  deps.live.publish({ topic: SETTINGS_TOPIC, type: 'settings' });
}
