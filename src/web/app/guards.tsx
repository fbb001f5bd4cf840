import { Navigate, Outlet, redirect, useLocation } from 'react-router';
import { authPathFor, redirectTargetOf } from '@/shared/redirect-target';
import { LoadingScreen } from '@/web/components/layout/loading-screen';
import { queryClient } from '@/web/lib/query-client';
import { getSession, useMe } from '@/web/lib/session';
import { toastError } from '@/web/lib/toast';

/*
 * Route guards, in two halves:
 * - loaders decide before the page's code loads (first visit, every navigation);
 * - the components keep watching ['me'], so a session that disappears later (sign-out in another
 *   tab, expired cookie answering 401) sends a protected page to /auth at once.
 */

/** Loading text of a page while the session loads ('Cargando perfil...' on /profile, P§2). */
export function loadingTextFor(pathname: string): string {
  return pathname === '/profile' ? 'Cargando perfil...' : 'Cargando...';
}

/** Shown while the first page's loaders run (the session lookup). */
export function AppHydrateFallback() {
  return <LoadingScreen text={loadingTextFor(window.location.pathname)} />;
}

/** The path and query of a loader's request: where /auth sends the visitor back after signing in. */
function targetOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

export async function requireAuthLoader({ request }: { request: Request }) {
  const me = await getSession(queryClient);
  if (!me) throw redirect(authPathFor(targetOf(request)));
  return null;
}

export async function requireAdminLoader({ request }: { request: Request }) {
  const me = await getSession(queryClient);
  if (!me) throw redirect(authPathFor(targetOf(request)));
  if (!me.isAdmin) {
    toastError('Acceso denegado', 'No tienes permisos de administrador');
    throw redirect('/');
  }
  return null;
}

export async function redirectIfAuthedLoader({ request }: { request: Request }) {
  const me = await getSession(queryClient);
  if (me) throw redirect(redirectTargetOf(new URL(request.url).search) ?? '/');
  return null;
}

/** Layout route: its children need a session; without one → /auth, keeping the page as its target. */
export function RequireAuth() {
  const { isLoading, isAuthenticated } = useMe();
  const { pathname, search } = useLocation();
  if (isLoading) return <LoadingScreen text={loadingTextFor(pathname)} />;
  if (!isAuthenticated) return <Navigate to={authPathFor(pathname + search)} replace />;
  return <Outlet />;
}

/** Layout route: its children need an administrator; signed out → /auth, player → /. */
export function RequireAdmin() {
  const { isLoading, isAuthenticated, isAdmin } = useMe();
  const { pathname, search } = useLocation();
  if (isLoading) return <LoadingScreen />;
  if (!isAuthenticated) return <Navigate to={authPathFor(pathname + search)} replace />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Layout route for /auth: a signed-in user goes to the target of `?destino=` (a same-origin path) or /. */
export function RedirectIfAuthed() {
  const { isLoading, isAuthenticated } = useMe();
  const { search } = useLocation();
  if (isLoading) return <LoadingScreen />;
  if (isAuthenticated) return <Navigate to={redirectTargetOf(search) ?? '/'} replace />;
  return <Outlet />;
}
