/**
 * What a visitor reads through a public link (design.md §17, decision record 038): one
 * snapshot per tournament or league, built once per change — a change on its live topic marks it stale, and a
 * stale snapshot is built again at most once a second — serialised once, and sent as the same bytes with the same
 * ETag to every viewer. Built from the standings service's inputs (the browser ranks them like the members' page),
 * with names as the link chose and no e-mail, phone, birth date, profile id or picture. A match-play tournament's
 * snapshot also carries its matches and draw, computed from the same names; a stroke tournament's, its categories
 * (each category's sides, decided here without sending birth dates or sex). Special prizes carry their winners' names
 * by the same rule.
 */
import { createHash } from 'node:crypto';
import { initialsOf, PUBLIC_NAME_MODES, publicName, type PublicNameMode } from '@/shared/public-names';
import type { TPublicLeague, TPublicTournament } from '@/shared/schemas/public';
import type { AppDeps } from '@/server/context';
import type { Actor } from '@/server/lib/actor';
import { clubNow } from '@/server/lib/clock';
import { findCategoriesOfInputs } from '@/server/modules/categories/categories.service';
import { findLeagueStandings } from '@/server/modules/leagues/league-standings.service';
import { leagueTopic, tournamentTopic } from '@/server/modules/live/topics';
import { loadMatchContext, tournamentMatches } from '@/server/modules/matches/matches.view';
import { findPrizes } from '@/server/modules/prizes/prizes.repository';
import { findTournamentStandingsInputs } from '@/server/modules/standings/standings.service';
import { isTokenShaped } from './public-links.service';
import {
  findLinkRow,
  findPrivacy,
  findProgress,
  findStartSheet,
  findTournamentLinkOptions,
} from './public.repository';
import { ALL_KEYS, createSnapshotVersions, type SnapshotVersions } from './snapshot-versions';

export type SnapshotDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'live' | 'logger'> &
  Partial<Pick<AppDeps, 'database' | 'shutdownSignal'>>;

/** The reader of a public link: it sees what the link opens, never more (the snapshot leaves private fields out). */
const LINK_READER: Actor = {
  userId: 'enlace-publico',
  email: '',
  name: '',
  emailVerified: false,
  profileId: null,
  isAdmin: true,
};

/** A stale snapshot is built again at most this often while strokes arrive. */
export const SNAPSHOT_MIN_INTERVAL_MS = 1_000;
/** Changes no topic reports (an entry, a new day) show after this long at most. */
export const SNAPSHOT_MAX_AGE_MS = 30_000;

export interface PublicLink {
  token: string;
  torneo_id: string | null;
  liga_id: string | null;
  nombres: PublicNameMode;
  ocultar_clasificacion: boolean;
}

/** The link of a token when it is on and what it opens is active; null otherwise (a visitor's 404). */
export async function findPublicLink(db: SnapshotDeps['db'], token: string): Promise<PublicLink | null> {
  if (!isTokenShaped(token)) return null;
  return linkOfRow(await findLinkRow(db, { token }));
}

/**
 * The link of a tournament or league (the embeds and the public JSON API open them by id) when it is on and what
 * it opens is active; null otherwise.
 */
export async function findPublicLinkOf(
  db: SnapshotDeps['db'],
  target: { torneo_id: string } | { liga_id: string },
): Promise<PublicLink | null> {
  return linkOfRow(await findLinkRow(db, target));
}

/**
 * What a paired screen reads a tournament through (an active one; null otherwise): its link when it is on — the very
 * snapshot its public page gets —, else the options its link keeps while off (names, 'Ocultar la clasificación'),
 * else the public pages' defaults ('Nombre I.', standings shown). A link that is off lends no token: the snapshot
 * does not carry it.
 */
export async function findScreenLinkOf(db: SnapshotDeps['db'], torneoId: string): Promise<PublicLink | null> {
  const row = await findTournamentLinkOptions(db, torneoId);
  if (!row?.activo) return null;
  const nombres = nameModeOf(row.nombres);
  return {
    token: row.token ?? '',
    torneo_id: torneoId,
    liga_id: null,
    nombres,
    ocultar_clasificacion: row.ocultar_clasificacion ?? false,
  };
}

/** A link's stored name option; anything else (or none) is the public pages' default, 'Nombre I.'. */
function nameModeOf(value: string | null): PublicNameMode {
  return (PUBLIC_NAME_MODES as readonly string[]).includes(value ?? '')
    ? (value as PublicNameMode)
    : 'inicial';
}

function linkOfRow(row: Awaited<ReturnType<typeof findLinkRow>>): PublicLink | null {
  if (!row?.token || !(row.torneo_activo || row.liga_activa)) return null;
  const nombres = nameModeOf(row.nombres);
  return {
    token: row.token,
    torneo_id: row.torneo_id,
    liga_id: row.liga_id,
    nombres,
    ocultar_clasificacion: row.ocultar_clasificacion,
  };
}

async function buildTournament(
  deps: SnapshotDeps,
  link: PublicLink,
  torneoId: string,
): Promise<Omit<TPublicTournament, 'version'>> {
  const { today } = clubNow(deps.clock(), deps.config.TZ);
  const inputs = await findTournamentStandingsInputs(deps, LINK_READER, torneoId);
  const matchCtx = await loadMatchContext(deps.db, torneoId);
  const matchPlay = matchCtx?.format.result === 'partidos' ? matchCtx : null;
  const privacy = await findPrivacy(deps.db, [
    ...new Set(
      [...inputs.participantes, ...(matchPlay?.cards.participantes ?? [])].flatMap((p) =>
        p.jugador_id ? [p.jugador_id] : [],
      ),
    ),
  ]);
  /** A participant's name as the link shows it (the privacy of their profile; a guest has none). */
  const nameOf = (p: { nombre: string; jugador_id: string | null }) => {
    const own = p.jugador_id ? privacy.get(p.jugador_id) : undefined;
    return publicName(
      { nombre: p.nombre, fecha_nacimiento: own?.fecha_nacimiento ?? null, ocultar: own?.ocultar ?? false },
      link.nombres,
      today,
    );
  };
  // The matches are computed from the public names (a side's name, 'Marta G. gana 3/2', 'Marta G. 2 arriba'),
  // for nobody: no permission, no own side.
  const partidos = matchPlay
    ? tournamentMatches(
        {
          ...matchPlay,
          cards: {
            ...matchPlay.cards,
            participantes: matchPlay.cards.participantes.map((p) => ({
              ...p,
              nombre: nameOf(p),
              jugador_id: null,
              profile_image_url: null,
            })),
          },
        },
        null,
      )
    : null;
  const groups = await findStartSheet(deps.db, torneoId);
  const progress = await findProgress(deps.db, torneoId);
  const allValidated = groups.length > 0 && groups.every((g) => g.validada);
  const visible = !link.ocultar_clasificacion || inputs.torneo.finalizado || allValidated;
  // Categories and special prizes are results too: 'Ocultar la clasificación' holds them back with the standings.
  const categorias = visible && !matchPlay ? await findCategoriesOfInputs(deps.db, torneoId, inputs) : null;
  const participantOf = new Map(inputs.participantes.map((p) => [p.id, p]));
  const premios = visible ? await findPrizes(deps.db, torneoId) : [];
  return {
    tipo: 'torneo',
    opciones: { nombres: link.nombres, ocultar_clasificacion: link.ocultar_clasificacion },
    clasificacion_visible: visible,
    standings: {
      ...inputs,
      participantes: inputs.participantes.map((p) => ({
        ...p,
        jugador_id: null,
        profile_image_url: null,
        motivo_estado: null,
        nombre: nameOf(p),
      })),
      resultados: visible ? inputs.resultados : [],
    },
    partidas: groups.map((g) => ({
      ...g,
      hora_salida: g.hora_salida?.slice(0, 5) ?? null,
      validada_at: g.validada_at?.toISOString() ?? null,
    })),
    progreso: progress.map((p) => ({
      participante_id: p.participante_id,
      hoyos: Number(p.hoyos),
      ultimo_at: p.ultimo_at ? new Date(p.ultimo_at).toISOString() : null,
    })),
    partidos,
    categorias,
    // A winner's name follows the link's rule through their participant; one no longer entered, by initials.
    premios_especiales: premios.map((p) => {
      const w = p.ganador;
      const who = w?.participante_id ? participantOf.get(w.participante_id) : undefined;
      return {
        tipo: p.tipo,
        nombre: p.nombre,
        numero_hoyo: p.numero_hoyo,
        ganador: w
          ? { nombre: who ? nameOf(who) : initialsOf(w.nombre), distancia_cm: w.distancia_cm }
          : null,
      };
    }),
  };
}

async function buildLeague(
  deps: SnapshotDeps,
  link: PublicLink,
  ligaId: string,
): Promise<Omit<TPublicLeague, 'version'>> {
  const { today } = clubNow(deps.clock(), deps.config.TZ);
  const standings = await findLeagueStandings(deps.db, LINK_READER, ligaId, today);
  const privacy = await findPrivacy(
    deps.db,
    standings.jugadores.map((j) => j.jugador_id),
  );
  return {
    tipo: 'liga',
    opciones: { nombres: link.nombres, ocultar_clasificacion: link.ocultar_clasificacion },
    standings: {
      ...standings,
      jugadores: standings.jugadores.map((j) => {
        const own = privacy.get(j.jugador_id);
        return {
          ...j,
          profile_image_url: null,
          nombre: publicName(
            {
              nombre: j.nombre,
              fecha_nacimiento: own?.fecha_nacimiento ?? null,
              ocultar: own?.ocultar ?? false,
            },
            link.nombres,
            today,
          ),
        };
      }),
    },
  };
}

/** One built snapshot: its bytes and ETag, sent as they are to every viewer. */
export interface Snapshot {
  body: string;
  etag: string;
  version: string;
  builtAt: number;
}

interface Entry {
  /** The link's token and options the snapshot was built for: another link or option builds it again. */
  linkKey: string;
  snapshot: Snapshot | null;
  stale: boolean;
  building: Promise<Snapshot> | null;
  /** The link it was last read through (what a build ahead of readers builds for). */
  link: PublicLink | null;
  /** A build ahead of readers, at the end of the second after the last build. */
  timer: ReturnType<typeof setTimeout> | null;
}

/** The snapshot key of a live topic (`torneo:<id>` → `t:<id>`, `liga:<id>` → `l:<id>`), null for other topics. */
function keyOfTopic(topic: string): string | null {
  const [, id] = topic.split(':');
  if (!id) return null;
  return topic === tournamentTopic(id) ? `t:${id}` : topic === leagueTopic(id) ? `l:${id}` : null;
}

/**
 * The snapshots of one server process. `get` answers from memory while the snapshot is fresh. Every event published
 * on this instance on a tournament's (or league's) live topic — strokes, validations, an administrator's edit —
 * announces a new version of its snapshot (snapshot-versions.ts): this instance's is marked stale at once, and the
 * other instances get the version (only the key and the version) through PostgreSQL NOTIFY. The next reader of a
 * stale snapshot builds it again (one build at a time, not sooner than SNAPSHOT_MIN_INTERVAL_MS after the last
 * one: in between, readers get the previous bytes).
 */
export function createPublicSnapshots(
  deps: SnapshotDeps,
  now: () => number = Date.now,
  versions: SnapshotVersions = createSnapshotVersions({ pool: deps.database?.pool, logger: deps.logger }),
) {
  const entries = new Map<string, Entry>();
  /** How many snapshots were built (tests and benches read it). */
  const stats = { builds: 0, versions: 0 };

  const offPublish = deps.live.onPublish((event) => {
    const key = keyOfTopic(event.topic);
    if (key) versions.announce(key);
  });
  // A draw deleted, a pairing, a result: what the tournament's standings and matches are computed from changed,
  // even when no live event went out on its topic (a tournament without groups left has no group to tell).
  const offInputs = deps.live.on('standings-inputs-changed', (event) =>
    versions.announce(`t:${event.torneoId}`),
  );
  const offVersions = versions.subscribe((key) => {
    stats.versions += 1;
    if (key === ALL_KEYS) for (const e of entries.values()) markStale(e);
    else {
      const entry = entries.get(key);
      if (entry) markStale(entry);
    }
  });

  /**
   * A new version: the snapshot is stale, and is built again as soon as the once-a-second rule allows, ahead of
   * its readers — a proxy that asks once a second then gets the new bytes without waiting for a build.
   */
  function markStale(entry: Entry) {
    entry.stale = true;
    if (entry.timer || !entry.snapshot || !entry.link) return;
    const delay = Math.max(0, entry.snapshot.builtAt + SNAPSHOT_MIN_INTERVAL_MS - now());
    entry.timer = setTimeout(() => {
      entry.timer = null;
      if (entry.stale && !entry.building && entry.link && entries.get(keyOf(entry.link)) === entry) {
        startBuild(entry, entry.link).catch((err: unknown) =>
          deps.logger.warn({ err }, 'public snapshot build failed'),
        );
      }
    }, delay);
    entry.timer.unref?.();
  }
  deps.shutdownSignal?.addEventListener('abort', () => close(), { once: true });

  function close() {
    offPublish();
    offInputs();
    offVersions();
    versions.close();
    for (const e of entries.values()) if (e.timer) clearTimeout(e.timer);
    entries.clear();
  }

  const keyOf = (link: PublicLink) => (link.torneo_id ? `t:${link.torneo_id}` : `l:${link.liga_id}`);
  const linkKeyOf = (link: PublicLink) => `${link.token} ${link.nombres} ${link.ocultar_clasificacion}`;

  function startBuild(entry: Entry, link: PublicLink): Promise<Snapshot> {
    entry.stale = false;
    entry.linkKey = linkKeyOf(link);
    entry.link = link;
    const building = build(link).then(
      (snapshot) => {
        if (entry.building === building) {
          entry.snapshot = snapshot;
          entry.building = null;
        }
        return snapshot;
      },
      (err: unknown) => {
        if (entry.building === building) {
          entry.building = null;
          entry.stale = true;
        }
        throw err;
      },
    );
    entry.building = building;
    return building;
  }

  async function build(link: PublicLink): Promise<Snapshot> {
    stats.builds += 1;
    const content = link.torneo_id
      ? await buildTournament(deps, link, link.torneo_id)
      : await buildLeague(deps, link, link.liga_id!);
    const json = JSON.stringify(content);
    const version = createHash('sha1').update(json).digest('base64url').slice(0, 16);
    const body = `{"version":${JSON.stringify(version)},${json.slice(1)}`;
    return { body, etag: `"${version}"`, version, builtAt: now() };
  }

  function entryFor(key: string): Entry {
    let entry = entries.get(key);
    if (!entry) {
      entry = { linkKey: '', snapshot: null, stale: true, building: null, link: null, timer: null };
      entries.set(key, entry);
    }
    return entry;
  }

  return {
    stats,
    async get(link: PublicLink): Promise<Snapshot> {
      const entry = entryFor(keyOf(link));
      const linkKey = linkKeyOf(link);
      const at = now();
      const current = entry.linkKey === linkKey ? entry.snapshot : null;
      if (current) {
        const age = at - current.builtAt;
        const fresh = !entry.stale && age < SNAPSHOT_MAX_AGE_MS;
        if (fresh || entry.building || age < SNAPSHOT_MIN_INTERVAL_MS) return current;
      }
      if (entry.building && entry.linkKey === linkKey) return entry.building;
      return startBuild(entry, link);
    },
    /** A link turned off, renewed or changed on this instance: its snapshot goes at once. */
    forget(target: { torneo_id?: string; liga_id?: string }) {
      const key = target.torneo_id ? `t:${target.torneo_id}` : `l:${target.liga_id}`;
      const entry = entries.get(key);
      if (entry?.timer) clearTimeout(entry.timer);
      entries.delete(key);
    },
    /** Announcements so far sent to the other instances (tests). */
    flush: () => versions.flush(),
    close,
  };
}
export type PublicSnapshots = ReturnType<typeof createPublicSnapshots>;
