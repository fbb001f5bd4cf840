/** Query keys of /admin/ajustes. They start with 'admin' so that `adminKeys.all` refreshes them too. */
export const settingsKeys = {
  all: ['admin', 'settings'] as const,
};
