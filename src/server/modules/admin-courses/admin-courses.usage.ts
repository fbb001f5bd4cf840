/**
 * What uses a course or a tee (T§2 /admin/campos): tournaments (torneos.campo_id, torneos_salidas) and personal
 * games (partidas.campo_id; they play the course's first tee). A course or tee in use cannot be deleted; the
 * Spanish message names what uses it.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { partidas, torneos, torneosSalidas } from '@/server/db/schema';
import { spanish } from '@/server/db/collation';

export interface Usage {
  /** Names of the tournaments that use it, newest first. */
  torneos: string[];
  /** Personal games that use it. */
  partidas: number;
}

const EMPTY: Usage = { torneos: [], partidas: 0 };
const MAX_NAMES = 3;

/** «A», «B» y «C» — at most three names, then '(y N más)'. */
function quoteNames(names: string[]): string {
  const shown = names.slice(0, MAX_NAMES).map((n) => `«${n}»`);
  const rest = names.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} (y ${rest} más)`;
  if (shown.length === 1) return shown[0]!;
  return `${shown.slice(0, -1).join(', ')} y ${shown.at(-1)!}`;
}

function usersOf(usage: Usage): { text: string; plural: boolean } | null {
  const parts: string[] = [];
  if (usage.torneos.length === 1) parts.push(`el torneo ${quoteNames(usage.torneos)}`);
  if (usage.torneos.length > 1) parts.push(`los torneos ${quoteNames(usage.torneos)}`);
  if (usage.partidas === 1) parts.push('1 partida personal');
  if (usage.partidas > 1) parts.push(`${usage.partidas} partidas personales`);
  if (parts.length === 0) return null;
  return { text: parts.join(' y '), plural: usage.torneos.length + usage.partidas > 1 };
}

/** 'No se puede eliminar el campo «X»: lo usan el torneo «A» y 2 partidas personales', or null. */
export function courseBlockMessage(nombre: string, usage: Usage): string | null {
  const users = usersOf(usage);
  if (!users) return null;
  return `No se puede eliminar el campo «${nombre}»: lo ${users.plural ? 'usan' : 'usa'} ${users.text}`;
}

/** 'No se puede eliminar la salida «X»: la usa el torneo «A»', or null. */
export function teeBlockMessage(nombre: string, usage: Usage): string | null {
  const users = usersOf(usage);
  if (!users) return null;
  return `No se puede eliminar la salida «${nombre}»: la ${users.plural ? 'usan' : 'usa'} ${users.text}`;
}

function push(map: Map<string, Usage>, key: string, change: (u: Usage) => Usage) {
  map.set(key, change(map.get(key) ?? EMPTY));
}

/** Usage of each course: tournaments played on it and personal games. */
export async function courseUsage(db: DbOrTx, campoIds: string[]): Promise<Map<string, Usage>> {
  const result = new Map<string, Usage>();
  if (campoIds.length === 0) return result;
  const tournaments = await db
    .select({ campo_id: torneos.campo_id, nombre: torneos.nombre })
    .from(torneos)
    .where(inArray(torneos.campo_id, campoIds))
    .orderBy(desc(torneos.fecha_juego), spanish(torneos.nombre));
  for (const t of tournaments) push(result, t.campo_id, (u) => ({ ...u, torneos: [...u.torneos, t.nombre] }));
  const games = await db
    .select({ campo_id: partidas.campo_id, n: count() })
    .from(partidas)
    .where(and(eq(partidas.es_partida_personal, true), inArray(partidas.campo_id, campoIds)))
    .groupBy(partidas.campo_id);
  for (const g of games) if (g.campo_id) push(result, g.campo_id, (u) => ({ ...u, partidas: Number(g.n) }));
  return result;
}

/**
 * Usage of each tee: tournaments that assigned it to a sex (torneos_salidas) and, for the first tee of a course,
 * the course's personal games (they play that tee).
 */
export async function teeUsage(
  db: DbOrTx,
  tees: { id: string; campo_id: string; isFirst: boolean }[],
  courses: Map<string, Usage>,
): Promise<Map<string, Usage>> {
  const result = new Map<string, Usage>();
  if (tees.length === 0) return result;
  const rows = await db
    .selectDistinct({
      tipo_salida_id: torneosSalidas.tipo_salida_id,
      nombre: torneos.nombre,
      fecha: torneos.fecha_juego,
      // SELECT DISTINCT: PostgreSQL wants ORDER BY expressions in the select list, so the collated name is here.
      orden: spanish(torneos.nombre).as('orden'),
    })
    .from(torneosSalidas)
    .innerJoin(torneos, eq(torneos.id, torneosSalidas.torneo_id))
    .where(
      inArray(
        torneosSalidas.tipo_salida_id,
        tees.map((t) => t.id),
      ),
    )
    .orderBy(desc(torneos.fecha_juego), sql`orden`);
  for (const r of rows) push(result, r.tipo_salida_id, (u) => ({ ...u, torneos: [...u.torneos, r.nombre] }));
  for (const tee of tees) {
    const games = tee.isFirst ? (courses.get(tee.campo_id)?.partidas ?? 0) : 0;
    if (games > 0) push(result, tee.id, (u) => ({ ...u, partidas: games }));
  }
  return result;
}
