import {
  CalendarClockIcon,
  CalendarIcon,
  CheckIcon,
  ChevronRightIcon,
  MapPinIcon,
  NetworkIcon,
  SwordsIcon,
  TrophyIcon,
  UsersIcon,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatEuros, formatOf } from '@/shared/domain';
import type { TTournamentCardDraw } from '@/shared/schemas/matches';
import {
  ENTRIES_TEXTS,
  placesLeftText,
  waitingPositionText,
  type TTournamentCard,
  type TTournamentEntries,
} from '@/shared/schemas/tournaments';
import { Badge } from '@/web/components/ui/badge';
import { MyGroup } from '@/web/features/tournaments/components/my-group';
import { formatLongDate, formatShortDate, formatTime } from '@/web/lib/format';
import { formatHandicap, formatPlayedOff } from '@/shared/domain/handicap-text';
import { cn } from '@/web/lib/utils';

/**
 * A knockout championship on its card (design §14): the round being played and the player's next match — the
 * rival, the agreed day or the round's deadline — with 'Ver cuadro'. It sits above the card's stretched link.
 */
function DrawSummary({ torneoId, cuadro }: { torneoId: string; cuadro: TTournamentCardDraw }) {
  const mine = cuadro.mi_partido;
  return (
    <div className="relative z-10 grid gap-2 rounded-lg bg-muted px-3 py-2.5 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="text-muted-foreground">
          Ronda actual: <span className="font-semibold text-foreground">{cuadro.ronda_actual}</span>
        </span>
        <Link
          to={`/torneos/${encodeURIComponent(torneoId)}/cuadro`}
          className="flex min-h-11 shrink-0 items-center gap-1.5 font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
        >
          <NetworkIcon aria-hidden className="size-4" />
          Ver cuadro
        </Link>
      </div>
      {mine ? (
        <div className="grid gap-1 border-t border-border pt-2" data-testid="mi-partido">
          <span className="flex items-center gap-2 font-medium">
            <SwordsIcon aria-hidden className="size-4 shrink-0 text-primary" />
            Tu próximo partido: {mine.rival ? `contra ${mine.rival}` : 'rival por decidir'}
          </span>
          {mine.fecha ? (
            <span className="flex items-center gap-2 text-muted-foreground">
              <CalendarIcon aria-hidden className="size-4 shrink-0" />
              {formatShortDate(mine.fecha)}
              {mine.hora ? ` · ${formatTime(mine.hora)}` : ''}
            </span>
          ) : mine.fecha_limite ? (
            <span className="flex items-center gap-2 text-muted-foreground">
              <CalendarClockIcon aria-hidden className="size-4 shrink-0" />
              Fecha límite: {formatShortDate(mine.fecha_limite)}
            </span>
          ) : null}
          {mine.partida_id ? (
            <Link
              to={`/introduccion-datos/${encodeURIComponent(mine.partida_id)}`}
              className="flex min-h-11 items-center gap-1.5 self-start font-medium text-primary underline-offset-4 hover:underline"
            >
              Introducir resultados
              <ChevronRightIcon aria-hidden className="size-4" />
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * A tournament card (T§2 /torneos, P§2 Mis Torneos y Ligas): name, long Spanish date, league, modality,
 * 'Inscrito', 'Finalizado', course and location, description, 'Handicap de juego' and 'Mi Partida'.
 * With `to`, the whole card opens it (a stretched link on the name; the buttons inside sit above that link).
 */
export function TournamentCard({
  torneo,
  to,
  actions,
  highlighted = false,
}: {
  torneo: TTournamentCard;
  to?: string;
  actions?: ReactNode;
  highlighted?: boolean;
}) {
  const titleId = useId();
  const enrolment = torneo.inscripcion;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5',
        to && 'transition hover:border-primary/40 hover:shadow-md focus-within:ring-2 focus-within:ring-ring',
        highlighted && 'ring-2 ring-primary',
        torneo.finalizado && 'bg-card/80',
      )}
    >
      <header className="flex flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <h2 id={titleId} className="min-w-0 text-lg leading-tight font-semibold break-words">
            {to ? (
              <Link
                to={to}
                className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
              >
                {torneo.nombre}
              </Link>
            ) : (
              torneo.nombre
            )}
          </h2>
          {enrolment ? (
            <Badge className="mt-0.5">
              <CheckIcon />
              Inscrito
            </Badge>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant="secondary">{formatOf(torneo).label}</Badge>
          {torneo.indice_handicap === 'pena' ? <Badge variant="outline">Hándicap de la peña</Badge> : null}
          {torneo.finalizado ? (
            <Badge variant="outline" className="text-muted-foreground">
              Finalizado
            </Badge>
          ) : torneo.cuadro ? (
            <Badge variant="outline">En juego · {torneo.cuadro.ronda_actual}</Badge>
          ) : null}
        </div>
      </header>

      <dl className="grid gap-1.5 text-sm text-muted-foreground">
        <div className="flex items-start gap-2">
          <dt className="sr-only">Fecha</dt>
          <CalendarIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          <dd className="font-medium text-foreground first-letter:uppercase">
            {formatLongDate(torneo.fecha_juego)}
          </dd>
        </div>
        {torneo.ligas.length > 0 ? (
          <div className="flex items-start gap-2">
            <dt className="sr-only">Liga</dt>
            <TrophyIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-foreground" />
            <dd>{torneo.ligas.map((l) => l.nombre).join(' · ')}</dd>
          </div>
        ) : null}
        <div className="flex items-start gap-2">
          <dt className="sr-only">Campo</dt>
          <MapPinIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          <dd className="min-w-0">
            <span className="text-foreground">{torneo.campo.nombre}</span>
            <span className="block text-xs sm:inline sm:text-sm">
              <span aria-hidden className="hidden sm:inline">
                {' '}
                ·{' '}
              </span>
              {torneo.campo.ubicacion}
            </span>
          </dd>
        </div>
      </dl>

      {torneo.entradas && !torneo.finalizado ? <EntriesLine entradas={torneo.entradas} /> : null}

      {torneo.descripcion ? (
        <p className="text-sm break-words whitespace-pre-line text-foreground/90">{torneo.descripcion}</p>
      ) : null}

      {enrolment ? (
        <div className="rounded-lg bg-muted px-3 py-2">
          <div className="flex items-center justify-between gap-3">
            <span className="text-sm text-muted-foreground">Handicap de juego</span>
            <span className="text-lg font-bold text-foreground tabular-nums" data-testid="handicap-juego">
              {formatHandicap(enrolment.handicap_juego)}
            </span>
          </div>
          {enrolment.jugado?.indice !== null && enrolment.jugado?.indice !== undefined ? (
            <p className="text-xs text-muted-foreground tabular-nums" data-testid="handicap-jugado">
              {formatPlayedOff({ ...enrolment.jugado, handicap_juego: null }, torneo.indice_handicap)}
            </p>
          ) : null}
        </div>
      ) : null}

      {torneo.cuadro ? <DrawSummary torneoId={torneo.id} cuadro={torneo.cuadro} /> : null}

      {enrolment?.partida && !torneo.cuadro ? (
        <MyGroup partida={enrolment.partida} finalizado={torneo.finalizado} torneoId={torneo.id} />
      ) : null}

      <footer className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between [&>a,&>div]:relative [&>a,&>div]:z-10">
        <Link
          to={`/torneos/${torneo.id}/participantes`}
          className="flex min-h-11 items-center gap-1.5 self-start text-sm font-medium text-primary underline-offset-4 hover:underline sm:self-center"
        >
          <UsersIcon aria-hidden className="size-4" />
          Participantes ({torneo.inscritos})
        </Link>
        {actions ? <div className="flex flex-col gap-2 sm:flex-row">{actions}</div> : null}
        {to && !actions ? (
          <span
            aria-hidden
            className="flex items-center gap-1 self-end text-sm font-medium text-muted-foreground sm:self-center"
          >
            Ver Resultados
            <ChevronRightIcon className="size-4" />
          </span>
        ) : null}
      </footer>
    </article>
  );
}

const closeFormat = new Intl.DateTimeFormat('es-ES', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** The close ('Inscripción hasta el vie, 14 jun, 20:00'), as the club's local wall time. */
function closeText(cierre: string): string {
  return closeFormat.format(new Date(`${cierre}:00Z`));
}

/** Places left, the player's waiting position, the close and the fee (decision record 039). */
function EntriesLine({ entradas }: { entradas: TTournamentEntries }) {
  const parts: { key: string; text: string; strong?: boolean }[] = [];
  if (entradas.mi_puesto_espera !== null)
    parts.push({ key: 'espera', text: waitingPositionText(entradas.mi_puesto_espera), strong: true });
  else if (entradas.plazas_libres !== null)
    parts.push({ key: 'plazas', text: placesLeftText(entradas.plazas_libres), strong: true });
  if (entradas.plazas_libres === 0 && entradas.en_espera > 0 && entradas.mi_puesto_espera === null)
    parts.push({ key: 'en-espera', text: `${entradas.en_espera} en lista de espera` });
  if (entradas.cerrada) parts.push({ key: 'cierre', text: ENTRIES_TEXTS.closed, strong: true });
  else if (entradas.cierre)
    parts.push({ key: 'cierre', text: `Inscripción hasta el ${closeText(entradas.cierre)}` });
  if (entradas.cuota_centimos !== null)
    parts.push({ key: 'cuota', text: `Cuota ${formatEuros(entradas.cuota_centimos)}` });
  if (parts.length === 0) return null;
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm" data-testid="entradas">
      {parts.map((p) => (
        <span key={p.key} className={p.strong ? 'font-semibold text-foreground' : 'text-muted-foreground'}>
          {p.text}
        </span>
      ))}
    </p>
  );
}
