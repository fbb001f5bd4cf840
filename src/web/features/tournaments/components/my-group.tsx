import { CheckCircle2Icon, ClockIcon, FileTextIcon, PencilLineIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { TMyGroup } from '@/shared/schemas/tournaments';
import { DownloadButton } from '@/web/components/papers/download-button';
import { Button } from '@/web/components/ui/button';
import { formatStart } from '@/shared/domain';
import { participantsLabel } from '@/web/lib/plural';

/**
 * 'Mi Partida' (T§2, P§2, P§4): the player's group with its tee time (and its starting tee when it is not the 1st:
 * 'Salida: 09:10 · Tee del 10'), its size and its players' names (in their order in the group); 'Resultados
 * validados' once validated, otherwise 'Introducir Resultados' while the tournament is not finished. The groups
 * are published: 'Orden de salida (PDF)' and the group's cards, 'Mi tarjeta (PDF)'.
 */
export function MyGroup({
  partida,
  finalizado,
  torneoId,
}: {
  partida: TMyGroup;
  finalizado: boolean;
  torneoId: string;
}) {
  return (
    <section aria-label="Mi Partida" className="rounded-lg border border-primary/20 bg-secondary/60 p-3">
      <h3 className="text-xs font-semibold tracking-wide text-secondary-foreground uppercase">Mi Partida</h3>
      <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="font-semibold text-foreground">{partida.nombre}</span>
        <span className="flex items-center gap-1 text-muted-foreground">
          <ClockIcon aria-hidden className="size-4" />
          <span>Salida: {formatStart(partida.hora_salida, partida.hoyo_salida)}</span>
        </span>
        <span className="flex items-center gap-1 text-muted-foreground">
          <UsersIcon aria-hidden className="size-4" />
          {participantsLabel(partida.participantes_count)}
        </span>
      </div>
      {partida.jugadores.length > 0 ? (
        <p className="mt-1 text-sm break-words text-foreground">
          <span className="sr-only">Jugadores: </span>
          {partida.jugadores.join(' · ')}
        </p>
      ) : null}
      {partida.validada ? (
        <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-primary">
          <CheckCircle2Icon aria-hidden className="size-4" />
          Resultados validados
        </p>
      ) : finalizado ? null : (
        // Above the card's stretched link.
        <Button asChild size="sm" className="relative z-10 mt-2 w-full sm:w-auto">
          <Link to={`/introduccion-datos/${partida.id}`}>
            <PencilLineIcon />
            Introducir Resultados
          </Link>
        </Button>
      )}
      {/* Papers for the day of play (none once it is over), above the card's stretched link. */}
      {finalizado ? null : (
        <div className="relative z-10 mt-2 grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
          <DownloadButton
            path={`/api/tournaments/${encodeURIComponent(torneoId)}/start-sheet.pdf`}
            fallbackName="orden-de-salida.pdf"
            className="px-2 sm:px-3"
          >
            Orden de salida (PDF)
          </DownloadButton>
          <DownloadButton
            path={`/api/groups/${encodeURIComponent(partida.id)}/scorecards.pdf?por_hoja=4`}
            fallbackName="tarjeta.pdf"
            icon={<FileTextIcon />}
            className="px-2 sm:px-3"
          >
            Mi tarjeta (PDF)
          </DownloadButton>
        </div>
      )}
    </section>
  );
}
