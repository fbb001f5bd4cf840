/**
 * THE list of the web app's addresses (its router's routes, params as ':name'). The web router's table is checked
 * against it (src/web/app/route-table.test.ts) and the server answers an address outside it with HTTP 404 and the
 * app's own 404 page, so a link to nowhere is a 404 for browsers, crawlers and monitors too.
 */
export const APP_ROUTES = [
  '/',
  '/index',
  '/auth',
  '/auth/reset-password',
  '/invitacion',
  '/torneos',
  '/torneos/:torneoId/participantes',
  '/torneos/:torneoId/cuadro',
  '/torneos/:torneoId/inscripcion',
  '/mis-torneos-ligas',
  '/clasificacion',
  '/clasificacion/:partidaId',
  '/introduccion-datos',
  '/introduccion-datos/:partidaId',
  '/ligas',
  '/ligas/:ligaId',
  '/mis-resultados',
  '/profile',
  '/mi-area',
  '/mis-estadisticas',
  '/mi-handicap',
  '/jugar',
  '/mis-partidas',
  '/crear-partida-personal',
  '/partida-personal/:id',
  '/editar-partida-personal/:id',
  '/admin',
  '/admin/torneos',
  '/admin/torneos/:torneoId',
  '/admin/campos',
  '/admin/jugadores',
  '/admin/jugadores/invitaciones',
  '/admin/jugadores/:jugadorId',
  '/admin/ligas',
  '/admin/partidas',
  '/admin/correo',
  '/admin/ajustes',
  '/admin/handicaps',
  '/publico/:token',
  '/tv',
  '/tv/:secreto',
  '/embed/torneos/:id',
  '/embed/ligas/:id',
  '/embed/proximo',
] as const;

const matchers = APP_ROUTES.map(
  (route) =>
    new RegExp(
      `^${route
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')}/?$`,
    ),
);

/** True when the web app has a page at this path (a trailing slash allowed, as the router allows it). */
export function isAppRoute(pathname: string): boolean {
  return matchers.some((m) => m.test(pathname));
}
