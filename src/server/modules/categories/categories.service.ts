/**
 * A tournament's 'Categorías' (decision record 041): the administrators set them whole; whoever may see the
 * tournament's standings reads them with each category's sides, decided here from facts the page never receives
 * (birth dates). The lists and prizes are ranked by the rules engine (`categoryStandings`) on the page, live.
 */
import { categoryMembership, categoryParticipants, type StandingsInputs } from '@/shared/domain';
import {
  CATEGORY_MESSAGES as M,
  type TCategoriesConfig,
  type TTournamentCategories,
} from '@/shared/schemas/categories';
import { ZUuid } from '@/shared/schemas/common';
import type { AppDeps } from '@/server/context';
import type { DbOrTx } from '@/server/db/client';
import type { Actor } from '@/server/lib/actor';
import { notFound } from '@/server/lib/app-error';
import { clubNow } from '@/server/lib/clock';
import { publishCategories } from '@/server/modules/live/topics';
import { findStandingsTournament } from '@/server/modules/standings/standings.service';
import { loadTournamentCards } from '@/server/modules/scores/queries';
import { isTournamentVisible } from '@/server/modules/tournaments/tournaments.access';
import {
  findCategoriesConfig,
  findCategoryFacts,
  findTournamentForCategories,
  upsertCategoriesConfig,
} from './categories.repository';

export type CategoriesDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const isUuid = (id: string) => ZUuid.safeParse(id).success;

/** GET /api/admin/tournaments/:id/categories — the configuration (none: no categories). */
export async function findAdminCategories(db: DbOrTx, torneoId: string): Promise<TCategoriesConfig> {
  if (!(await findTournamentForCategories(db, torneoId))) throw notFound(M.notFound);
  return findCategoriesConfig(db, torneoId);
}

/**
 * PUT /api/admin/tournaments/:id/categories — replaces the configuration (already parsed by its schema); once
 * committed, the tournament's standings screens hear 'categories' and ask for them again.
 */
export async function saveCategories(
  deps: Pick<AppDeps, 'db' | 'live'>,
  torneoId: string,
  config: TCategoriesConfig,
): Promise<TCategoriesConfig> {
  await deps.db.transaction(async (tx) => {
    if (!(await findTournamentForCategories(tx, torneoId, true))) throw notFound(M.notFound);
    await upsertCategoriesConfig(tx, torneoId, config);
  });
  publishCategories(deps.live, torneoId);
  return config;
}

/** GET /api/tournaments/:id/categories — for whoever may see the tournament: the configuration and its sides. */
export async function findTournamentCategories(
  deps: CategoriesDeps,
  actor: Actor,
  torneoId: string,
): Promise<TTournamentCategories> {
  if (!isUuid(torneoId) || !(await isTournamentVisible(deps.db, actor, torneoId))) throw notFound(M.notFound);
  const config = await findCategoriesConfig(deps.db, torneoId);
  if (config.categorias.length === 0) return { torneo_id: torneoId, config, miembros: [] };
  const { today } = clubNow(deps.clock(), deps.config.TZ);
  const torneo = await findStandingsTournament(deps.db, torneoId, today);
  const [cards, facts] = await Promise.all([
    loadTournamentCards(deps.db, { torneoId }),
    findCategoryFacts(deps.db, torneoId),
  ]);
  const miembros = categoryMembership(config, { torneo, ...cards }, facts, torneo.fecha_juego);
  return { torneo_id: torneoId, config, miembros };
}

/**
 * A tournament's categories for its public link (decision record 038): the configuration and each category's
 * sides, decided here from the given standings inputs (with the real names: 'Por mitades' breaks ties by name) and
 * facts the snapshot never carries (birth dates, sex); null when the tournament has none.
 */
export async function findCategoriesOfInputs(
  db: DbOrTx,
  torneoId: string,
  inputs: StandingsInputs & { torneo: { fecha_juego: string } },
): Promise<Omit<TTournamentCategories, 'torneo_id'> | null> {
  const config = await findCategoriesConfig(db, torneoId);
  if (config.categorias.length === 0) return null;
  const facts = await findCategoryFacts(db, torneoId);
  return { config, miembros: categoryMembership(config, inputs, facts, inputs.torneo.fecha_juego) };
}

/**
 * The league standings by category (decision record 041, addendum): each category of a tournament with the league
 * players placed in it (a profile's id, or a guest's participante_id, as the league keys its players); none when
 * the tournament has no categories.
 */
export async function findCategoryPlayers(
  db: DbOrTx,
  torneoId: string,
  today: string,
): Promise<{ nombre: string; jugadores: string[] }[]> {
  const config = await findCategoriesConfig(db, torneoId);
  if (config.categorias.length === 0) return [];
  const torneo = await findStandingsTournament(db, torneoId, today);
  const [cards, facts] = await Promise.all([
    loadTournamentCards(db, { torneoId }),
    findCategoryFacts(db, torneoId),
  ]);
  const inputs = { torneo, ...cards };
  const participants = categoryParticipants(
    inputs,
    categoryMembership(config, inputs, facts, torneo.fecha_juego),
  );
  const keyOf = new Map(cards.participantes.map((p) => [p.id, p.jugador_id ?? p.id]));
  return config.categorias.map((c, i) => ({
    nombre: c.nombre,
    jugadores: (participants[i] ?? []).map((id) => keyOf.get(id) ?? id),
  }));
}
