/** THE query keys of 'Categorías' (decision record 041): the administrator's form and the standings page. */
export const categoryKeys = {
  admin: (torneoId: string) => ['admin', 'tournaments', 'categories', torneoId] as const,
  standings: (torneoId: string) => ['tournaments', 'categories', torneoId] as const,
};
