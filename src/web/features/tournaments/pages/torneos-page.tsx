import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageShell } from '@/web/components/layout/page-shell';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { TournamentList } from '@/web/features/tournaments/components/tournament-list';

/**
 * /torneos ('Torneos y Ligas', T§2): the Torneos tab here, the Ligas tab given by the route (the leagues feature
 * owns it). The tab and the search travel in the address (?tab=ligas, ?q=…), so going back keeps them.
 */
export default function TorneosPage({ leagues }: { leagues: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'ligas' ? 'ligas' : 'torneos';
  const [query, setQuery] = useState(() => params.get('q') ?? '');

  const update = (next: { tab?: string; q?: string }) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(next)) {
          if (value && !(key === 'tab' && value === 'torneos')) p.set(key, value);
          else p.delete(key);
        }
        return p;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <PageShell title="Torneos y Ligas" backTo="/" width="md">
      <Tabs value={tab} onValueChange={(value) => update({ tab: value })}>
        <TabsList>
          <TabsTrigger value="torneos">Torneos</TabsTrigger>
          <TabsTrigger value="ligas">Ligas</TabsTrigger>
        </TabsList>
        <TabsContent value="torneos">
          <TournamentList
            query={query}
            onQueryChange={(q) => {
              setQuery(q);
              update({ q });
            }}
          />
        </TabsContent>
        <TabsContent value="ligas">{leagues}</TabsContent>
      </Tabs>
    </PageShell>
  );
}
