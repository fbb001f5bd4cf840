/**
 * The 'Enlace público' of a tournament or league (decision record 038), for administrators: read, turn on
 * (a secret token is made), off (the token is dropped: the old address is a 404), renew (a new token), options.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import {
  PUBLIC_MESSAGES as M,
  type TPublicLinkSettings,
  type TPublicLinkUpdate,
} from '@/shared/schemas/public';
import type { PublicNameMode } from '@/shared/public-names';
import type { DbOrTx } from '@/server/db/client';
import { enlacesPublicos, ligas, torneos } from '@/server/db/schema';
import { conflict, notFound } from '@/server/lib/app-error';

export type LinkTarget = { kind: 'torneo'; id: string } | { kind: 'liga'; id: string };

const TARGET_NOT_FOUND = { torneo: 'Torneo no encontrado', liga: 'Liga no encontrada' } as const;

/** A token: 24 characters of base64url (144 random bits). */
export const newToken = () => randomBytes(18).toString('base64url');
/** Only something shaped like a token is looked up. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{16,64}$/.test(token);

const column = (target: LinkTarget) =>
  target.kind === 'torneo' ? enlacesPublicos.torneo_id : enlacesPublicos.liga_id;

async function requireTarget(db: DbOrTx, target: LinkTarget) {
  const [row] =
    target.kind === 'torneo'
      ? await db.select({ id: torneos.id }).from(torneos).where(eq(torneos.id, target.id))
      : await db.select({ id: ligas.id }).from(ligas).where(eq(ligas.id, target.id));
  if (!row) throw notFound(TARGET_NOT_FOUND[target.kind]);
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
  const [row] = await db
    .select()
    .from(enlacesPublicos)
    .where(eq(column(target), target.id));
  return toSettings(site, target, row);
}

/** On keeps the token it has (or makes one), off drops it; the options are kept either way. */
export async function updateLinkSettings(
  db: DbOrTx,
  site: LinkSite,
  target: LinkTarget,
  input: TPublicLinkUpdate,
): Promise<TPublicLinkSettings> {
  await requireTarget(db, target);
  const [current] = await db
    .select()
    .from(enlacesPublicos)
    .where(eq(column(target), target.id));
  const token = input.activo ? (current?.token ?? newToken()) : null;
  const values = {
    token,
    nombres: input.nombres,
    ocultar_clasificacion: input.ocultar_clasificacion,
    updated_at: new Date(),
  };
  const [row] = current
    ? await db.update(enlacesPublicos).set(values).where(eq(enlacesPublicos.id, current.id)).returning()
    : await db
        .insert(enlacesPublicos)
        .values({
          ...values,
          ...(target.kind === 'torneo' ? { torneo_id: target.id } : { liga_id: target.id }),
        })
        .returning();
  return toSettings(site, target, row);
}

/** A new token for a link that is on: the old address stops working at once. */
export async function renewLink(
  db: DbOrTx,
  site: LinkSite,
  target: LinkTarget,
): Promise<TPublicLinkSettings> {
  await requireTarget(db, target);
  const [row] = await db
    .update(enlacesPublicos)
    .set({ token: newToken(), updated_at: new Date() })
    .where(and(eq(column(target), target.id), isNotNull(enlacesPublicos.token)))
    .returning();
  if (!row) throw conflict(M.linkOff);
  return toSettings(site, target, row);
}
