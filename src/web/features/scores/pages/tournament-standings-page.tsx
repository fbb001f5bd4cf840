import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ExportActions } from '@/web/components/papers/download-button';
import { StandingsScreen } from '@/web/features/scores/components/standings-screen';
import { formatLongDate } from '@/web/lib/format';
import { scorecardKeys, tournamentStandingsQueryOptions } from '@/web/lib/scorecard/api';

/** /clasificacion?torneo={id} (T§2): the whole tournament's standings, live; back to /torneos. */
export default function TournamentStandingsPage() {
  const [params] = useSearchParams();
  const torneoId = params.get('torneo') ?? '';
  const query = useQuery({ ...tournamentStandingsQueryOptions(torneoId), enabled: torneoId !== '' });
  return (
    <StandingsScreen
      query={query}
      queryKey={scorecardKeys.tournamentStandings(torneoId)}
      describe={(inputs) => `${inputs.torneo.nombre} · ${formatLongDate(inputs.torneo.fecha_juego)}`}
      backTo="/torneos"
      notFound={torneoId === '' ? 'Torneo no encontrado' : null}
      actions={(inputs) => (
        <ExportActions
          base={`/api/tournaments/${encodeURIComponent(inputs.torneo.id)}/results`}
          name="resultados"
          title={`Clasificación · ${inputs.torneo.nombre}`}
        />
      )}
    />
  );
}
