import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { normalizeHoles } from '@/shared/domain';
import type { TPersonalGameDetail } from '@/shared/schemas/personal-games';
import { PageShell } from '@/web/components/layout/page-shell';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { usePersonalGame } from '@/web/features/personal-games/api/get-personal-game';
import { GameNotFound } from '@/web/features/personal-games/components/game-not-found';
import { PlaySkeleton } from '@/web/features/personal-games/components/play-skeleton';
import { ScoreEntry } from '@/web/features/personal-games/components/score-entry';
import { Standings } from '@/web/features/personal-games/components/standings';
import { usePersonalGameLive } from '@/web/features/personal-games/hooks/use-personal-game-live';
import { formatShortDate, formatTime } from '@/web/lib/format';
import { useSelectedHole } from '@/web/lib/scorecard/selected-hole';
import { usePartidaQueue } from '@/web/lib/scorecard/outbox';
import { withPending } from '@/web/lib/scorecard/stroke-queue';

function PlayView({ game: serverGame }: { game: TPersonalGameDetail }) {
  const [stored, setHole] = useSelectedHole(serverGame.id);
  const hole = stored ?? 1;
  // Offline (decision record 014): the creator's strokes still waiting to be sent show at once, in the entry and in the standings.
  const queue = usePartidaQueue('personal', serverGame.id);
  const game = useMemo(() => withPending(serverGame, queue.pending), [serverGame, queue.pending]);
  const holes = useMemo(() => normalizeHoles(game.hoyos), [game.hoyos]);
  return (
    <Tabs defaultValue="resultados">
      <TabsList>
        <TabsTrigger value="resultados">Introducir Resultados</TabsTrigger>
        <TabsTrigger value="clasificacion">Clasificación</TabsTrigger>
      </TabsList>
      <TabsContent value="resultados">
        <ScoreEntry game={game} holes={holes} hole={hole} onHoleChange={setHole} queue={queue} />
      </TabsContent>
      <TabsContent value="clasificacion">
        <Standings game={game} />
      </TabsContent>
    </Tabs>
  );
}

/** /partida-personal/:id (P§2): score entry and standings of a personal game, updated live (design §8). */
export default function PartidaPersonalPage() {
  const { id = '' } = useParams();
  const game = usePersonalGame(id);
  usePersonalGameLive(id, Boolean(game.data));

  // First load failed: the query toasted 'No se pudo cargar la información de la partida'; go home (P§8).
  if (game.isError && game.data === undefined) return <Navigate to="/" replace />;

  const data = game.data;
  return (
    <PageShell
      title={data?.nombre ?? 'Partida Personal'}
      description={
        data
          ? `${formatShortDate(data.fecha_juego)} · ${formatTime(data.hora_salida)} · ${data.campo.nombre}`
          : game.isPending
            ? '\u00a0'
            : undefined
      }
      backTo="/mis-partidas"
      width="md"
    >
      {game.isPending ? <PlaySkeleton /> : data ? <PlayView key={data.id} game={data} /> : <GameNotFound />}
    </PageShell>
  );
}
