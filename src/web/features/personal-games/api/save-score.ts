import { ZValidateResponse } from '@/shared/schemas/scorecard';
import { api } from '@/web/lib/api-client';
import { partidaPath, type StrokeEndpoints } from '@/web/lib/scorecard/api';

/**
 * The validation endpoint of a personal game (creator only). Its strokes (PUT /api/personal-games/:id/scores) go
 * through the stroke outbox of lib/scorecard.
 */
export function personalGameEndpoints(gameId: string): StrokeEndpoints {
  const base = partidaPath('personal', gameId);
  return {
    validate: async () => ZValidateResponse.parse(await api.post<unknown>(`${base}/validate`)),
  };
}
