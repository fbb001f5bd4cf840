/** Write endpoints of /admin/campos for the fuzz suite (src/server/test/fuzz/target.ts). */
import { torneos, torneosSalidas } from '@/server/db/schema';
import type { FuzzContext, FuzzTarget } from '@/server/test/fuzz/target';

const UNKNOWN_ID = '6f1c2d3e-0000-4000-8000-0000000000f0';

async function json<T>(res: Response): Promise<T> {
  if (res.status >= 300) throw new Error(`fuzz setup: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A course with one tee (18 holes of par 4), made through the API as the administrator. */
async function courseWithTee({ app, admin }: FuzzContext) {
  const course = await json<{ id: string }>(
    await app.request('/api/admin/courses', {
      method: 'POST',
      cookie: admin.cookie,
      json: { nombre: 'Campo Fuzz', ubicacion: 'Madrid' },
    }),
  );
  const tee = await json<{ id: string }>(
    await app.request(`/api/admin/courses/${course.id}/tees`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { nombre: 'Amarillas', slope: 128, course_rating: 71.2 },
    }),
  );
  return { campoId: course.id, teeId: tee.id };
}

/** A course whose tee a tournament uses: deleting either is always refused (409). */
async function usedCourse(ctx: FuzzContext) {
  const { campoId, teeId } = await courseWithTee(ctx);
  const db = ctx.app.runtime.deps.db;
  const [torneo] = await db
    .insert(torneos)
    .values({ nombre: 'Torneo Fuzz', fecha_juego: '2030-01-01', campo_id: campoId })
    .returning({ id: torneos.id });
  await db.insert(torneosSalidas).values({ torneo_id: torneo!.id, sexo: 'hombre', tipo_salida_id: teeId });
  return { id: campoId, teeId };
}

const courseBody = () => ({ nombre: 'Campo', ubicacion: 'Sevilla' });
const teeBody = () => ({
  nombre: 'Rojas',
  slope: 120,
  course_rating: 70.4,
  slope_damas: 131,
  course_rating_damas: '75,2',
});
const holesBody = () => ({
  hoyos: Array.from({ length: 18 }, (_, i) => ({
    numero_hoyo: i + 1,
    par: [4, 4, 3, 5][i % 4]!,
    handicap: ((i * 7) % 18) + 1,
    par_damas: i === 0 ? 5 : null,
    handicap_damas: ((i * 5) % 18) + 1,
    metros: 300 + i,
  })),
});

/** A course with two tees: 'Amarillas' and a separate women's tee to merge into it. */
async function teesToMerge(ctx: FuzzContext) {
  const { campoId, teeId } = await courseWithTee(ctx);
  const women = await json<{ id: string }>(
    await ctx.app.request(`/api/admin/courses/${campoId}/tees`, {
      method: 'POST',
      cookie: ctx.admin.cookie,
      json: { nombre: 'Amarillas damas', slope: 136, course_rating: 75.9 },
    }),
  );
  return { id: women.id, destino: teeId };
}

export const fuzzTargets: FuzzTarget[] = [
  { method: 'POST', path: '/api/admin/courses', as: 'admin', validBody: courseBody },
  {
    method: 'PUT',
    path: '/api/admin/courses/:id',
    as: 'admin',
    validBody: courseBody,
    setup: async (ctx) => ({ id: (await courseWithTee(ctx)).campoId }),
  },
  {
    method: 'PUT',
    path: '/api/admin/courses/:id',
    as: 'admin',
    validBody: courseBody,
    setup: () => Promise.resolve({ id: UNKNOWN_ID }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/courses/:id',
    as: 'admin',
    body: 'none',
    setup: async (ctx) => ({ id: (await usedCourse(ctx)).id }),
  },
  {
    method: 'POST',
    path: '/api/admin/courses/:id/tees',
    as: 'admin',
    validBody: teeBody,
    setup: async (ctx) => ({ id: (await courseWithTee(ctx)).campoId }),
  },
  {
    method: 'POST',
    path: '/api/admin/courses/:id/tees',
    as: 'admin',
    validBody: teeBody,
    setup: () => Promise.resolve({ id: UNKNOWN_ID }),
  },
  {
    method: 'PUT',
    path: '/api/admin/tees/:id',
    as: 'admin',
    validBody: teeBody,
    setup: async (ctx) => ({ id: (await courseWithTee(ctx)).teeId }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/tees/:id',
    as: 'admin',
    body: 'none',
    setup: async (ctx) => ({ id: (await usedCourse(ctx)).teeId }),
  },
  {
    method: 'POST',
    path: '/api/admin/tees/:id/duplicate',
    as: 'admin',
    body: 'none',
    setup: async (ctx) => ({ id: (await courseWithTee(ctx)).teeId }),
  },
  {
    method: 'PUT',
    path: '/api/admin/tees/:id/holes',
    as: 'admin',
    validBody: holesBody,
    setup: async (ctx) => ({ id: (await courseWithTee(ctx)).teeId }),
  },
  {
    method: 'PUT',
    path: '/api/admin/tees/:id/holes',
    as: 'admin',
    validBody: holesBody,
    setup: () => Promise.resolve({ id: UNKNOWN_ID }),
  },
  {
    method: 'POST',
    path: '/api/admin/tees/:id/merge',
    as: 'admin',
    validBody: (p) => ({ destino_id: p.destino }),
    setup: teesToMerge,
  },
  // The gate: a player's fuzzed bodies are refused before they are read.
  {
    method: 'PUT',
    path: '/api/admin/tees/:id/holes',
    as: 'player',
    validBody: holesBody,
    setup: () => Promise.resolve({ id: UNKNOWN_ID }),
  },
];
