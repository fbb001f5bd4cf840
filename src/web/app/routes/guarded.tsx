import type { RouteObject } from 'react-router';
import { RequireAuth, requireAuthLoader } from '@/web/app/guards';

/** A pathless layout route whose children need a session (signed out → /auth). */
export function signedInOnly(children: RouteObject[]): RouteObject {
  return { loader: requireAuthLoader, element: <RequireAuth />, children };
}
