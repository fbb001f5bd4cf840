/** Write endpoints of /admin/torneos for the fuzz suite (src/server/test/fuzz/target.ts). */
import { resultadosHoyo } from '@/server/db/schema';
import { insertTournament } from '@/server/modules/scores/test-fixtures';
import type { FuzzContext, FuzzTarget } from '@/server/test/fuzz/target';

const UNKNOWN_ID = '6f1c2d3e-0000-4000-8000-0000000000f1';

async function json<T>(res: Response): Promise<T> {
  if (res.status >= 300) throw new Error(`fuzz setup: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A course with one tee and a tournament on it, made through the API as the administrator. */
async function tournament({ app, admin }: FuzzContext) {
  const course = await json<{ id: string }>(
    await app.request('/api/admin/courses', {
      method: 'POST',
      cookie: admin.cookie,
      json: { nombre: 'Campo Fuzz Torneos', ubicacion: 'Madrid' },
    }),
  );
  const tee = await json<{ id: string }>(
    await app.request(`/api/admin/courses/${course.id}/tees`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { nombre: 'Amarillas', slope: 128, course_rating: 71.2 },
    }),
  );
  const torneo = await json<{ id: string }>(
    await app.request('/api/admin/tournaments', {
      method: 'POST',
      cookie: admin.cookie,
      json: tournamentBody({ campoId: course.id, teeId: tee.id }),
    }),
  );
  return { id: torneo.id, campoId: course.id, teeId: tee.id };
}

/** A tournament with the player enrolled and a whole card entered: its participant cannot be removed silently. */
async function participantWithCard(ctx: FuzzContext) {
  const t = await tournament(ctx);
  const list = await json<{ id: string }[]>(
    await ctx.app.request(`/api/admin/tournaments/${t.id}/participants`, {
      method: 'POST',
      cookie: ctx.admin.cookie,
      json: { jugador_ids: [ctx.player.profileId] },
    }),
  );
  const participanteId = list[0]!.id;
  await json(
    await ctx.app.request(`/api/admin/participants/${participanteId}/card`, {
      method: 'PUT',
      cookie: ctx.admin.cookie,
      json: cardBody(),
    }),
  );
  return { ...t, participanteId };
}

const tournamentBody = (p: Record<string, string>) => ({
  nombre: 'Torneo Fuzz',
  fecha_juego: '2030-05-05',
  campo_id: p.campoId,
  modalidad: 'individual_por_golpes',
  metodo_desempate: 'puntuacion_media',
  descripcion: 'Descripción',
  activo: true,
  limite_golpes_hoyo: 5,
  salida_hombre_id: p.teeId,
  salida_mujer_id: null,
  reductor_handicap: 85,
  cierre_inscripcion: '2030-05-04T20:00',
  plazas: 40,
  cuota: '15,50',
});
const cardBody = () => ({
  golpes: Array.from({ length: 18 }, (_, i) => (i % 5) + 2),
  recogida: Array.from({ length: 18 }, () => false),
});
const pointsBody = () => ({ top: Array.from({ length: 20 }, (_, i) => 40 - i * 1.5), resto: 10 });

/** A foursome tournament with two players: the second partner has a card, so a fuzzed pair may be refused. */
async function pairsTournament(ctx: FuzzContext) {
  const f = await insertTournament(ctx.app.runtime.deps.db, {
    fecha_juego: '2099-02-02',
    modalidad: 'parejas_por_golpes',
    forma_parejas: 'foursome',
    participants: [
      { profileId: ctx.player.profileId, group: 0 },
      { invitado: { nombre: 'Pareja', handicap: 10, sexo: 'hombre' }, group: 0 },
      { invitado: { nombre: 'Otra', handicap: 20, sexo: 'mujer' }, group: 0 },
    ],
  });
  return { id: f.torneoId, a: f.participantIds[0]!, b: f.participantIds[1]!, c: f.participantIds[2]! };
}

/** A mejor bola pair with a result: dissolving it is refused. */
async function pairWithResults(ctx: FuzzContext) {
  const f = await insertTournament(ctx.app.runtime.deps.db, {
    fecha_juego: '2099-02-02',
    modalidad: 'stableford_parejas',
    forma_parejas: 'mejor_bola',
    limite_golpes_hoyo: null,
    participants: [
      { profileId: ctx.player.profileId, group: 0 },
      { invitado: { nombre: 'Pareja', handicap: 10, sexo: 'hombre' }, group: 0 },
    ],
    pairs: [[0, 1]],
  });
  await ctx.app.runtime.deps.db
    .insert(resultadosHoyo)
    .values({ participante_id: f.participantIds[0]!, numero_hoyo: 1, golpes: 5 });
  return { pairId: f.pairIds[0]!, participanteId: f.participantIds[0]! };
}

export const fuzzTargets: FuzzTarget[] = [
  {
    method: 'POST',
    path: '/api/admin/tournaments/:id/pairs',
    as: 'admin',
    validBody: (p) => ({ participante_1_id: p.a, participante_2_id: p.c }),
    setup: pairsTournament,
  },
  {
    method: 'POST',
    path: '/api/admin/tournaments/:id/pairs/balanced',
    as: 'admin',
    body: 'none',
    setup: pairsTournament,
  },
  { method: 'DELETE', path: '/api/admin/pairs/:pairId', as: 'admin', body: 'none', setup: pairWithResults },
  {
    method: 'PUT',
    path: '/api/admin/participants/:participanteId/status',
    as: 'admin',
    validBody: () => ({ estado: 'DESC', motivo: 'Tarjeta no firmada' }),
    setup: pairWithResults,
  },
  {
    method: 'POST',
    path: '/api/admin/tournaments',
    as: 'admin',
    validBody: tournamentBody,
    setup: tournament,
  },
  {
    method: 'PUT',
    path: '/api/admin/tournaments/:id',
    as: 'admin',
    validBody: tournamentBody,
    // With results: a change of tees, reductor or limit without confirmation is a 409.
    setup: participantWithCard,
  },
  {
    method: 'PUT',
    path: '/api/admin/tournaments/:id',
    as: 'admin',
    validBody: tournamentBody,
    setup: async (ctx) => ({ ...(await tournament(ctx)), id: UNKNOWN_ID }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/tournaments/:id',
    as: 'admin',
    body: 'none',
    setup: participantWithCard,
  },
  {
    method: 'POST',
    path: '/api/admin/tournaments/:id/participants',
    as: 'admin',
    validBody: () => ({ jugador_ids: [UNKNOWN_ID], handicap_referencia: 12.3, superar_plazas: true }),
    setup: tournament,
  },
  {
    method: 'POST',
    path: '/api/admin/tournaments/:id/duplicate',
    as: 'admin',
    validBody: () => ({ fecha_juego: '2099-03-01', nombre: 'Copia Fuzz' }),
    setup: tournament,
  },
  {
    method: 'POST',
    path: '/api/admin/tournaments/:id/guests',
    as: 'admin',
    validBody: () => ({ nombre: 'Invitado', handicap: 12.3, sexo: 'mujer', superar_plazas: false }),
    setup: tournament,
  },
  {
    method: 'POST',
    path: '/api/admin/tournaments/:id/recompute-handicaps',
    as: 'admin',
    body: 'none',
    setup: async () => Promise.resolve({ id: UNKNOWN_ID }),
  },
  {
    method: 'PUT',
    path: '/api/admin/participants/:participanteId/points',
    as: 'admin',
    validBody: () => ({ incluir_en_puntos: false }),
    setup: participantWithCard,
  },
  {
    method: 'PUT',
    path: '/api/admin/participants/:participanteId/paid',
    as: 'admin',
    validBody: () => ({ pagado: true }),
    setup: participantWithCard,
  },
  {
    method: 'PUT',
    path: '/api/admin/participants/:participanteId/handicap',
    as: 'admin',
    validBody: () => ({ handicap_torneo: 14 }),
    setup: participantWithCard,
  },
  {
    method: 'DELETE',
    path: '/api/admin/participants/:participanteId/handicap',
    as: 'admin',
    body: 'none',
    setup: participantWithCard,
  },
  {
    method: 'DELETE',
    path: '/api/admin/participants/:participanteId',
    as: 'admin',
    body: 'none',
    setup: participantWithCard,
  },
  {
    method: 'PUT',
    path: '/api/admin/tournaments/:id/points',
    as: 'admin',
    validBody: pointsBody,
    setup: tournament,
  },
  {
    method: 'POST',
    path: '/api/admin/tournaments/:id/points/reset',
    as: 'admin',
    body: 'none',
    setup: async () => Promise.resolve({ id: UNKNOWN_ID }),
  },
  {
    method: 'PUT',
    path: '/api/admin/participants/:participanteId/card',
    as: 'admin',
    validBody: cardBody,
    setup: participantWithCard,
  },
  {
    method: 'PUT',
    path: '/api/admin/participants/:participanteId/card',
    as: 'player',
    validBody: cardBody,
    setup: participantWithCard,
  },
];
