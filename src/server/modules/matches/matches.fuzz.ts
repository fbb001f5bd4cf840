/** The write endpoints of match play and the knockout draw, for the fuzz suite (src/server/test/fuzz/target.ts). */
import type { TTournamentMatches } from '@/shared/schemas/matches';
import type { FuzzContext, FuzzTarget } from '@/server/test/fuzz/target';
import { insertTournament } from '@/server/modules/scores/test-fixtures';

/** A match-play tournament: the fuzzing player and guests. */
async function tournament(ctx: FuzzContext, guests: number) {
  return insertTournament(ctx.app.runtime.deps.db, {
    fecha_juego: '2099-01-01',
    modalidad: 'matchplay_individual',
    groups: 0,
    participants: [
      { profileId: ctx.player.profileId, handicap_torneo: 10 },
      ...Array.from({ length: guests }, (_, i) => ({
        invitado: { nombre: `Invitado ${i + 1}`, handicap: 12 + i, sexo: 'hombre' as const },
        handicap_torneo: 12 + i,
      })),
    ],
  });
}

async function adminPost(ctx: FuzzContext, path: string, json: unknown): Promise<TTournamentMatches> {
  const res = await ctx.app.request(path, { method: 'POST', cookie: ctx.admin.cookie, json });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as TTournamentMatches;
}

/** A one-day match: the fuzzing player (side 1) against a guest. */
async function oneDayMatch(ctx: FuzzContext): Promise<Record<string, string>> {
  const f = await tournament(ctx, 1);
  const all = await adminPost(ctx, `/api/admin/tournaments/${f.torneoId}/matches`, {
    partidos: [{ lado_1: f.participantIds[0], lado_2: f.participantIds[1] }],
  });
  return {
    torneoId: f.torneoId,
    matchId: all.partidos[0]!.id,
    lado1: f.participantIds[0]!,
    lado2: f.participantIds[1]!,
  };
}

/** A one-day match the administrator gave as a walkover (reopening it is the valid request). */
async function decidedMatch(ctx: FuzzContext): Promise<Record<string, string>> {
  const params = await oneDayMatch(ctx);
  const res = await ctx.app.request(`/api/admin/matches/${params.matchId}/walkover`, {
    method: 'PUT',
    cookie: ctx.admin.cookie,
    json: { ganador: 1 },
  });
  if (!res.ok) throw new Error(`walkover: ${res.status}`);
  return params;
}

/** A knockout draw of four: the fuzzing player's first-round match. */
async function knockoutMatch(ctx: FuzzContext): Promise<Record<string, string>> {
  const f = await tournament(ctx, 3);
  const all = await adminPost(ctx, `/api/admin/tournaments/${f.torneoId}/draw`, {
    modo: 'handicap',
    fechas_limite: ['2099-01-10', '2099-01-20'],
  });
  const own = all.partidos.find((m) =>
    m.lados.some((l) => l?.participante_ids.includes(f.participantIds[0]!)),
  )!;
  return { torneoId: f.torneoId, matchId: own.id };
}

/** A match-play tournament of four without matches. */
async function emptyTournament(ctx: FuzzContext): Promise<Record<string, string>> {
  const f = await tournament(ctx, 3);
  return { torneoId: f.torneoId, lado1: f.participantIds[0]!, lado2: f.participantIds[1]! };
}

export const fuzzTargets: FuzzTarget[] = [
  {
    method: 'POST',
    path: '/api/matches/:matchId/concede-hole',
    as: 'player',
    setup: oneDayMatch,
    validBody: () => ({ numero_hoyo: 3, lado: 1 }),
  },
  {
    method: 'POST',
    path: '/api/matches/:matchId/concede',
    as: 'player',
    setup: oneDayMatch,
    validBody: () => ({ lado: 1 }),
  },
  {
    method: 'PUT',
    path: '/api/matches/:matchId/extra-holes/19',
    as: 'player',
    setup: knockoutMatch,
    validBody: () => ({ ganador: 1 }),
  },
  {
    method: 'PUT',
    path: '/api/matches/:matchId/result',
    as: 'player',
    setup: knockoutMatch,
    validBody: () => ({ ganador: 2, resultado: '3/2' }),
  },
  {
    method: 'PUT',
    path: '/api/matches/:matchId/schedule',
    as: 'player',
    setup: knockoutMatch,
    validBody: () => ({ fecha: '2099-01-05', hora: '10:30' }),
  },
  {
    method: 'POST',
    path: '/api/admin/tournaments/:torneoId/matches',
    as: 'admin',
    setup: emptyTournament,
    validBody: (p) => ({ partidos: [{ lado_1: p.lado1, lado_2: p.lado2 }] }),
  },
  {
    method: 'POST',
    path: '/api/admin/tournaments/:torneoId/draw',
    as: 'admin',
    setup: emptyTournament,
    validBody: () => ({ modo: 'sorteo', fechas_limite: ['2099-01-10', '2099-01-20'] }),
  },
  {
    method: 'PUT',
    path: '/api/admin/tournaments/:torneoId/draw/rounds/1',
    as: 'admin',
    setup: knockoutMatch,
    validBody: () => ({ fecha_limite: '2099-01-12' }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/tournaments/:torneoId/draw',
    as: 'admin',
    body: 'none',
    setup: knockoutMatch,
  },
  {
    method: 'PUT',
    path: '/api/admin/matches/:matchId/walkover',
    as: 'admin',
    setup: knockoutMatch,
    validBody: () => ({ ganador: 1 }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/matches/:matchId/result',
    as: 'admin',
    body: 'none',
    setup: decidedMatch,
  },
];
