/** The profile routes, for the fuzz suite (src/server/test/fuzz/target.ts). */
import type { FuzzContext, FuzzTarget } from '@/server/test/fuzz/target';

const profileBody = () => ({
  nombre: 'Jugador Fuzz',
  telefono: '600 111 222',
  fecha_nacimiento: '1980-01-01',
  fecha_entrada_pena: '2020-01-01',
  numero_licencia_federativa: 'LIC-1',
  sexo: 'hombre',
  tramo_edad: 'general',
});

const playerProfile = (ctx: FuzzContext) => Promise.resolve({ id: ctx.player.profileId });

export const fuzzTargets: FuzzTarget[] = [
  { method: 'PUT', path: '/api/profiles/me', as: 'player', validBody: profileBody },
  // Another player's profile: always refused.
  {
    method: 'PUT',
    path: '/api/profiles/:id',
    as: 'player',
    validBody: profileBody,
    setup: (ctx) => Promise.resolve({ id: ctx.admin.profileId }),
  },
  { method: 'PUT', path: '/api/profiles/:id', as: 'admin', validBody: profileBody, setup: playerProfile },
  { method: 'POST', path: '/api/profiles/:id/image', as: 'admin', body: 'multipart', setup: playerProfile },
  { method: 'POST', path: '/api/profiles/me/image', as: 'player', body: 'multipart' },
];
