import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/web/components/ui/spinner';
import {
  upcomingPersonalGamesQueryOptions,
  useUpcomingPersonalGames,
} from '@/web/features/home/api/get-upcoming-personal-games';
import { cn } from '@/web/lib/utils';

/**
 * The big round green 'JUGAR' button: /mis-partidas when the user has upcoming personal games,
 * otherwise /crear-partida-personal; if the lookup fails, /crear-partida-personal (P§2).
 */
export function PlayButton({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isResolving, setIsResolving] = useState(false);
  useUpcomingPersonalGames(true);

  async function handleClick(): Promise<void> {
    setIsResolving(true);
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
