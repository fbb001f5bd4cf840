import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { authPathFor } from '@/shared/redirect-target';
import { formatOf } from '@/shared/domain';
import { PairSection } from '@/web/features/tournaments/components/pair-section';
import { PageShell } from '@/web/components/layout/page-shell';
import { tournamentQueryOptions } from '@/web/features/tournaments/api/get-tournament';
import { TournamentList } from '@/web/features/tournaments/components/tournament-list';
import { queryClient } from '@/web/lib/query-client';
import { getSession, useMe } from '@/web/lib/session';
import { NotFoundPanel } from '@/web/components/layout/not-found-panel';

/**
 * Loader of /torneos/:torneoId/inscripcion (T§2): signed out → /auth (back here once signed in); a tournament whose date is past →
 * /clasificacion?torneo={id}. The card it fetched stays cached for the page.
 */
export async function inscripcionLoader({ params, request }: LoaderFunctionArgs) {
  const me = await getSession(queryClient);
  if (!me) throw redirect(authPathFor(new URL(request.url).pathname));
  const id = params.torneoId ?? '';
  const card = await queryClient.fetchQuery(tournamentQueryOptions(id, me.user.id)).catch(() => null);
  if (card?.finalizado) throw redirect(`/clasificacion?torneo=${encodeURIComponent(id)}`);
  return null;
}

/** /torneos/:torneoId/inscripcion ('Inscripción a Torneo', T§2): the tournament list with this one in view. */
export default function InscripcionPage() {
  const { torneoId = '' } = useParams();
  const { me } = useMe();
  const card = useQuery(tournamentQueryOptions(torneoId, me?.user.id ?? null));
  const [query, setQuery] = useState('');
  return (
    <PageShell title="Inscripción a Torneo" description={card.data?.nombre} backTo="/torneos" width="md">
      <div className="flex flex-col gap-5">
        {card.data === null ? <NotFoundPanel text="Torneo no encontrado" /> : null}
        {card.data?.inscripcion &&
        !card.data.finalizado &&
        formatOf({ ...card.data, forma_parejas: null }).side.members === 2 ? (
          <PairSection torneoId={torneoId} viewer={me?.user.id ?? null} />
        ) : null}
        <TournamentList query={query} onQueryChange={setQuery} highlightId={torneoId} />
      </div>
    </PageShell>
  );
}
