import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { PageShell } from '@/web/components/layout/page-shell';
import { Spinner } from '@/web/components/ui/spinner';
import { participantGroupQueryOptions } from '@/web/lib/scorecard/api';

/**
 * /introduccion-datos?torneo=&participante= (T§2): finds that participant's group and goes to its score entry;
 * 'No se pudo encontrar la partida correspondiente' (T§8) and home when there is none.
 */
export default function FindGroupPage() {
  const [params] = useSearchParams();
  // Missing parameters ask the server all the same: its 404 gives the same message as an unknown participant.
  const torneo = params.get('torneo') || '-';
  const participante = params.get('participante') || '-';
  const query = useQuery(participantGroupQueryOptions(torneo, participante));
  if (query.data)
    return <Navigate to={`/introduccion-datos/${encodeURIComponent(query.data.partida_id)}`} replace />;
  // The query toasted T§8's message.
  if (query.isError) return <Navigate to="/" replace />;
  return (
    <PageShell title="Introducción de Datos" backTo="/torneos" width="md">
      <div role="status" aria-label="Cargando..." className="flex justify-center py-10">
        <Spinner />
      </div>
    </PageShell>
  );
}
