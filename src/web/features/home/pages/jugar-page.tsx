import { useQuery } from '@tanstack/react-query';
import { FlagIcon, PenLineIcon, PlusIcon, SwordsIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { formatStart } from '@/shared/domain/groups';
import type { TPlayTarget } from '@/shared/schemas/tournaments';
import { PageShell } from '@/web/components/layout/page-shell';
import { Button } from '@/web/components/ui/button';
import { LinkTile } from '@/web/components/ui/link-tile';
import { CardListSkeleton, EmptyState, LoadError } from '@/web/components/ui/list-state';
import { myPlayQueryOptions } from '@/web/features/home/api/get-my-play';
import { formatTime } from '@/web/lib/format';
import { useMe } from '@/web/lib/session';

function describe(d: TPlayTarget): string {
  const start = d.hora_salida ? `Salida ${formatStart(formatTime(d.hora_salida), d.hoyo_salida)}` : null;
  return [d.torneo_nombre, start].filter(Boolean).join(' · ');
}

const PLAY_ICONS: Record<TPlayTarget['tipo'], React.ReactNode> = {
  grupo: <UsersIcon />,
  partido: <SwordsIcon />,
  marcador: <PenLineIcon />,
};

/** /jugar: JUGAR's choice when the player has several tournament groups (or matches) to play now. */
export default function JugarPage() {
  const { me } = useMe();
  const query = useQuery(myPlayQueryOptions(me?.user.id ?? null));
  let body;
  if (query.isPending) body = <CardListSkeleton count={2} />;
  else if (query.isError)
    body = (
      <LoadError
        message="No se pudieron cargar los datos"
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
      />
    );
  else if (query.data.destinos.length === 0)
    body = <EmptyState icon={<FlagIcon />} text="Hoy no tienes partidas de torneo por jugar." />;
  else
    body = (
      <ul className="grid gap-3">
        {query.data.destinos.map((d) => (
          <li key={d.partida_id}>
            <LinkTile
              to={`/introduccion-datos/${encodeURIComponent(d.partida_id)}`}
              icon={PLAY_ICONS[d.tipo]}
              title={d.nombre}
              description={describe(d)}
            />
          </li>
        ))}
      </ul>
    );
  return (
    <PageShell title="Jugar" description="Elige tu partida de hoy" width="md">
      <div className="grid gap-6 py-4">
        {body}
        <Button asChild variant="outline" className="justify-self-center">
          <Link to="/crear-partida-personal">
            <PlusIcon />
            Crear Partida Personal
          </Link>
        </Button>
      </div>
    </PageShell>
  );
}
