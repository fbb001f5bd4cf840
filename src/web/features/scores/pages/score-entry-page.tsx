import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ListOrderedIcon, TrophyIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { formatOf, formatStart, normalizeHoles, openingHole } from '@/shared/domain';
import type { TScorecard } from '@/shared/schemas/scorecard';
import { PageShell } from '@/web/components/layout/page-shell';
import { HoleSelector } from '@/web/components/scorecard/hole-selector';
import { OfflineStatus, RefusedStrokes } from '@/web/components/scorecard/offline-status';
import { PlayerRow } from '@/web/components/scorecard/player-row';
import { CardSignatures, withdrawnText } from '@/web/components/scorecard/card-signatures';
import { HolePrizes } from '@/web/components/prizes/special-prizes';
import { ScoreDialog, type ScoreTarget } from '@/web/components/scorecard/score-dialog';
import { ValidatedBanner, ValidateResultsButton } from '@/web/components/scorecard/validate-results';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { AuditHistory } from '@/web/features/scores/components/audit-history';
import { MatchActions, MatchSummary } from '@/web/features/scores/components/match-panel';
import { RefusalPanel } from '@/web/features/scores/components/refusal-panel';
import {
  countsOnHole,
  entryCards,
  holePoints,
  isScored,
  withLengths,
} from '@/web/features/scores/lib/entry-cards';
import { toastRefusal } from '@/web/features/scores/lib/texts';
import {
  groupEndpoints,
  groupScorecardQueryOptions,
  isRefused,
  scorecardKeys,
  useSetMarkerMutation,
  useSignCardMutation,
  useValidateMutation,
} from '@/web/lib/scorecard/api';
import type { ScoreCell } from '@/web/lib/scorecard/cache';
import { useLiveCard } from '@/web/lib/scorecard/live';
import { storeMatch } from '@/web/lib/matches/api';
import { useSelectedHole } from '@/web/lib/scorecard/selected-hole';
import { dismissRefusedStroke, queueStroke, usePartidaQueue } from '@/web/lib/scorecard/outbox';
import { cellKey, pendingCells, withPending } from '@/web/lib/scorecard/stroke-queue';
import { toastStrokeSaved, toastSuccess } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';

/** T§5: the confirmation texts, for a full card and for one with holes missing. */
export const VALIDATE_FULL = 'Una vez validados, solo los administradores podrán modificarlos.';
export const VALIDATE_MISSING = 'Hay hoyos sin resultados guardados. ¿Seguro que quieres validar la partida?';

function EntrySkeleton() {
  return (
    <div role="status" aria-label="Cargando..." className="grid grid-cols-1 gap-4">
      <Skeleton className="h-16 w-full rounded-xl" />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-20 w-full rounded-xl" />
      ))}
    </div>
  );
}

function ScoreEntry({
  serverCard,
  storedHole,
  onHoleChange,
}: {
  serverCard: TScorecard;
  /** The hole this device remembers; null: none yet. */
  storedHole: number | null;
  onHoleChange: (h: number) => void;
}) {
  const queryClient = useQueryClient();
  const partidaId = serverCard.partida.id;
  const key = scorecardKeys.group(partidaId);
  const endpoints = groupEndpoints(partidaId);
  const [target, setTarget] = useState<ScoreTarget | null>(null);
  // Offline (decision record 014): the card as the player sees it — the server's, with their strokes still waiting to be sent on top.
  const queue = usePartidaQueue('group', partidaId);
  const card = useMemo(() => withPending(serverCard, queue.pending), [serverCard, queue.pending]);
  const waiting = useMemo(() => pendingCells(queue.pending), [queue.pending]);
  const refreshAudit = () => void queryClient.invalidateQueries({ queryKey: scorecardKeys.audit(partidaId) });
  const enter = (change: ScoreCell, nombre: string) =>
    void queueStroke(
      { ...change, kind: 'group', partidaId, nombre },
      {
        onSent: (sent) => {
          if (sent.golpes === null && !sent.recogida) toastStrokeSaved('Resultado borrado');
          else
            toastStrokeSaved(
              'Resultado guardado',
              `Resultado del hoyo ${sent.numero_hoyo} guardado correctamente`,
            );
          refreshAudit();
        },
        onRefused: (error, refused) =>
          toastRefusal(
            error,
            refused.golpes === null && !refused.recogida
              ? 'No se pudo borrar el resultado'
              : 'No se pudo guardar el resultado',
          ),
      },
    );
  const validate = useValidateMutation(key, endpoints, {
    onSuccess: () => toastSuccess('Resultados validados'),
    onError: (error) => toastRefusal(error, 'No se pudieron validar los resultados'),
  });
  // 'Marcador y jugador': each card's marker, signatures and what this viewer may sign.
  const signatures = new Map((card.firmas ?? []).map((f) => [f.participante_id, f]));
  const sign = useSignCardMutation(partidaId, {
    onSuccess: (res) => toastSuccess(res.validada ? 'Resultados validados' : 'Tarjeta firmada'),
    onError: (error) => toastRefusal(error, 'No se pudo firmar la tarjeta'),
  });
  const setMarker = useSetMarkerMutation(partidaId, {
    onSuccess: () => toastSuccess('Marcador cambiado'),
    onError: (error) => toastRefusal(error, 'No se pudo cambiar el marcador'),
  });
  // Players, or one-ball pairs, each with their holes scored by the format (design §14).
  const format = formatOf(card.torneo);
  const cards = useMemo(() => entryCards(card), [card]);
  // The selector shows the par and length of the first member's tee (the group's differ only between sexes).
  const first = cards[0];
  const selectorHoles = useMemo(
    () => (first ? withLengths(first.holes, card, first.participanteId) : normalizeHoles([])),
    [first, card],
  );
  const complete = cards.every((c) => c.holes.every(isScored));
  // A device without a remembered hole opens where the group is in its playing order: the starting hole, or the
  // first hole without the group's strokes (the same hole on every phone).
  const start = serverCard.partida.hoyo_salida;
  const [opening] = useState(() =>
    openingHole(start, (numero) => cards.every((c) => isScored(c.holes[numero - 1]))),
  );
  const hole = storedHole ?? opening;
  useEffect(() => {
    if (storedHole === null) onHoleChange(opening);
  }, [storedHole, opening, onHoleChange]);
  const { introducir, validar, es_admin, historial } = card.permisos;
  const match = card.partido ?? null;
  const decided = match?.estado === 'terminado';
  // A decided match asks for no more strokes (an administrator may still correct them).
  const mayEnter = introducir && (!decided || match?.permisos.administrar === true);
  /** Match play: the strokes the match gives this card's player on the hole (design §14). */
  const matchStrokesOf = (participanteId: string): number | undefined => {
    if (!match) return undefined;
    const sides = match.lados.filter((s) => s !== null);
    const player = sides.flatMap((s) => s.jugadores).find((j) => j.participante_id === participanteId);
    const side = sides.find((s) => s.participante_ids.includes(participanteId));
    return (player ?? side?.jugadores[0])?.recibe[hole - 1] ?? 0;
  };
  const sideOf = (participanteId: string) =>
    match?.lados.find((s) => s?.participante_ids.includes(participanteId))?.lado ?? null;
  const targetCard = target ? cards.find((c) => c.participanteId === target.participanteId) : undefined;
  const targetHole = targetCard
    ? withLengths(targetCard.holes, card, targetCard.participanteId)[hole - 1]
    : undefined;

  return (
    <div className="grid grid-cols-1 gap-4 pb-24">
      <OfflineStatus online={queue.online} pending={queue.pending.length} />
      <RefusedStrokes refused={queue.refused} onDismiss={(id) => void dismissRefusedStroke(id)} />
      <HoleSelector holes={selectorHoles} hole={hole} start={start} onChange={onHoleChange} />
      {match ? <MatchSummary match={match} hole={hole} /> : null}
      {card.partida.validada ? (
        <ValidatedBanner>
          {es_admin
            ? 'Como administrador puedes seguir corrigiendo los golpes; cada cambio queda en el historial.'
            : 'Solo los administradores pueden modificar los resultados de esta partida.'}
        </ValidatedBanner>
      ) : card.torneo.finalizado && !introducir ? (
        <p
          role="status"
          className="rounded-xl border border-border bg-muted/60 p-4 text-sm text-muted-foreground"
        >
          El torneo ya ha finalizado: solo un administrador puede cambiar sus resultados.
        </p>
      ) : null}
      {/* Above the cards: below them the floating 'Validar Resultados' would cover it on a phone. */}
      <HolePrizes torneoId={card.torneo.id} hole={hole} />
      <ul aria-label={`Resultados del hoyo ${hole}`} className="grid grid-cols-1 gap-2">
        {cards.map((c) => {
          const own = c.holes[hole - 1];
          if (!own) return null;
          const { golpes, recogida } = own;
          const sig = signatures.get(c.participanteId);
          return (
            <li
              key={c.participanteId}
              className={cn(
                match && 'rounded-xl border-l-4',
                sideOf(c.participanteId) === 1 && 'border-l-primary',
                sideOf(c.participanteId) === 2 && 'border-l-sky-700',
              )}
            >
              <PlayerRow
                nombre={c.nombre}
                handicap={c.handicap}
                hole={own}
                golpes={golpes}
                recogida={recogida}
                points={format.total.points ? holePoints(c.holes, hole) : null}
                counts={!match && countsOnHole(c, hole)}
                matchStrokes={matchStrokesOf(c.participanteId)}
                pending={waiting.has(cellKey(c.participanteId, hole))}
                onOpen={
                  mayEnter
                    ? () =>
                        setTarget({ participanteId: c.participanteId, nombre: c.nombre, golpes, recogida })
                    : null
                }
              />
              {sig ? (
                <CardSignatures
                  sig={sig}
                  nombre={c.nombre}
                  pending={sign.isPending || queue.pending.length > 0}
                  onSign={(como) => sign.mutate({ participanteId: c.participanteId, como })}
                  markerChoices={card.candidatos_marcador}
                  onMarkerChange={(marcadorId) =>
                    setMarker.mutate({ participanteId: c.participanteId, marcadorId })
                  }
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {match ? (
        <MatchActions
          match={match}
          hole={hole}
          onHoleChange={onHoleChange}
          hasCard={serverCard.resultados.some((r) => r.golpes !== null || r.recogida === true)}
        />
      ) : null}
      {historial ? <AuditHistory partidaId={partidaId} /> : null}
      {/* A decided match has its result: nothing left to validate on the day. */}
      {validar && !decided ? (
        <ValidateResultsButton
          floating
          description={complete ? VALIDATE_FULL : VALIDATE_MISSING}
          pending={validate.isPending || queue.pending.length > 0}
          onConfirm={() => validate.mutate()}
        />
      ) : null}
      {targetHole ? (
        <ScoreDialog
          title={`Resultado Hoyo ${hole}`}
          target={target}
          hole={targetHole}
          tenPlus
          cancel
          onClose={() => setTarget(null)}
          onChoose={(golpes) => {
            if (!target) return;
            enter(
              { participante_id: target.participanteId, numero_hoyo: hole, golpes, recogida: false },
              target.nombre,
            );
            setTarget(null);
          }}
          pickUpHint={format.total.points ? '0 puntos' : 'Cuenta la bola del compañero'}
          onPickUp={
            format.hole.pickUp
              ? () => {
                  if (!target) return;
                  enter(
                    {
                      participante_id: target.participanteId,
                      numero_hoyo: hole,
                      golpes: null,
                      recogida: true,
                    },
                    target.nombre,
                  );
                  setTarget(null);
                }
              : undefined
          }
          onClear={() => {
            if (!target) return;
            enter(
              { participante_id: target.participanteId, numero_hoyo: hole, golpes: null, recogida: false },
              target.nombre,
            );
            setTarget(null);
          }}
        />
      ) : null}
    </div>
  );
}

function isCard(value: unknown): value is TScorecard {
  return typeof value === 'object' && value !== null && 'partida' in value && 'permisos' in value;
}

/** /introduccion-datos/:partidaId (T§2, T§5): a tournament group's score entry, live for all its members. */
export default function ScoreEntryPage() {
  const { partidaId = '' } = useParams();
  const queryClient = useQueryClient();
  const query = useQuery(groupScorecardQueryOptions(partidaId));
  const [hole, setHole] = useSelectedHole(partidaId);
  const card = isCard(query.data) ? query.data : null;
  useLiveCard({
    url: card ? `/api/live/groups/${encodeURIComponent(partidaId)}` : null,
    queryKey: scorecardKeys.group(partidaId),
    onScore: () => {
      void queryClient.invalidateQueries({ queryKey: scorecardKeys.audit(partidaId) });
    },
    // A match's strokes, concessions, extra holes and results (design §14): the viewer keeps their own rights.
    onMatch: (match) => storeMatch(queryClient, match, 'live'),
    // 'Marcador y jugador': a stroke withdrew a signature; its signer is told.
    onSignatures: (event) => {
      void queryClient.invalidateQueries({ queryKey: scorecardKeys.audit(partidaId) });
      const sig = card?.firmas?.find((f) => f.participante_id === event.participante_id);
      const player = card?.participantes.find((p) => p.id === event.participante_id);
      const text = sig ? withdrawnText(sig, event, player?.jugador_id ?? null) : null;
      if (text) toastSuccess('Firma retirada', text);
    },
  });

  // T§8: 'No se pudo cargar la información de la partida' (toasted by the query), then go to /.
  if (query.isError && query.data === undefined) return <Navigate to="/" replace />;

  const refused = isRefused(query.data) ? query.data.refused : null;
  return (
    <PageShell
      title={card?.partida.nombre ?? 'Introducción de Datos'}
      description={
        card ? (
          <>
            <span className="block truncate">{card.torneo.nombre}</span>
            {/* The tee time and starting tee whole, on their own line: 'Salida 09:10 · Tee del 10'. */}
            <span className="block whitespace-normal">
              {`Salida ${formatStart(card.partida.hora_salida, card.partida.hoyo_salida)}`}
            </span>
          </>
        ) : query.isPending ? (
          '\u00a0'
        ) : undefined
      }
      backTo="/torneos"
      width="md"
      actions={
        card ? (
          <>
            <Button asChild variant="outline" size="sm">
              <Link to={`/clasificacion/${encodeURIComponent(partidaId)}`}>
                <TrophyIcon />
                Clasificación
              </Link>
            </Button>
            {/* The whole tournament's standings, live like the group's (T§2 /clasificacion?torneo={id}). */}
            <Button asChild variant="outline" size="sm">
              <Link
                to={`/clasificacion?torneo=${encodeURIComponent(card.torneo.id)}`}
                aria-label="Clasificación del torneo"
                title="Clasificación del torneo"
              >
                <ListOrderedIcon />
                {/* Short: both buttons fit beside the title, and on one line under it on phones. */}
                Torneo
              </Link>
            </Button>
          </>
        ) : null
      }
    >
      {query.isPending ? (
        <EntrySkeleton />
      ) : refused ? (
        <RefusalPanel status={refused.status} message={refused.message} />
      ) : card ? (
        <ScoreEntry key={card.partida.id} serverCard={card} storedHole={hole} onHoleChange={setHole} />
      ) : null}
    </PageShell>
  );
}
