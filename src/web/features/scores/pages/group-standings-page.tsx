import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { StandingsScreen } from '@/web/features/scores/components/standings-screen';
import { groupStandingsQueryOptions, scorecardKeys } from '@/web/lib/scorecard/api';

/**
 * /clasificacion/{partidaId} (T§2): a group's standings, live (its tournament's stream); back to the group's score
 * entry. Personal games never get here (the route's loader sends them to /partida-personal/{id}).
 */
export default function GroupStandingsPage() {
  const { partidaId = '' } = useParams();
  const query = useQuery(groupStandingsQueryOptions(partidaId));
  return (
    <StandingsScreen
      query={query}
      queryKey={scorecardKeys.groupStandings(partidaId)}
      describe={(inputs) =>
        inputs.partida ? `${inputs.partida.nombre} · ${inputs.torneo.nombre}` : '\u00a0'
      }
      backTo={`/introduccion-datos/${encodeURIComponent(partidaId)}`}
    />
  );
}
