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
}
const cache = new WeakMap<Deps['db'], Cached>();

/** The stored row (null before the first save), cached until a save on any instance. */
export function clubSettingsRow(deps: Deps): Promise<ClubSettingsRow | null> {
  let hit = cache.get(deps.db);
  if (!hit) {
    const row = findSettings(deps.db);
    hit = { row };
    cache.set(deps.db, hit);
    // A failed read is not kept: the next caller reads again.
    row.catch(() => {
      if (cache.get(deps.db) === hit) cache.delete(deps.db);
    });
  }
  return hit.row;
}

/** THE club name the server prints (PDFs, e-mails, public pages, first paint): the stored one, else CLUB_NAME. */
export async function clubName(deps: Deps): Promise<string> {
  return (await clubSettingsRow(deps))?.nombre ?? deps.config.CLUB_NAME;
}

/** The club's logo URL: the uploaded one, else the bundled logo. */
export async function clubLogoUrl(deps: Deps): Promise<string> {
  return (await clubSettingsRow(deps))?.logo_url ?? DEFAULT_LOGO_URL;
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
