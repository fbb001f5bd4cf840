import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** Code-split page: `page(() => import(...))` loads a module whose DEFAULT export is the page component. */
export function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}
