import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/web/components/ui/spinner';
import { myPlayQueryOptions } from '@/web/features/home/api/get-my-play';
import {
  upcomingPersonalGamesQueryOptions,
  useUpcomingPersonalGames,
} from '@/web/features/home/api/get-upcoming-personal-games';
import { useMe } from '@/web/lib/session';
import { cn } from '@/web/lib/utils';

/**
 * The big round green 'JUGAR' button. With a tournament group to play today (or a match), its score entry — the
 * choice at /jugar when there are several; otherwise /mis-partidas when the user has upcoming personal
 * games, else /crear-partida-personal (P§2). A lookup that fails counts as nothing found.
 */
export function PlayButton({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { me } = useMe();
  const viewer = me?.user.id ?? null;
  const [isResolving, setIsResolving] = useState(false);
  useUpcomingPersonalGames(true);
  useQuery(myPlayQueryOptions(viewer));

  async function tournamentTarget(): Promise<string | null> {
    try {
      const { destinos } = await queryClient.fetchQuery(myPlayQueryOptions(viewer));
      if (destinos.length > 1) return '/jugar';
      if (destinos[0]) return `/introduccion-datos/${encodeURIComponent(destinos[0].partida_id)}`;
    } catch (error) {
      console.warn('No se pudo comprobar si hay partidas de torneo hoy', error);
    }
    return null;
  }

  async function handleClick(): Promise<void> {
    setIsResolving(true);
    const target = await tournamentTarget();
    if (target) {
      setIsResolving(false);
      await navigate(target);
      return;
    }
    let hasUpcoming = false;
    try {
      hasUpcoming = (await queryClient.fetchQuery(upcomingPersonalGamesQueryOptions())).hasUpcoming === true;
    } catch (error) {
      console.warn('No se pudo comprobar si hay partidas próximas', error);
    }
    setIsResolving(false);
    await navigate(hasUpcoming ? '/mis-partidas' : '/crear-partida-personal');
  }

  return (
    <button
      type="button"
      onClick={handleClick}
      disabled={isResolving}
      aria-busy={isResolving}
      className={cn(
        'relative flex size-36 cursor-pointer items-center justify-center rounded-full sm:size-40',
        'bg-linear-to-b from-[#34a853] to-[#1d6f3a] text-3xl font-extrabold tracking-widest text-white',
        'shadow-[0_10px_30px_-5px_rgba(0,0,0,0.45),inset_0_-6px_0_rgba(0,0,0,0.18)] ring-4 ring-white/80',
        'transition-transform hover:scale-105 active:scale-95 focus-visible:ring-8 focus-visible:ring-white focus-visible:outline-none',
        'disabled:cursor-wait disabled:opacity-90',
        className,
      )}
    >
      {isResolving ? <Spinner className="absolute top-6 size-5" /> : null}
      JUGAR
    </button>
  );
}
