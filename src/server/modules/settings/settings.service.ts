/** 'Ajustes de la peña' (decision record 044): the administrators read and change the club's settings. */
import { NO_CATEGORIES, ZCategoriesConfig, type TCategoriesConfig } from '@/shared/schemas/categories';
import { ZPrizeDefinition, type TPrizeDefinition } from '@/shared/schemas/prizes';
import type { TClubSettings, TClubSettingsValues } from '@/shared/schemas/settings';
import type { AppDeps } from '@/server/context';
import type { Actor } from '@/server/lib/actor';
import { requireAdmin } from '@/server/lib/access';
import { clubSettingsRow, settingsChanged } from './club-settings';
import { upsertSettings, type ClubSettingsRow } from './settings.repository';

function toDto(deps: AppDeps, row: ClubSettingsRow | null): TClubSettings {
  return {
    nombre: row?.nombre ?? null,
    nombre_efectivo: row?.nombre ?? deps.config.CLUB_NAME,
    logo_url: row?.logo_url ?? null,
    metodo_desempate: row?.metodo_desempate ?? null,
    reductor_handicap: row?.reductor_handicap ?? null,
    cierre_dias_antes: row?.cierre_dias_antes ?? null,
    cierre_hora: row?.cierre_hora ?? null,
    categorias: row?.categorias ? ZCategoriesConfig.parse(row.categorias) : NO_CATEGORIES,
    premios_especiales: ZPrizeDefinition.array().parse(row?.premios_especiales ?? []),
  };
}

export async function getSettings(deps: AppDeps, actor: Actor | null): Promise<TClubSettings> {
  requireAdmin(actor);
  return toDto(deps, await clubSettingsRow(deps));
}

export async function updateSettings(
  deps: AppDeps,
  actor: Actor | null,
  input: TClubSettingsValues,
): Promise<TClubSettings> {
  requireAdmin(actor);
  const row = await upsertSettings(deps.db, input);
  settingsChanged(deps);
  deps.logger.info({ actor: actor?.userId }, 'club settings changed');
  return toDto(deps, row);
}

/** Stores an uploaded logo (any administrator; the image is checked and resized by the storage). */
export async function setClubLogo(
  deps: AppDeps,
  actor: Actor | null,
  bytes: Uint8Array,
): Promise<TClubSettings> {
  requireAdmin(actor);
  const url = await deps.storage.saveClubLogo(bytes);
  const row = await upsertSettings(deps.db, { logo_url: url });
  settingsChanged(deps);
  return toDto(deps, row);
}

/** Back to the bundled logo; the uploaded logo's files are deleted. */
export async function removeClubLogo(deps: AppDeps, actor: Actor | null): Promise<TClubSettings> {
  requireAdmin(actor);
  const row = await upsertSettings(deps.db, { logo_url: null });
  settingsChanged(deps);
  await deps.storage.removeClubLogo();
  return toDto(deps, row);
}

/** The 'Categorías' every new tournament starts with; an empty list: none. */
export async function updateDefaultCategories(
  deps: AppDeps,
  actor: Actor | null,
  input: TCategoriesConfig,
): Promise<TClubSettings> {
  requireAdmin(actor);
  const row = await upsertSettings(deps.db, { categorias: input.categorias.length > 0 ? input : null });
  settingsChanged(deps);
  deps.logger.info(
    { actor: actor?.userId, categories: input.categorias.length },
    'default categories changed',
  );
  return toDto(deps, row);
}

/** The special prizes every new tournament starts with; an empty list: none. */
export async function updateDefaultPrizes(
  deps: AppDeps,
  actor: Actor | null,
  premios: TPrizeDefinition[],
): Promise<TClubSettings> {
  requireAdmin(actor);
  const row = await upsertSettings(deps.db, { premios_especiales: premios.length > 0 ? premios : null });
  settingsChanged(deps);
  deps.logger.info({ actor: actor?.userId, prizes: premios.length }, 'default special prizes changed');
  return toDto(deps, row);
}
