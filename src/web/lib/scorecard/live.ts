import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ZLiveEvent, type TLiveEvent } from '@/shared/schemas/scorecard';
import { useLiveEvents, type LiveStatus } from '@/web/lib/live';
import { patchScore } from '@/web/lib/scorecard/cache';

type Handler<K extends TLiveEvent['type']> = (data: Extract<TLiveEvent, { type: K }>['data']) => void;

export interface LiveCardOptions {
  /** The stream: /api/live/groups/:id, /api/live/tournaments/:id or /api/live/personal-games/:id; null: off. */
  url: string | null;
  /** The cached data (with `resultados`) a 'score' event patches: the screen recomputes from it, no refetch. */
  queryKey: QueryKey;
  /** After a stroke was patched into the cache (e.g. to refresh what depends on it). */
  onScore?: Handler<'score'>;
  /** A partida was validated; by default the cache is refetched. */
  onValidated?: Handler<'validated'>;
  /** Something else changed: by default the cache is refetched. */
  onUpdated?: Handler<'updated'>;
  /** The partida is gone (its stream ends). */
  onDeleted?: () => void;
  /** A match changed (match play, design §14); by default nothing (screens of matches keep their own cache). */
  onMatch?: Handler<'match'>;
  /** A tournament's special prizes changed (decision record 042); by default nothing. */
  onPrizes?: Handler<'prizes'>;
  /** A tournament's 'Categorías' were saved (decision record 041); by default nothing. */
  onCategories?: Handler<'categories'>;
  /** A card's signatures changed ('Marcador y jugador'); the cache is refetched, then this runs. */
  onSignatures?: Handler<'signatures'>;
}

/**
 * THE live hook of scorecards and standings (design.md §8, §13): each event is parsed with `ZLiveEvent`; a
 * stroke patches the cached data in place (the rules engine then re-ranks in the browser — no refetch per
 * stroke); after a lost connection, a `resync` (the server may have missed events) or an event it cannot read,
 * the data is refetched.
 */
export function useLiveCard(options: LiveCardOptions): LiveStatus {
  const queryClient = useQueryClient();
  const { queryKey } = options;
  const refetch = () => void queryClient.invalidateQueries({ queryKey });
  const handle = (type: TLiveEvent['type']) => (data: unknown) => {
    const parsed = ZLiveEvent.safeParse({ type, data });
    if (!parsed.success) return refetch();
    const event = parsed.data;
    switch (event.type) {
      case 'score':
        patchScore(queryClient, queryKey, event.data);
        return options.onScore?.(event.data);
      case 'validated':
        if (options.onValidated) return options.onValidated(event.data);
        return refetch();
      case 'updated':
        if (options.onUpdated) return options.onUpdated(event.data);
        return refetch();
      case 'deleted':
        return options.onDeleted?.();
      case 'match':
        return options.onMatch?.(event.data);
      case 'prizes':
        return options.onPrizes?.(event.data);
      case 'categories':
        return options.onCategories?.(event.data);
      case 'signatures':
        refetch();
        return options.onSignatures?.(event.data);
      case 'resync':
        return refetch();
      case 'ready':
        return undefined;
    }
  };
  return useLiveEvents(
    options.url,
    {
      score: handle('score'),
      validated: handle('validated'),
      updated: handle('updated'),
      deleted: handle('deleted'),
      resync: handle('resync'),
      match: handle('match'),
      prizes: handle('prizes'),
      categories: handle('categories'),
      signatures: handle('signatures'),
    },
    { onReconnect: refetch },
  );
}
