/** Write endpoints of /admin/ligas for the fuzz suite (src/server/test/fuzz/target.ts). */
import { camposGolf, ligas, ligasTorneos, torneos } from '@/server/db/schema';
import type { FuzzContext, FuzzTarget } from '@/server/test/fuzz/target';

const UNKNOWN_ID = '6f1c2d3e-0000-4000-8000-0000000000f9';

/** A league with one tournament, and a second tournament outside it. */
async function leagueWithTournament({ app }: FuzzContext) {
  const db = app.runtime.deps.db;
  const [campo] = await db
    .insert(camposGolf)
    .values({ nombre: 'Campo Fuzz Ligas', ubicacion: 'Madrid' })
    .returning({ id: camposGolf.id });
  const [a, b] = await db
    .insert(torneos)
    .values([
      { nombre: 'Torneo Fuzz A', fecha_juego: '2030-01-01', campo_id: campo!.id },
      { nombre: 'Torneo Fuzz B', fecha_juego: '2030-01-08', campo_id: campo!.id },
    ])
    .returning({ id: torneos.id });
  const [liga] = await db
    .insert(ligas)
    .values({ nombre: 'Liga Fuzz', sistema_puntuacion: 'om_fuzz', numero_torneos_descartados: 1 })
    .returning({ id: ligas.id });
  await db.insert(ligasTorneos).values({ liga_id: liga!.id, torneo_id: a!.id, orden_torneo: 1 });
  return { id: liga!.id, torneoId: a!.id, otherId: b!.id };
}

const leagueBody = () => ({
  nombre: 'Liga de Primavera',
  descripcion: 'Cuenta cada torneo menos el peor',
  activa: true,
  fecha_inicio: '2030-03-01',
  fecha_fin: '2030-06-30',
  sistema_puntuacion: 'om_2030',
  numero_torneos_descartados: 1,
  mitad_puntos_equipos: true,
});

export const fuzzTargets: FuzzTarget[] = [
  { method: 'POST', path: '/api/admin/leagues', as: 'admin', validBody: leagueBody },
  {
    method: 'PUT',
    path: '/api/admin/leagues/:id',
    as: 'admin',
    validBody: leagueBody,
    setup: async (ctx) => ({ id: (await leagueWithTournament(ctx)).id }),
  },
  {
    method: 'PUT',
    path: '/api/admin/leagues/:id',
    as: 'admin',
    validBody: leagueBody,
    setup: () => Promise.resolve({ id: UNKNOWN_ID }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/leagues/:id',
    as: 'admin',
    body: 'none',
    setup: () => Promise.resolve({ id: UNKNOWN_ID }),
  },
  {
    method: 'POST',
    path: '/api/admin/leagues/:id/tournaments',
    as: 'admin',
    // The tournament already in the league: a valid body is refused (409) and writes nothing.
    validBody: (params) => ({ torneo_id: params.torneoId }),
    setup: leagueWithTournament,
  },
  {
    method: 'PUT',
    path: '/api/admin/leagues/:id/tournaments/order',
    as: 'admin',
    validBody: (params) => ({ torneo_ids: [params.torneoId] }),
    setup: leagueWithTournament,
  },
  {
    method: 'DELETE',
    path: '/api/admin/leagues/:id/tournaments/:otherId',
    as: 'admin',
    body: 'none',
    setup: leagueWithTournament,
  },
  {
    method: 'POST',
    path: '/api/admin/leagues/:id/calculate',
    as: 'admin',
    body: 'none',
    setup: leagueWithTournament,
  },
  {
    method: 'POST',
    path: '/api/admin/leagues/:id/tournaments/:otherId/recalculate',
    as: 'admin',
    body: 'none',
    setup: leagueWithTournament,
  },
  // The gate: a player's fuzzed bodies are refused before they are read.
  { method: 'POST', path: '/api/admin/leagues', as: 'player', validBody: leagueBody },
];
