/**
 * The 'Enlace público' of a tournament or league (decision record 038), for administrators: read, turn on
 * (a secret token is made), off (the token is dropped: the old address is a 404), renew (a new token), options.
 */
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import {
  PUBLIC_MESSAGES as M,
  type TPublicLinkSettings,
  type TPublicLinkUpdate,
} from '@/shared/schemas/public';
import type { PublicNameMode } from '@/shared/public-names';
import type { DbOrTx } from '@/server/db/client';
import { conflict, notFound } from '@/server/lib/app-error';
import { findLinkOfTarget, insertLink, renewLinkToken, targetExists, updateLink } from './public.repository';

export type LinkTarget = { kind: 'torneo'; id: string } | { kind: 'liga'; id: string };

const TARGET_NOT_FOUND = { torneo: 'Torneo no encontrado', liga: 'Liga no encontrada' } as const;

/** A token: 24 characters of base64url (144 random bits). */
export const newToken = () => randomBytes(18).toString('base64url');
/** Only something shaped like a token is looked up. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{16,64}$/.test(token);

async function requireTarget(db: DbOrTx, target: LinkTarget) {
  if (!(await targetExists(db, target))) throw notFound(TARGET_NOT_FOUND[target.kind]);
}

/** Where the links' addresses start, and the sites that may frame the embeds (EMBED_ORIGINS). */
export interface LinkSite {
  baseUrl: string;
  embedOrigins: string[];
}

async function toSettings(
  site: LinkSite,
  target: LinkTarget,
  row: { token: string | null; nombres: string; ocultar_clasificacion: boolean } | undefined,
): Promise<TPublicLinkSettings> {
  const url = row?.token ? `${site.baseUrl}/publico/${row.token}` : null;
  const embedPath = target.kind === 'torneo' ? 'torneos' : 'ligas';
  return {
    activo: Boolean(row?.token),
    token: row?.token ?? null,
    url,
    qr_svg: url ? await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) : null,
    embed_url: row?.token ? `${site.baseUrl}/embed/${embedPath}/${target.id}` : null,
    embed_origenes: site.embedOrigins,
    nombres: (row?.nombres ?? 'inicial') as PublicNameMode,
    ocultar_clasificacion: row?.ocultar_clasificacion ?? false,
  };
}

export async function findLinkSettings(
  db: DbOrTx,
  site: LinkSite,
  target: LinkTarget,
): Promise<TPublicLinkSettings> {
  await requireTarget(db, target);
  return toSettings(site, target, await findLinkOfTarget(db, target));
}

/** On keeps the token it has (or makes one), off drops it; the options are kept either way. */
export async function updateLinkSettings(
  db: DbOrTx,
  site: LinkSite,
  target: LinkTarget,
  input: TPublicLinkUpdate,
): Promise<TPublicLinkSettings> {
  await requireTarget(db, target);
  const current = await findLinkOfTarget(db, target);
  const token = input.activo ? (current?.token ?? newToken()) : null;
  const values = {
    token,
    nombres: input.nombres,
    ocultar_clasificacion: input.ocultar_clasificacion,
    updated_at: new Date(),
  };
  const row = current ? await updateLink(db, current.id, values) : await insertLink(db, target, values);
  return toSettings(site, target, row);
}

/** A new token for a link that is on: the old address stops working at once. */
export async function renewLink(
  db: DbOrTx,
  site: LinkSite,
  target: LinkTarget,
): Promise<TPublicLinkSettings> {
  await requireTarget(db, target);
  const row = await renewLinkToken(db, target, newToken());
  if (!row) throw conflict(M.linkOff);
  return toSettings(site, target, row);
}
