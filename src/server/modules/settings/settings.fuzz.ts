/** The write endpoints of 'Ajustes de la peña' (decision record 044), for the fuzz suite (src/server/test/fuzz/target.ts). */
import type { FuzzTarget } from '@/server/test/fuzz/target';

export const fuzzTargets: FuzzTarget[] = [
  {
    method: 'PUT',
    path: '/api/admin/settings',
    as: 'admin',
    validBody: () => ({
      nombre: 'Peña El Robledal',
      metodo_desempate: 'ultimos_hoyos',
      reductor_handicap: 85,
      cierre_dias_antes: 2,
      cierre_hora: '20:00',
    }),
  },
  {
    method: 'PUT',
    path: '/api/admin/settings/categories',
    as: 'admin',
    validBody: () => ({
      no_acumulables: true,
      categorias: [
        {
          nombre: '1ª',
          criterio: { tipo: 'indice', desde: null, hasta: 12.4 },
          clasificacion: 'handicap',
          premios: 3,
        },
        { nombre: 'Damas', criterio: { tipo: 'sexo', sexo: 'mujer' }, clasificacion: 'handicap', premios: 1 },
      ],
    }),
  },
  {
    method: 'PUT',
    path: '/api/admin/settings/prizes',
    as: 'admin',
    validBody: () => ({
      premios: [
        { tipo: 'bola_mas_cercana', numero_hoyo: 7 },
        { tipo: 'otro', nombre: 'Mejor vestido', numero_hoyo: null },
      ],
    }),
  },
  { method: 'POST', path: '/api/admin/settings/logo', as: 'admin', body: 'multipart' },
  { method: 'DELETE', path: '/api/admin/settings/logo', as: 'admin', body: 'none' },
];
