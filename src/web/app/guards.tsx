import { Navigate, Outlet, redirect, useLocation } from 'react-router';
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

export async function requireAuthLoader() {
  const me = await getSession(queryClient);
  if (!me) throw redirect('/auth');
  return null;
}

export async function requireAdminLoader() {
  const me = await getSession(queryClient);
  if (!me) throw redirect('/auth');
  if (!me.isAdmin) {
    toastError('Acceso denegado', 'No tienes permisos de administrador');
    throw redirect('/');
  }
  return null;
}

export async function redirectIfAuthedLoader() {
  const me = await getSession(queryClient);
  if (me) throw redirect('/');
  return null;
}

/** Layout route: its children need a session; without one → /auth. */
export function RequireAuth() {
  const { isLoading, isAuthenticated } = useMe();
  const { pathname } = useLocation();
  if (isLoading) return <LoadingScreen text={loadingTextFor(pathname)} />;
  if (!isAuthenticated) return <Navigate to="/auth" replace />;
  return <Outlet />;
}

/** Layout route: its children need an administrator; signed out → /auth, player → /. */
export function RequireAdmin() {
  const { isLoading, isAuthenticated, isAdmin } = useMe();
  if (isLoading) return <LoadingScreen />;
  if (!isAuthenticated) return <Navigate to="/auth" replace />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Layout route for /auth: a signed-in user goes to /. */
export function RedirectIfAuthed() {
  const { isLoading, isAuthenticated } = useMe();
  if (isLoading) return <LoadingScreen />;
  if (isAuthenticated) return <Navigate to="/" replace />;
  return <Outlet />;
}
