import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '@/shared/app-routes';
import { adminRoute } from './admin-route-table';
import { routes } from './route-table';

/** Every address of the route table: nested paths joined, pathless layouts and the '*' page left out. */
function addresses(list: readonly RouteObject[], base = ''): string[] {
  return list.flatMap((r) => {
    if (r.path === '*') return [];
    const here = r.path ? `${base.replace(/\/$/, '')}/${r.path}` : base || '/';
    const own =
      r.index || (r.path && !r.children) || (r.path && r.children?.some((c) => c.index)) ? [here] : [];
    return [...own, ...addresses(r.children ?? [], here)];
  });
}

describe('the route table', () => {
  it('has exactly the addresses of the shared list the server answers 200 for, the administration included', () => {
    const all = [...addresses(routes), ...addresses([adminRoute])];
    expect([...new Set(all)].sort()).toEqual([...APP_ROUTES].sort());
  });

  it('leaves the administration out of the first page: no /admin address until it is added', () => {
    expect(addresses(routes).filter((a) => a.startsWith('/admin'))).toEqual([]);
  });
});
