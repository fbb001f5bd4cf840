import {
  CalendarIcon,
  CheckCircle2Icon,
  ClockIcon,
  MapPinIcon,
  PencilIcon,
  UserRoundIcon,
  UsersIcon,
} from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { TPersonalGameSummary } from '@/shared/schemas/personal-games';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { DeleteGameButton } from '@/web/features/personal-games/components/delete-game-button';
import { formatShortDate, formatTime } from '@/web/lib/format';
import { participantsLabel } from '@/web/lib/plural';

/**
 * A card of 'Mis Partidas'. The whole card opens the game (a stretched link on the name); the creator's edit and
 * delete buttons sit above that link, so they never open the game.
 */
export function GameCard({ game }: { game: TPersonalGameSummary }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex gap-3 rounded-xl border border-border bg-card p-4 shadow-sm transition hover:border-primary/40 hover:shadow-md focus-within:ring-2 focus-within:ring-ring"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="min-w-0 text-lg leading-tight font-semibold break-words">
            <Link
              to={`/partida-personal/${game.id}`}
              className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
            >
              {game.nombre}
            </Link>
          </h2>
          <Badge variant="secondary">Personal</Badge>
          {game.validada ? (
            <Badge variant="outline" className="border-primary/40 text-primary">
              <CheckCircle2Icon />
              Validada
            </Badge>
          ) : null}
        </div>
        {/* A proper list: each <div> of the <dl> holds one <dt> and its <dd> (the icon inside the <dd>). */}
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <div className="flex min-w-0 basis-full">
            <dt className="sr-only">Creador</dt>
            <dd className="flex min-w-0 items-center gap-1.5">
              <UserRoundIcon aria-hidden className="size-4 shrink-0" />
              <span className="truncate">{game.creador?.nombre ?? 'Creador dado de baja'}</span>
            </dd>
          </div>
          <div className="flex">
            <dt className="sr-only">Fecha</dt>
            <dd className="flex items-center gap-1.5">
              <CalendarIcon aria-hidden className="size-4 shrink-0" />
              {formatShortDate(game.fecha_juego)}
            </dd>
          </div>
          <div className="flex">
            <dt className="sr-only">Hora de salida</dt>
            <dd className="flex items-center gap-1.5">
              <ClockIcon aria-hidden className="size-4 shrink-0" />
              {formatTime(game.hora_salida)}
            </dd>
          </div>
          <div className="flex">
            <dt className="sr-only">Participantes</dt>
            <dd className="flex items-center gap-1.5">
              <UsersIcon aria-hidden className="size-4 shrink-0" />
              {participantsLabel(game.participantes_count)}
            </dd>
          </div>
          <div className="flex min-w-0 basis-full">
            <dt className="sr-only">Campo de golf</dt>
            <dd className="flex min-w-0 items-center gap-1.5">
              <MapPinIcon aria-hidden className="size-4 shrink-0" />
              <span className="truncate">{game.campo.nombre}</span>
            </dd>
          </div>
        </dl>
      </div>
      {game.permisos.editar || game.permisos.borrar ? (
        <div className="relative z-10 -my-1 -mr-1 flex shrink-0 flex-col gap-1 sm:flex-row sm:items-start">
          {game.permisos.editar ? (
            <Button asChild variant="ghost" size="icon">
              <Link
                to={`/editar-partida-personal/${game.id}`}
                aria-label="Editar partida"
                title="Editar partida"
              >
                <PencilIcon />
              </Link>
            </Button>
          ) : null}
          {game.permisos.borrar ? <DeleteGameButton gameId={game.id} gameName={game.nombre} /> : null}
        </div>
      ) : null}
    </article>
  );
}
