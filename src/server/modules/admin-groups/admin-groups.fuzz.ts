/** Write endpoints of 'Gestión de Partidas' for the fuzz suite (src/server/test/fuzz/target.ts). */
import {
  camposGolf,
  participantesTorneo,
  partidas,
  partidasParticipantes,
  profiles,
  torneos,
} from '@/server/db/schema';
import type { FuzzContext, FuzzTarget } from '@/server/test/fuzz/target';
import { attestedGroup } from '@/server/modules/scores/scores.fuzz';

const UNKNOWN_ID = '6f1c2d3e-0000-4000-8000-0000000000f1';

/** An active tournament with three participants (one with an e-mail) and one published group. */
async function tournamentWithGroup({ app }: FuzzContext) {
  const db = app.runtime.deps.db;
  const [campo] = await db
    .insert(camposGolf)
    .values({ nombre: 'Campo Fuzz', ubicacion: 'Madrid' })
    .returning({ id: camposGolf.id });
  const [torneo] = await db
    .insert(torneos)
    .values({ nombre: 'Torneo Fuzz', fecha_juego: '2099-01-01', campo_id: campo!.id })
    .returning({ id: torneos.id });
  const ids: string[] = [];
  for (const [i, email] of [
    ['1', 'fuzz1@example.com'],
    ['2', null],
    ['3', null],
  ] as const) {
    const [perfil] = await db
      .insert(profiles)
      .values({ nombre: `Jugador Fuzz ${i}`, email })
      .returning({ id: profiles.id });
    const [pt] = await db
      .insert(participantesTorneo)
      .values({ torneo_id: torneo!.id, jugador_id: perfil!.id })
      .returning({ id: participantesTorneo.id });
    ids.push(pt!.id);
  }
  const [partida] = await db
    .insert(partidas)
    .values({ torneo_id: torneo!.id, nombre: 'Partida 1', fecha_juego: '2099-01-01', hora_salida: '08:00' })
    .returning({ id: partidas.id });
  await db
    .insert(partidasParticipantes)
    .values({ partida_id: partida!.id, participante_id: ids[0]!, posicion_grupo: 1 });
  return { torneoId: torneo!.id, partidaId: partida!.id, p1: ids[0]!, p2: ids[1]!, p3: ids[2]! };
}

export const fuzzTargets: FuzzTarget[] = [
  {
    method: 'PUT',
    path: '/api/admin/groups/tournaments/:torneoId',
    as: 'admin',
    setup: tournamentWithGroup,
    validBody: (params) => ({
      hora_inicio: '08:00',
      intervalo_minutos: 10,
      partidas: [
        { id: params.partidaId, participantes: [params.p1, params.p2] },
        { participantes: [params.p3] },
      ],
    }),
  },
  {
    method: 'PUT',
    path: '/api/admin/groups/tournaments/:torneoId',
    as: 'admin',
    setup: () => Promise.resolve({ torneoId: UNKNOWN_ID }),
    validBody: () => ({
      hora_inicio: '08:00',
      intervalo_minutos: 10,
      partidas: [{ participantes: [UNKNOWN_ID] }],
    }),
  },
  {
    // 'Salida a tiro' with a tee time and starting hole set by hand.
    method: 'PUT',
    path: '/api/admin/groups/tournaments/:torneoId',
    as: 'admin',
    setup: tournamentWithGroup,
    validBody: (params) => ({
      hora_inicio: '08:00',
      intervalo_minutos: 10,
      modo_salida: 'tiro',
      partidas: [
        { id: params.partidaId, participantes: [params.p1], hora_salida: '08:30', hoyo_salida: 10 },
        { participantes: [params.p2, params.p3] },
      ],
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/groups/tournaments/:torneoId/email',
    as: 'admin',
    setup: tournamentWithGroup,
    validBody: () => ({ reenviar: true }),
  },
  {
    method: 'POST',
    path: '/api/admin/groups/partidas/:partidaId/validate',
    as: 'admin',
    body: 'none',
    setup: tournamentWithGroup,
  },
  {
    method: 'PUT',
    path: '/api/admin/groups/tournaments/:torneoId',
    as: 'player',
    setup: tournamentWithGroup,
    validBody: (params) => ({
      hora_inicio: '08:00',
      intervalo_minutos: 10,
      partidas: [{ participantes: [params.p1] }],
    }),
  },
  {
    // 'Marcador y jugador': a card's marker named by an administrator.
    method: 'PUT',
    path: '/api/admin/groups/partidas/:partidaId/markers',
    as: 'admin',
    setup: attestedGroup,
    validBody: (p) => ({ participante_id: p.participanteId, marcador_participante_id: null }),
  },
];
