import { useLocation, useParams } from 'react-router';
import type { TPublicView } from '@/shared/schemas/public';
import { ClubLogo } from '@/web/components/club-logo';
import { LoadingScreen } from '@/web/components/layout/loading-screen';
import { usePublicNext, usePublicView, type PublicTarget } from '@/web/features/public/api/public-api';
import { PublicLeague, PublicTournament } from '@/web/features/public/components/public-tournament';
import { formatLongDate } from '@/web/lib/format';
import { usePublicConfig } from '@/web/lib/config';

/**
 * /embed/torneos/:id, /embed/ligas/:id and /embed/proximo (design.md §17): what the club's website shows in an
 * iframe — the public page's content without the app's navigation, from the same snapshot, asked again every few
 * seconds. Only the sites of EMBED_ORIGINS may frame it (the server's frame-ancestors); a tournament or league
 * whose public link is off is 'No disponible'.
 */
export default function EmbedPage() {
  const { pathname } = useLocation();
  const { id = '' } = useParams();
  if (pathname.startsWith('/embed/proximo')) return <EmbedNext />;
  return <EmbedView target={{ kind: pathname.startsWith('/embed/ligas/') ? 'ligas' : 'torneos', id }} />;
}

function EmbedFrame({ title, children }: { title: string; children: React.ReactNode }) {
  const { data: config } = usePublicConfig();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-3 p-3 sm:p-4">
      <header className="flex items-baseline justify-between gap-3">
        <h1 className="text-lg font-bold sm:text-xl">{title}</h1>
        <span className="flex shrink-0 items-center gap-1.5 text-xs text-muted-foreground">
          <ClubLogo size={20} className="size-5" />
          {config?.clubName ?? ''} · en directo
        </span>
      </header>
      {children}
    </div>
  );
}

function Unavailable({ text }: { text: string }) {
  return (
    <p className="m-3 rounded-xl border border-dashed border-border bg-card px-4 py-6 text-center text-muted-foreground">
      {text}
    </p>
  );
}

function SnapshotView({ data }: { data: TPublicView }) {
  const title = data.tipo === 'torneo' ? data.standings.torneo.nombre : data.standings.liga.nombre;
  return (
    <EmbedFrame title={title}>
      {data.tipo === 'torneo' ? <PublicTournament snap={data} /> : <PublicLeague snap={data} />}
    </EmbedFrame>
  );
}

function EmbedView({ target }: { target: PublicTarget }) {
  const { data, isPending } = usePublicView(target);
  if (isPending) return <LoadingScreen />;
  if (!data) return <Unavailable text="No disponible" />;
  return <SnapshotView data={data} />;
}

function EmbedNext() {
  const { data, isPending } = usePublicNext();
  if (isPending) return <LoadingScreen />;
  if (!data?.torneo) return <Unavailable text="No hay próximos torneos" />;
  return (
    <>
      <p className="px-3 pt-3 text-sm text-muted-foreground sm:px-4">
        Próximo torneo: {formatLongDate(data.torneo.fecha_juego)}
      </p>
      <EmbedView target={{ kind: 'torneos', id: data.torneo.id }} />
    </>
  );
}
