import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TMatch, TTournamentMatches } from '@/shared/schemas/matches';
import { storeMatch, tournamentMatchesQueryOptions } from '@/web/lib/matches/api';

const T = '00000000-0000-4000-8000-000000000001';
const side = (lado: 1 | 2, id: string) => ({
  lado,
  nombre: `Lado ${lado}`,
  participante_ids: [id],
  handicap_juego: 10,
  jugadores: [],
});
const match = (over: Partial<TMatch> = {}): TMatch => ({
  id: '00000000-0000-4000-8000-000000000002',
  torneo_id: T,
  ronda: 1,
  posicion: 1,
  ronda_nombre: 'Final',
  eliminatoria: true,
  fecha_limite: null,
  fecha: null,
  hora: null,
  partida_id: null,
  lados: [side(1, '00000000-0000-4000-8000-00000000000a'), side(2, '00000000-0000-4000-8000-00000000000b')],
  procedencia: [null, null],
  estado: 'en_juego',
  estado_texto: 'Iguales',
  ganador: null,
  resultado_texto: null,
  origen_resultado: null,
  hoyos: [],
  hoyos_extra: [],
  necesita_hoyos_extra: false,
  permisos: { jugar: true, administrar: false },
  lado_propio: 1,
  ...over,
});
const list = (partidos: TMatch[]): TTournamentMatches => ({
  torneo: {
    id: T,
    nombre: 'Final',
    fecha_juego: '2026-11-25',
    modalidad: 'matchplay_individual',
    forma_parejas: null,
    cuadro: true,
  },
  rondas: [{ ronda: 1, nombre: 'Final', fecha_limite: null }],
  partidos,
});

function cacheWith(m: TMatch) {
  const client = new QueryClient();
  const { queryKey } = tournamentMatchesQueryOptions(T);
  client.setQueryData(queryKey, list([m]));
  return { client, read: () => client.getQueryData<TTournamentMatches>(queryKey)?.partidos[0] };
}

describe('storeMatch', () => {
  it('a live event (everybody’s view) updates the status but keeps the viewer’s own rights and side', () => {
    const { client, read } = cacheWith(match());
    const neutral = match({
      estado_texto: 'Lado 1 1 arriba',
      permisos: { jugar: false, administrar: false },
      lado_propio: null,
    });
    storeMatch(client, neutral, 'live');
    expect(read()?.estado_texto).toBe('Lado 1 1 arriba');
    expect(read()?.permisos.jugar).toBe(true);
    expect(read()?.lado_propio).toBe(1);
  });

  it('a write’s answer is the actor’s own view and replaces the match as it is', () => {
    const { client, read } = cacheWith(match());
    storeMatch(client, match({ permisos: { jugar: true, administrar: true }, lado_propio: null }));
    expect(read()?.permisos.administrar).toBe(true);
    expect(read()?.lado_propio).toBeNull();
  });

  it('a live event whose sides changed (a winner moved in) is not patched: the list is asked again', () => {
    const { client, read } = cacheWith(
      match({ lados: [side(1, '00000000-0000-4000-8000-00000000000a'), null] }),
    );
    storeMatch(client, match({ lado_propio: null }), 'live');
    expect(read()?.lados[1]).toBeNull();
    const { queryKey } = tournamentMatchesQueryOptions(T);
    expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true);
  });
});
