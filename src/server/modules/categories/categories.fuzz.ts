/** Write endpoints of 'Categorías' for the fuzz suite (src/server/test/fuzz/target.ts). */
import { insertTournament, insertTwoTeeCourse } from '@/server/modules/tournaments/test-fixtures';
import type { FuzzContext, FuzzTarget } from '@/server/test/fuzz/target';

async function tournament({ app }: FuzzContext) {
  const db = app.runtime.deps.db;
  const course = await insertTwoTeeCourse(db, 'Campo Fuzz Categorías');
  return { id: await insertTournament(db, { fecha_juego: '2030-06-01', campo_id: course.id }) };
}

export const fuzzTargets: FuzzTarget[] = [
  {
    method: 'PUT',
    path: '/api/admin/tournaments/:id/categories',
    as: 'admin',
    validBody: () => ({
      no_acumulables: true,
      categorias: [
        { nombre: 'Scratch', criterio: { tipo: 'todos' }, clasificacion: 'scratch', premios: 1 },
        {
          nombre: '1ª',
          criterio: { tipo: 'indice', desde: null, hasta: 12.4 },
          clasificacion: 'handicap',
          premios: 3,
        },
        {
          nombre: 'Senior',
          criterio: { tipo: 'edad', grupo: 'senior', edad: 55 },
          clasificacion: 'handicap',
          premios: 1,
        },
      ],
    }),
    setup: tournament,
  },
];
