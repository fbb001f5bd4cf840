/** THE query keys of the public pages and links (design.md §17): everything under ['public'] (the admin's link card and the public pages). */
export const publicKeys = {
  all: ['public'] as const,
  view: (token: string) => ['public', 'view', token] as const,
  byId: (kind: 'torneos' | 'ligas', id: string) => ['public', 'view', kind, id] as const,
  next: () => ['public', 'next'] as const,
  tv: () => ['public', 'tv'] as const,
  /** A paired screen's day (/tv/:secreto) and its tournaments' snapshots. */
  screen: (secreto: string) => ['public', 'screen', secreto] as const,
  screenView: (secreto: string, id: string) => ['public', 'screen', secreto, 'view', id] as const,
  /** The administrators' 'Pantallas del club'. */
  screens: () => ['public', 'screens'] as const,
  link: (kind: 'tournaments' | 'leagues', id: string) => ['public', 'link', kind, id] as const,
};
