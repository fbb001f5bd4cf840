import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import {
  AppHydrateFallback,
  RedirectIfAuthed,
  redirectIfAuthedLoader,
  RequireAdmin,
  requireAdminLoader,
  RequireAuth,
  requireAuthLoader,
} from '@/web/app/guards';
import { NotFoundPage, notFoundLoader } from '@/web/app/not-found';
import PlaceholderPage from '@/web/app/placeholder-page';
import { RootError } from '@/web/app/root-error';
import { RootLayout } from '@/web/app/root-layout';
import { personalGameRedirectLoader } from '@/web/features/personal-games/redirect-loader';

/**
 * The whole route table of P§2 / T§2. Pages are code-split: `page(() => import(...))` loads a
 * module whose DEFAULT export is the page component.
 */
function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

const placeholder = (title: string, backTo = '/') => <PlaceholderPage title={title} backTo={backTo} />;

const home = page(() => import('@/web/features/home/pages/home-page'));

/** Personal games (P§2). */
const personalGameRoutes: RouteObject[] = [
  { path: 'mis-partidas', lazy: page(() => import('@/web/features/personal-games/pages/mis-partidas-page')) },
  {
    path: 'crear-partida-personal',
    lazy: page(() => import('@/web/features/personal-games/pages/crear-partida-personal-page')),
  },
  {
    path: 'partida-personal/:id',
    lazy: page(() => import('@/web/features/personal-games/pages/partida-personal-page')),
  },
  {
    path: 'editar-partida-personal/:id',
    lazy: page(() => import('@/web/features/personal-games/pages/editar-partida-personal-page')),
  },
];

/** Signed-in player screens. */
const playerRoutes: RouteObject[] = [
  { path: 'profile', lazy: page(() => import('@/web/features/accounts/pages/profile-page')) },
  { path: 'mi-area', lazy: page(() => import('@/web/features/accounts/pages/mi-area-page')) },
  { path: 'mis-estadisticas', lazy: page(() => import('@/web/features/stats/pages/mis-estadisticas-page')) },
  { path: 'mis-torneos-ligas', element: placeholder('Mis Torneos y Ligas', '/mi-area') },
  { path: 'mis-resultados', element: placeholder('Mis Resultados y Clasificaciones') },
  { path: 'torneos/:torneoId/inscripcion', element: placeholder('Inscripción a Torneo', '/torneos') },
  { path: 'introduccion-datos', element: placeholder('Introducción de Datos') },
  { path: 'introduccion-datos/:partidaId', element: placeholder('Introducción de Datos') },
];

/** Administration (T§2): admins only. */
const adminRoutes: RouteObject[] = [
  { index: true, element: placeholder('Administración del Club') },
  { path: 'torneos', element: placeholder('Gestión de Torneos', '/admin') },
  { path: 'campos', element: placeholder('Gestión de Campos', '/admin') },
  { path: 'jugadores', element: placeholder('Gestión de Jugadores', '/admin') },
  { path: 'jugadores/:jugadorId', element: placeholder('Perfil del Jugador', '/admin/jugadores') },
  { path: 'ligas', element: placeholder('Gestión de Ligas', '/admin') },
];

/** Public screens (visitors can reach the tournament and league lists, T§6). */
const publicRoutes: RouteObject[] = [
  { path: 'torneos', element: placeholder('Torneos y Ligas') },
  { path: 'torneos/:torneoId/participantes', element: placeholder('Participantes', '/torneos') },
  { path: 'clasificacion', element: placeholder('Clasificación', '/torneos') },
  // A personal game opened here goes to /partida-personal/:partidaId (P§2); other ids stay.
  {
    path: 'clasificacion/:partidaId',
    loader: personalGameRedirectLoader,
    element: placeholder('Clasificación', '/torneos'),
  },
  { path: 'ligas', element: placeholder('Ligas') },
  { path: 'ligas/:ligaId', element: placeholder('Clasificación de la Liga', '/ligas') },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RootError />,
    hydrateFallbackElement: <AppHydrateFallback />,
    children: [
      { index: true, lazy: home },
      { path: 'index', lazy: home },
      {
        path: 'auth',
        loader: redirectIfAuthedLoader,
        element: <RedirectIfAuthed />,
        children: [{ index: true, lazy: page(() => import('@/web/features/accounts/pages/auth-page')) }],
      },
      {
        path: 'auth/reset-password',
        lazy: page(() => import('@/web/features/accounts/pages/reset-password-page')),
      },
      ...publicRoutes,
      {
        loader: requireAuthLoader,
        element: <RequireAuth />,
        children: [...playerRoutes, ...personalGameRoutes],
      },
      { path: 'admin', loader: requireAdminLoader, element: <RequireAdmin />, children: adminRoutes },
      { path: '*', loader: notFoundLoader, shouldRevalidate: () => false, element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
