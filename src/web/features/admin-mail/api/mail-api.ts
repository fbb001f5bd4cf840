import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZMailStatus,
  ZOutboxEntry,
  ZOutboxPage,
  ZSendTestMailResponse,
  type TSendTestMailRequest,
  type TSendTestMailResponse,
} from '@/shared/schemas/admin-mail';
import { api } from '@/web/lib/api-client';
import { mailKeys } from '@/web/features/admin-mail/api/mail-keys';

/** GET /api/admin/mail: whether SMTP is configured, its host and the sender. */
export const mailStatusQueryOptions = () =>
  queryOptions({
    queryKey: mailKeys.status(),
    queryFn: async ({ signal }) => ZMailStatus.parse(await api.get<unknown>('/api/admin/mail', { signal })),
    meta: { errorMessage: 'No se pudieron cargar los datos' },
  });

/** GET /api/admin/mail/outbox?pagina=N: newest first. */
export const outboxQueryOptions = (pagina: number) =>
  queryOptions({
    queryKey: mailKeys.outboxPage(pagina),
    queryFn: async ({ signal }) =>
      ZOutboxPage.parse(await api.get<unknown>(`/api/admin/mail/outbox?pagina=${pagina}`, { signal })),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/mail/outbox/:id: one entry with its text (none for account e-mails). */
export const outboxEntryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mailKeys.entry(id),
    queryFn: async ({ signal }) =>
      ZOutboxEntry.parse(await api.get<unknown>(`/api/admin/mail/outbox/${id}`, { signal })),
  });

/** Where the browser downloads an entry's calendar file. */
export const outboxIcsUrl = (id: string) => `/api/admin/mail/outbox/${id}/ics`;

export function useMailStatus() {
  return useQuery(mailStatusQueryOptions());
}

/** POST /api/admin/mail/test. */
export function useSendTestMail(options: {
  onSuccess: (result: TSendTestMailResponse) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...mailKeys.all, 'test'],
    mutationFn: async (input: TSendTestMailRequest) =>
      ZSendTestMailResponse.parse(await api.post<unknown>('/api/admin/mail/test', input)),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: mailKeys.outbox() });
      options.onSuccess(result);
    },
    onError: options.onError,
  });
}
