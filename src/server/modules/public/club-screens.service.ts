/**
 * 'Pantallas del club' (decision record 038): the screens an administrator paired with a secret address
 * /tv/{token}, which shows every tournament of the day whether its public link is on or off. Only administrators
 * list, pair, rename, renew (the old address stops working at once) or remove them; the token is made and stored
 * as the public links' are (144 random bits, base64url).
 */
import QRCode from 'qrcode';
import {
  SCREEN_MESSAGES as M,
  type TClubScreen,
  type TClubScreenRequest,
  type TClubScreens,
} from '@/shared/schemas/public';
import type { AppDeps } from '@/server/context';
import type { Actor } from '@/server/lib/actor';
import { requireAdmin } from '@/server/lib/access';
import { notFound } from '@/server/lib/app-error';
import {
  deleteScreen,
  findScreenByToken,
  findScreens,
  insertScreen,
  updateScreen,
  type ClubScreenRow,
} from './club-screens.repository';
import { isTokenShaped, newToken } from './public-links.service';

export type ScreenDeps = Pick<AppDeps, 'db' | 'config' | 'logger'>;

async function toScreen(deps: ScreenDeps, row: ClubScreenRow): Promise<TClubScreen> {
  const url = `${deps.config.baseUrl}/tv/${row.token}`;
  return {
    id: row.id,
    nombre: row.nombre,
    url,
    qr_svg: await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    created_at: row.created_at.toISOString(),
  };
}

export async function listScreens(deps: ScreenDeps, actor: Actor | null): Promise<TClubScreens> {
  requireAdmin(actor);
  const rows = await findScreens(deps.db);
  return {
    tv_url: `${deps.config.baseUrl}/tv`,
    pantallas: await Promise.all(rows.map((r) => toScreen(deps, r))),
  };
}

/** 'Emparejar pantalla': a new screen with its own secret address. */
export async function createScreen(
  deps: ScreenDeps,
  actor: Actor | null,
  input: TClubScreenRequest,
): Promise<TClubScreen> {
  const admin = requireAdmin(actor);
  const row = await insertScreen(deps.db, { nombre: input.nombre, token: newToken() });
  deps.logger.info({ actor: admin.userId, screen: row.id }, 'club screen paired');
  return toScreen(deps, row);
}

export async function renameScreen(
  deps: ScreenDeps,
  actor: Actor | null,
  id: string,
  input: TClubScreenRequest,
): Promise<TClubScreen> {
  const admin = requireAdmin(actor);
  const row = await updateScreen(deps.db, id, { nombre: input.nombre });
  if (!row) throw notFound(M.notFound);
  deps.logger.info({ actor: admin.userId, screen: id }, 'club screen renamed');
  return toScreen(deps, row);
}

/** 'Renovar dirección': a new secret; the old address is a 404 from now on. */
export async function renewScreen(deps: ScreenDeps, actor: Actor | null, id: string): Promise<TClubScreen> {
  const admin = requireAdmin(actor);
  const row = await updateScreen(deps.db, id, { token: newToken() });
  if (!row) throw notFound(M.notFound);
  deps.logger.info({ actor: admin.userId, screen: id }, 'club screen address renewed');
  return toScreen(deps, row);
}

/** 'Quitar': the screen is unpaired, its address a 404. */
export async function removeScreen(deps: ScreenDeps, actor: Actor | null, id: string): Promise<void> {
  const admin = requireAdmin(actor);
  if (!(await deleteScreen(deps.db, id))) throw notFound(M.notFound);
  deps.logger.info({ actor: admin.userId, screen: id }, 'club screen removed');
}

/** Whether a secret address is a paired screen's (anything not shaped like a token is not looked up). */
export async function isPairedScreen(deps: Pick<AppDeps, 'db'>, token: string): Promise<boolean> {
  return isTokenShaped(token) && Boolean(await findScreenByToken(deps.db, token));
}
