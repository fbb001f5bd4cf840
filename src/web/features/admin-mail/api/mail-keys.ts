/** Query keys of /admin/correo. They start with 'admin' so that `adminKeys.all` refreshes them too. */
export const mailKeys = {
  all: ['admin', 'mail'] as const,
  status: () => ['admin', 'mail', 'status'] as const,
  outbox: () => ['admin', 'mail', 'outbox'] as const,
  outboxPage: (pagina: number) => ['admin', 'mail', 'outbox', 'page', pagina] as const,
  entry: (id: string) => ['admin', 'mail', 'outbox', 'entry', id] as const,
};
