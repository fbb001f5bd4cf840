import { CalendarClockIcon, FlagIcon, HandshakeIcon, PencilLineIcon, TrophyIcon } from 'lucide-react';
import { useState } from 'react';
import type { TMatch } from '@/shared/schemas/matches';
import { CANNOT_UNDO, ConfirmButton } from '@/web/components/matches/confirm-button';
import { ResultDialog, ScheduleDialog } from '@/web/components/matches/match-dialogs';
import { HoleStrip, matchWords, MatchWhen, SIDE_TONE, sideName } from '@/web/components/matches/match-parts';
import { Button } from '@/web/components/ui/button';
import { NativeSelect } from '@/web/components/ui/native-select';
import { toastRefusal } from '@/web/features/scores/lib/texts';
import { useConcedeHole, useConcedeMatch, useExtraHole } from '@/web/lib/matches/api';
import { toastSuccess } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';

type Side = 1 | 2;
const other = (s: Side): Side => (s === 1 ? 2 : 1);

/**
 * Which side concedes: for the match, the player's own (or — for an administrator of neither side — the one
 * chosen); for a hole (`anySide`), either side, chosen by whoever keeps the card (decision record 037).
 */
function ConcedingSide({
  match,
  value,
  onChange,
  anySide = false,
}: {
  match: TMatch;
  value: Side;
  onChange: (s: Side) => void;
  anySide?: boolean;
}) {
  if (match.lado_propio !== null && !anySide) return null;
  return (
    <label className="grid gap-2 text-sm font-medium">
      Lado que concede
      <NativeSelect value={value} onChange={(e) => onChange(Number(e.target.value) as Side)}>
        <option value="1">{sideName(match, 1)}</option>
        <option value="2">{sideName(match, 2)}</option>
      </NativeSelect>
    </label>
  );
}

/** 'Hoyo 19 (como el hoyo 1)': the winner of the next extra hole, one of three buttons (design §14). */
function ExtraHole({ match }: { match: TMatch }) {
  const numero = 19 + match.hoyos_extra.length;
  const save = useExtraHole(match.id, {
    onSuccess: (m) =>
      toastSuccess(
        `Hoyo ${numero} guardado`,
        m.estado === 'terminado' ? (m.resultado_texto ?? undefined) : undefined,
      ),
    onError: (e) => toastRefusal(e, 'No se pudo guardar el hoyo'),
  });
  const choices: { ganador: 0 | 1 | 2; label: string }[] = [
    { ganador: 1, label: `Gana ${sideName(match, 1)}` },
    { ganador: 0, label: 'Empatado' },
    { ganador: 2, label: `Gana ${sideName(match, 2)}` },
  ];
  return (
    <section aria-labelledby="extra-hole" className="grid gap-3 rounded-xl border border-gold bg-gold/15 p-4">
      <div>
        <h2 id="extra-hole" className="font-semibold">
          Hoyo {numero} (como el hoyo {numero - 18})
        </h2>
        <p className="text-sm text-muted-foreground">
          Empatados tras 18 hoyos: el primer hoyo extra que no se empata decide el partido.
        </p>
      </div>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {choices.map((c) => (
          <Button
            key={c.ganador}
            variant={c.ganador === 0 ? 'outline' : 'default'}
            className={cn(
              'h-auto min-h-11 whitespace-normal',
              c.ganador === 2 && 'bg-sky-700 hover:bg-sky-800',
            )}
            disabled={save.isPending}
            onClick={() => save.mutate({ numero_hoyo: numero, ganador: c.ganador })}
          >
            {c.label}
          </Button>
        ))}
      </div>
    </section>
  );
}

/**
 * The match of a match-play partida above its players on the score entry (design §14): both sides in their
 * colours, the status ('Ana 2 arriba', 'Iguales', '… · Dormie') or the result, and the hole's winner with the
 * status after it.
 */
export function MatchSummary({ match, hole }: { match: TMatch; hole: number }) {
  const decided = match.estado === 'terminado';
  const thisHole = match.hoyos.find((h) => h.numero_hoyo === hole);
  const holeWinner = thisHole?.ganador ?? null;
  return (
    <section
      aria-label="Partido"
      className="grid gap-2 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className="font-medium">{match.ronda_nombre}</span>
        <MatchWhen match={match} />
      </div>
      <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {([1, 2] as const).map((lado) => (
          <li key={lado} className="flex min-w-0 items-center gap-1.5">
            <span aria-hidden className={cn('size-3 shrink-0 rounded-full', SIDE_TONE[lado])} />
            <span
              className={cn(
                'min-w-0 font-semibold break-words',
                decided && match.ganador === lado && 'text-primary',
              )}
            >
              {sideName(match, lado)}
              {match.lado_propio === lado ? (
                <span className="font-normal text-muted-foreground"> (tú)</span>
              ) : null}
            </span>
            {decided && match.ganador === lado ? (
              <TrophyIcon aria-label="Ganador" className="size-4 shrink-0 text-gold-foreground" />
            ) : null}
          </li>
        ))}
      </ul>
      <p
        role="status"
        data-testid="match-status"
        className={cn(
          'rounded-lg px-3 py-2 text-center text-lg font-bold',
          decided ? 'bg-secondary text-secondary-foreground' : 'bg-muted',
        )}
      >
        {matchWords(match)}
      </p>
      {decided ? (
        <p className="text-center text-sm text-muted-foreground">
          Partido terminado: ya no hace falta anotar más golpes.
        </p>
      ) : (
        <p data-testid="match-hole" className="text-center text-sm">
          <span className="font-medium">Hoyo {hole}: </span>
          {holeWinner === null
            ? 'sin jugar'
            : holeWinner === 0
              ? 'empatado'
              : `gana ${sideName(match, holeWinner)}${thisHole?.concedido ? ' (concedido)' : ''}`}
          {thisHole && holeWinner !== null ? ` · ${thisHole.estado}` : ''}
        </p>
      )}
      {match.necesita_hoyos_extra && match.permisos.jugar && !decided ? <ExtraHole match={match} /> : null}
    </section>
  );
}

const ACTION = 'h-auto min-h-11 whitespace-normal px-3 text-left leading-tight';

/**
 * Under the players: every hole of the match as a strip (a tap goes to the hole), the extra holes, and what the
 * players (or an administrator) may do — 'Conceder hoyo', 'Conceder partido', 'Introducir resultado' while there
 * is no card, and the day of a knockout match.
 */
export function MatchActions({
  match,
  hole,
  onHoleChange,
  hasCard,
}: {
  match: TMatch;
  hole: number;
  onHoleChange: (hole: number) => void;
  /** The partida has hole results (the card wins while it exists). */
  hasCard: boolean;
}) {
  const [side, setSide] = useState<Side>(match.lado_propio ?? 1);
  const [dialog, setDialog] = useState<'result' | 'schedule' | null>(null);
  const conceding: Side = match.lado_propio ?? side;
  // A hole: either side's scorer records either side's concession (the player's own side first).
  const [holeSide, setHoleSide] = useState<Side>(match.lado_propio ?? 1);
  const decided = match.estado === 'terminado';
  const { jugar, administrar } = match.permisos;
  const holeWinner = match.hoyos.find((h) => h.numero_hoyo === hole)?.ganador ?? null;
  const concedeHole = useConcedeHole(match.id, {
    onSuccess: () => toastSuccess(`Hoyo ${hole} concedido`),
    onError: (e) => toastRefusal(e, 'No se pudo conceder el hoyo'),
  });
  const concedeMatch = useConcedeMatch(match.id, {
    onSuccess: (m) => toastSuccess('Partido concedido', m.resultado_texto ?? undefined),
    onError: (e) => toastRefusal(e, 'No se pudo conceder el partido'),
  });
  const knockout = match.eliminatoria;
  const mayEnterResult = jugar && !decided && (!hasCard || administrar);

  return (
    <section
      aria-label="Hoyos y acciones del partido"
      className="grid gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-4"
    >
      <HoleStrip match={match} current={decided ? undefined : hole} onSelect={onHoleChange} />
      {jugar && !decided ? (
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <ConfirmButton
            className={ACTION}
            title={`¿Conceder el hoyo ${hole}?`}
            confirmLabel="Conceder hoyo"
            pending={concedeHole.isPending}
            disabled={holeWinner !== null || match.necesita_hoyos_extra}
            body={<ConcedingSide match={match} value={holeSide} onChange={setHoleSide} anySide />}
            description={`${sideName(match, holeSide)} concede: ${sideName(match, other(holeSide))} gana el hoyo ${hole}. ${CANNOT_UNDO}.`}
            onConfirm={() => concedeHole.mutate({ numero_hoyo: hole, lado: holeSide })}
          >
            <FlagIcon />
            Conceder hoyo
          </ConfirmButton>
          <ConfirmButton
            className={ACTION}
            title="¿Conceder el partido?"
            confirmLabel="Conceder partido"
            pending={concedeMatch.isPending}
            body={<ConcedingSide match={match} value={side} onChange={setSide} />}
            description={`${sideName(match, other(conceding))} gana el partido. ${CANNOT_UNDO}.`}
            onConfirm={() => concedeMatch.mutate({ lado: conceding })}
          >
            <HandshakeIcon />
            Conceder partido
          </ConfirmButton>
          {mayEnterResult ? (
            <Button variant="outline" className={ACTION} onClick={() => setDialog('result')}>
              <PencilLineIcon />
              Introducir resultado
            </Button>
          ) : null}
          {knockout ? (
            <Button variant="outline" className={ACTION} onClick={() => setDialog('schedule')}>
              <CalendarClockIcon />
              Fecha del partido
            </Button>
          ) : null}
        </div>
      ) : null}
      {dialog === 'result' ? (
        <ResultDialog
          open
          match={match}
          knockout={knockout}
          hasCard={hasCard}
          onOpenChange={(o) => setDialog(o ? 'result' : null)}
        />
      ) : null}
      {dialog === 'schedule' ? (
        <ScheduleDialog open match={match} onOpenChange={(o) => setDialog(o ? 'schedule' : null)} />
      ) : null}
    </section>
  );
}
