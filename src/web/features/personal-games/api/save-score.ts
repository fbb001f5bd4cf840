import { ZScoreResponse } from '@/shared/schemas/personal-games';
import { ZValidateResponse } from '@/shared/schemas/scorecard';
import { api } from '@/web/lib/api-client';
import type { StrokeEndpoints } from '@/web/lib/scorecard/api';

/** The scorecard endpoints of a personal game (creator only, before validation). */
export function personalGameEndpoints(gameId: string): StrokeEndpoints {
  const base = `/api/personal-games/${encodeURIComponent(gameId)}`;
  return {
    save: async (score) => ZScoreResponse.parse(await api.put<unknown>(`${base}/scores`, score)),
    validate: async () => ZValidateResponse.parse(await api.post<unknown>(`${base}/validate`)),
  };
}
