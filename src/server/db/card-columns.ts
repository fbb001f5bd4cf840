import { partidas, resultadosHoyo } from '@/server/db/schema';

/** What a tournament card's hole results are read as, wherever a card is read: the rules engine's `HoleResultInput`. */
export const CARD_COLUMNS = {
  participante_id: resultadosHoyo.participante_id,
  numero_hoyo: resultadosHoyo.numero_hoyo,
  golpes: resultadosHoyo.golpes,
  recogida: resultadosHoyo.recogida,
};

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
