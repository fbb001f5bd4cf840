import { resultadosHoyo } from '@/server/db/schema';

/** What a tournament card's hole results are read as, wherever a card is read: the rules engine's `HoleResultInput`. */
export const CARD_COLUMNS = {
  participante_id: resultadosHoyo.participante_id,
  numero_hoyo: resultadosHoyo.numero_hoyo,
  golpes: resultadosHoyo.golpes,
  recogida: resultadosHoyo.recogida,
};
