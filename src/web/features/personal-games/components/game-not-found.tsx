import { NotFoundPanel } from '@/web/components/layout/not-found-panel';

/** 'Partida no encontrada' (P§2): unknown game, not a participant, or (edit) not its creator. */
export function GameNotFound({ text = 'Partida no encontrada' }: { text?: string }) {
  return <NotFoundPanel text={text} backTo="/mis-partidas" backLabel="Mis Partidas" />;
}
