import { asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { partidas, resultadosHoyo } from '@/server/db/schema';

/** What a tournament card's hole results are read as, wherever a card is read: the rules engine's `HoleResultInput`. */
export const CARD_COLUMNS = {
  participante_id: resultadosHoyo.participante_id,
  numero_hoyo: resultadosHoyo.numero_hoyo,
  golpes: resultadosHoyo.golpes,
  recogida: resultadosHoyo.recogida,
};

/** A hole result as `CARD_COLUMNS` reads it. */
export interface CardResult {
  participante_id: string;
  numero_hoyo: number;
  golpes: number | null;
  recogida: boolean;
}

const byHole = sql`order by ${resultadosHoyo.numero_hoyo}`;

/**
 * The hole results of these participants' cards, by participant then hole. Read as one row per card (the holes'
 * columns aggregated into arrays) rather than one per hole: a 200-player tournament is 200 rows, not 3,600, which
 * costs the embedded database a third of the time (the rows, not the work, are what it pays for).
 */
export async function readCardResults(db: DbOrTx, participanteIds: readonly string[]): Promise<CardResult[]> {
  if (participanteIds.length === 0) return [];
  const cards = await db
    .select({
      participante_id: resultadosHoyo.participante_id,
      hoyos: sql<number[]>`array_agg(${resultadosHoyo.numero_hoyo} ${byHole})`,
      golpes: sql<(number | null)[]>`array_agg(${resultadosHoyo.golpes} ${byHole})`,
      recogidas: sql<boolean[]>`array_agg(${resultadosHoyo.recogida} ${byHole})`,
    })
    .from(resultadosHoyo)
    .where(inArray(resultadosHoyo.participante_id, [...participanteIds]))
    .groupBy(resultadosHoyo.participante_id)
    .orderBy(asc(resultadosHoyo.participante_id));
  const results: CardResult[] = [];
  for (const card of cards) {
    for (let i = 0; i < card.hoyos.length; i++) {
      results.push({
        participante_id: card.participante_id,
        numero_hoyo: card.hoyos[i]!,
        golpes: card.golpes[i] ?? null,
        recogida: card.recogidas[i] === true,
      });
    }
  }
  return results;
}

/** What a group (partida) is read as wherever its card header or start-sheet line is shown. */
export const PARTIDA_CARD_COLUMNS = {
  id: partidas.id,
  nombre: partidas.nombre,
  fecha_juego: partidas.fecha_juego,
  hora_salida: partidas.hora_salida,
  hoyo_salida: partidas.hoyo_salida,
  validada: partidas.validada,
  validada_at: partidas.validada_at,
};
