import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  ZAuditResponse,
  ZParticipantGroup,
  ZScorecard,
  ZCardSignatures,
  ZSignCardResponse,
  ZValidateResponse,
  type TSignatureRole,
  type TSignCardResponse,
  type TValidateResponse,
} from '@/shared/schemas/scorecard';
import { ZStandingsInputs } from '@/shared/schemas/standings';
import { api, isApiError } from '@/web/lib/api-client';
import { isNotFound } from '@/web/lib/not-found';
import type { StrokeFacts, StrokeKind } from '@/web/lib/scorecard/stroke-queue';

/**
 * THE scorecard API of the web (design.md §13): one query-key factory, every answer parsed with its zod schema,
 * and the mutations both kinds of partida share. Mutation hooks take their toasts and callbacks from the caller.
 */
export const scorecardKeys = {
  all: ['scorecard'] as const,
  group: (partidaId: string) => ['scorecard', 'group', partidaId] as const,
  audit: (partidaId: string) => ['scorecard', 'audit', partidaId] as const,
  groupStandings: (partidaId: string) => ['scorecard', 'group-standings', partidaId] as const,
  tournamentStandings: (torneoId: string) => ['scorecard', 'tournament-standings', torneoId] as const,
  participantGroup: (torneoId: string, participanteId: string) =>
    ['scorecard', 'participant-group', torneoId, participanteId] as const,
};

const enc = encodeURIComponent;

/** THE place of a partida's endpoints: /api/groups/:id (a tournament group) or /api/personal-games/:id. */
export const partidaPath = (kind: StrokeKind, partidaId: string) =>
  kind === 'group' ? `/api/groups/${enc(partidaId)}` : `/api/personal-games/${enc(partidaId)}`;

/**
 * Sends one stroke of the outbox: PUT …/scores with the hole's strokes or 'Recogida', or DELETE
 * …/scores/:participante/:hoyo for a clear (idempotent per hole on the server: last write wins).
 */
export function sendStroke(stroke: StrokeFacts): Promise<unknown> {
  const base = partidaPath(stroke.kind, stroke.partidaId);
  if (stroke.recogida === true) {
    return api.put(`${base}/scores`, {
      participante_id: stroke.participante_id,
      numero_hoyo: stroke.numero_hoyo,
      golpes: null,
      recogida: true,
    });
  }
  if (stroke.golpes === null) {
    return api.delete(`${base}/scores/${enc(stroke.participante_id)}/${stroke.numero_hoyo}`);
  }
  return api.put(`${base}/scores`, {
    participante_id: stroke.participante_id,
    numero_hoyo: stroke.numero_hoyo,
    golpes: stroke.golpes,
  });
}

/** A refusal the screen shows itself (T§5 'Acceso denegado', 'Partida no encontrada'): an answer, not an error. */
export interface Refused {
  refused: { status: 403 | 404; message: string };
}
export const isRefused = (value: unknown): value is Refused =>
  typeof value === 'object' && value !== null && 'refused' in value;

async function orRefused<T>(load: () => Promise<T>): Promise<T | Refused> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error) && isNotFound(error)) return { refused: { status: 404, message: error.message } };
    if (isApiError(error) && error.status === 403)
      return { refused: { status: 403, message: error.message } };
    throw error;
  }
}

/**
 * GET /api/groups/:partidaId/scorecard. 403 and 404 resolve as `Refused` (the page shows them); any other failure
 * toasts T§8's 'No se pudo cargar la información de la partida' (the page then goes to /).
 */
export const groupScorecardQueryOptions = (partidaId: string) =>
  queryOptions({
    queryKey: scorecardKeys.group(partidaId),
    queryFn: ({ signal }) =>
      orRefused(async () =>
        ZScorecard.parse(await api.get<unknown>(`/api/groups/${enc(partidaId)}/scorecard`, { signal })),
      ),
    meta: { errorMessage: 'No se pudo cargar la información de la partida' },
  });

/** GET /api/groups/:partidaId/audit (admins). */
export const groupAuditQueryOptions = (partidaId: string) =>
  queryOptions({
    queryKey: scorecardKeys.audit(partidaId),
    queryFn: async ({ signal }) =>
      ZAuditResponse.parse(await api.get<unknown>(`/api/groups/${enc(partidaId)}/audit`, { signal })),
    meta: { silent: true },
  });

/**
 * GET /api/groups/:partidaId/standings: the inputs of a group's standings; 404 resolves as `Refused` ('Partida no
 * encontrada'), other failures are the page's to show ('No se pudo cargar la clasificación: …').
 */
export const groupStandingsQueryOptions = (partidaId: string) =>
  queryOptions({
    queryKey: scorecardKeys.groupStandings(partidaId),
    queryFn: ({ signal }) =>
      orRefused(async () =>
        ZStandingsInputs.parse(await api.get<unknown>(`/api/groups/${enc(partidaId)}/standings`, { signal })),
      ),
    meta: { silent: true },
  });

/** GET /api/tournaments/:torneoId/standings: the inputs of a tournament's standings (like the group's). */
export const tournamentStandingsQueryOptions = (torneoId: string) =>
  queryOptions({
    queryKey: scorecardKeys.tournamentStandings(torneoId),
    queryFn: ({ signal }) =>
      orRefused(async () =>
        ZStandingsInputs.parse(
          await api.get<unknown>(`/api/tournaments/${enc(torneoId)}/standings`, { signal }),
        ),
      ),
    meta: { silent: true },
  });

/**
 * GET /api/tournaments/:torneoId/participants/:participanteId/group; a failure toasts T§8's 'No se pudo encontrar
 * la partida correspondiente' (the page then goes to /).
 */
export const participantGroupQueryOptions = (torneoId: string, participanteId: string) =>
  queryOptions({
    queryKey: scorecardKeys.participantGroup(torneoId, participanteId),
    queryFn: async ({ signal }) =>
      ZParticipantGroup.parse(
        await api.get<unknown>(
          `/api/tournaments/${enc(torneoId)}/participants/${enc(participanteId)}/group`,
          {
            signal,
          },
        ),
      ),
    meta: { errorMessage: 'No se pudo encontrar la partida correspondiente' },
  });

/**
 * Where a partida is validated: the personal game's or the group's endpoint. Strokes are not written here but
 * through the stroke outbox (stroke-outbox.ts), which sends them in order, online or after a dead zone.
 */
export interface StrokeEndpoints {
  validate: () => Promise<TValidateResponse>;
}

/** The endpoints of a tournament group (/api/groups/:partidaId/…). */
export function groupEndpoints(partidaId: string): StrokeEndpoints {
  const base = partidaPath('group', partidaId);
  return {
    validate: async () => ZValidateResponse.parse(await api.post<unknown>(`${base}/validate`)),
  };
}

/**
 * Validates the partida, then waits for the refetched card — its `validada` and the server's `permisos` after the
 * validation arrive together (design.md §6: what the screen offers is the server's decision) — and then runs the
 * caller's callbacks.
 */
export function useValidateMutation(
  queryKey: QueryKey,
  endpoints: StrokeEndpoints,
  callbacks: { onSuccess?: (res: TValidateResponse) => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...queryKey, 'validate'],
    mutationFn: () => endpoints.validate(),
    onSuccess: async (res) => {
      await queryClient.invalidateQueries({ queryKey });
      callbacks.onSuccess?.(res);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}

/**
 * 'Firmar como marcador' / 'Firmar como jugador' ('Marcador y jugador'): signs one card of the group, then waits
 * for the refetched card (its signatures, and the group's validation after the last one).
 */
export function useSignCardMutation(
  partidaId: string,
  callbacks: { onSuccess?: (res: TSignCardResponse) => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  const queryKey = scorecardKeys.group(partidaId);
  return useMutation({
    mutationKey: [...queryKey, 'sign'],
    mutationFn: async (input: { participanteId: string; como: TSignatureRole }) =>
      ZSignCardResponse.parse(
        await api.post<unknown>(
          `${partidaPath('group', partidaId)}/cards/${enc(input.participanteId)}/sign`,
          { como: input.como },
        ),
      ),
    onSuccess: async (res) => {
      await queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: scorecardKeys.audit(partidaId) });
      callbacks.onSuccess?.(res);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}

/** An administrator names a card's marker ('Marcador y jugador'), then the card is refetched. */
export function useSetMarkerMutation(
  partidaId: string,
  callbacks: { onSuccess?: () => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  const queryKey = scorecardKeys.group(partidaId);
  return useMutation({
    mutationKey: [...queryKey, 'marker'],
    mutationFn: async (input: { participanteId: string; marcadorId: string | null }) =>
      ZCardSignatures.array().parse(
        await api.put<unknown>(`/api/admin/groups/partidas/${enc(partidaId)}/markers`, {
          participante_id: input.participanteId,
          marcador_participante_id: input.marcadorId,
        }),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey });
      callbacks.onSuccess?.();
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
