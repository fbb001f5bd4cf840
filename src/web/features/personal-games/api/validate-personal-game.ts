import { ZValidateResponse } from '@/shared/schemas/scorecard';
import { api } from '@/web/lib/api-client';
import { partidaPath, type StrokeEndpoints } from '@/web/lib/scorecard/api';

/**
 * POST /api/personal-games/:id/validate (creator only), as the scorecard engine's endpoints. The strokes (PUT
 * /api/personal-games/:id/scores) are not here: they go through the stroke outbox of lib/scorecard.
 */
export function personalGameValidateEndpoints(gameId: string): StrokeEndpoints {
  const base = partidaPath('personal', gameId);
  return {
    validate: async () => ZValidateResponse.parse(await api.post<unknown>(`${base}/validate`)),
  };
}
