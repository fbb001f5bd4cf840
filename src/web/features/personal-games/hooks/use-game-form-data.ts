import type { TCourse } from '@/shared/schemas/courses';
import type { TPersonalGameDetail, TPlayerOption } from '@/shared/schemas/personal-games';
import type { PlayerInfo } from '@/web/features/personal-games/lib/participants';
import { useCourses } from '@/web/lib/reference-data/courses';
import { usePlayers } from '@/web/lib/reference-data/players';
import { useMe } from '@/web/lib/session';

export interface GameFormData {
  isPending: boolean;
  isError: boolean;
  retry: () => void;
  courses: readonly TCourse[];
  playerOptions: readonly TPlayerOption[];
  players: ReadonlyMap<string, PlayerInfo>;
}

/** Courses and registered players for the create/edit form, with a name lookup of every possible row. */
export function useGameFormData(game?: TPersonalGameDetail | null): GameFormData {
  const { profile } = useMe();
  const courses = useCourses();
  const players = usePlayers();

  const lookup = new Map<string, PlayerInfo>();
  for (const p of game?.participantes ?? []) {
    if (p.jugador_id) lookup.set(p.jugador_id, { nombre: p.nombre, handicap: p.handicap });
  }
  if (profile) lookup.set(profile.id, { nombre: profile.nombre, handicap: profile.handicap });
  for (const p of players.data ?? []) lookup.set(p.id, { nombre: p.nombre, handicap: p.handicap });

  return {
    isPending: courses.isPending || players.isPending,
    isError: courses.isError || players.isError,
    retry: () => {
      if (courses.isError) void courses.refetch();
      if (players.isError) void players.refetch();
    },
    courses: courses.data ?? [],
    playerOptions: players.data ?? [],
    players: lookup,
  };
}
