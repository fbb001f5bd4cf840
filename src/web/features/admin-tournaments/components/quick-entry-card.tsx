import { SaveIcon } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { formatOf, HOLES_PER_ROUND, rankStandings } from '@/shared/domain';
import { ZQuickCardRequest, type TAdminParticipant } from '@/shared/schemas/admin-tournaments';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Spinner } from '@/web/components/ui/spinner';
import { useParticipants } from '@/web/features/admin-tournaments/api/participants';
import { useQuickCard, useSaveQuickCard } from '@/web/features/admin-tournaments/api/points';
import { useTournamentChoices } from '@/web/features/admin-tournaments/api/tournaments';
import { NativeSelect } from '@/web/features/admin-tournaments/components/native-select';
import { nextParticipant, participantsByGroup } from '@/web/features/admin-tournaments/lib/quick-entry-order';
import { errorMessage } from '@/web/lib/api-client';
import { formatShortDate } from '@/web/lib/format';
import { isRefused, tournamentStandingsQueryOptions } from '@/web/lib/scorecard/api';
import { toastError, toastSuccess } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';

/**
 * The administrators' quick result entry (T§2, T§5): a tournament (fixed when shown inside one), a participant
 * (listed by group with its tee time, as the paper cards come back), the 18 holes (1–15, blank for none, R for 'Recogida' where the format allows it) with the
 * par of the participant's tee, typed in a grid that moves with Tab or Enter, saved at once. After a save the next
 * player of the same group is chosen (then the first of the next group), so a pile of paper cards goes in without
 * touching the mouse.
 */
export function QuickEntryCard({ torneoId: fixedTorneo }: { torneoId?: string }) {
  const choices = useTournamentChoices();
  const [chosenTorneo, setChosenTorneo] = useState('');
  const torneoId = fixedTorneo ?? chosenTorneo;
  const [participanteId, setParticipanteId] = useState<string | null>(null);
  const participants = useParticipants(torneoId);
  const list = torneoId ? (participants.data ?? []) : [];
  const groups = participantsByGroup(list);
  const selected = list.find((p) => p.id === participanteId) ?? null;

  return (
    <Card>
      <CardContent className="grid gap-4 p-4 sm:p-6">
        <div className="grid gap-3 sm:grid-cols-2">
          {fixedTorneo ? null : (
            <div className="grid gap-2">
              <Label htmlFor="quick-torneo">Torneo</Label>
              <NativeSelect
                id="quick-torneo"
                value={chosenTorneo}
                onChange={(e) => {
                  setChosenTorneo(e.target.value);
                  setParticipanteId(null);
                }}
              >
                <option value="">Selecciona un torneo</option>
                {(choices.data ?? []).map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.nombre} · {formatShortDate(t.fecha_juego)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          <div className="grid gap-2">
            <Label htmlFor={`quick-participante-${fixedTorneo ?? 'any'}`}>Participante</Label>
            <NativeSelect
              id={`quick-participante-${fixedTorneo ?? 'any'}`}
              value={participanteId ?? ''}
              disabled={!torneoId}
              onChange={(e) => setParticipanteId(e.target.value || null)}
            >
              <option value="">Selecciona un participante</option>
              {groups.map((g) => (
                <optgroup key={g.key} label={g.label}>
                  {g.participants.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.nombre} {p.hoyos_jugados > 0 ? `(${p.hoyos_jugados} hoyos)` : ''}
                    </option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect>
          </div>
        </div>
        {selected ? (
          <CardLoader
            key={selected.id}
            torneoId={torneoId}
            participante={selected}
            onSaved={() => setParticipanteId(nextParticipant(groups, selected.id))}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

function CardLoader(props: { torneoId: string; participante: TAdminParticipant; onSaved: () => void }) {
  const card = useQuickCard(props.participante.id);
  if (card.isPending) return <Skeleton className="h-40" />;
  if (card.isError) {
    return (
      <p role="alert" className="text-destructive">
        No se pudieron cargar los resultados del jugador
      </p>
    );
  }
  const { partida } = props.participante;
  return (
    <StrokeGrid
      {...props}
      initial={card.data.golpes}
      initialRecogida={card.data.recogida}
      allowsPickUp={formatOf(card.data).hole.pickUp}
      pares={card.data.pares}
      partida={partida ? `${partida.nombre} · ${partida.hora_salida}` : (card.data.partida?.nombre ?? null)}
    />
  );
}

/** 'R' in a hole: 'Recogida' (picked up), where the format allows it (design.md §14). */
const PICK_UP = 'R';
const toText = (g: number | null | undefined, recogida: boolean | undefined) =>
  recogida ? PICK_UP : g == null ? '' : String(g);

/**
 * Stableford (design §14): the Stableford points (handicap) of the card as typed, by the rules engine on the
 * tournament's standings inputs with this card in place of the stored one; null in a stroke format or while the
 * inputs load or the card is not valid.
 */
function useStablefordPreview(
  torneoId: string,
  participanteId: string,
  card: { golpes: readonly (number | null)[]; recogida?: readonly boolean[] | undefined } | null,
): number | null {
  const inputs = useQuery(tournamentStandingsQueryOptions(torneoId)).data;
  return useMemo(() => {
    if (!inputs || isRefused(inputs) || !card) return null;
    if (!formatOf(inputs.torneo).total.points) return null;
    const typed = card.golpes.flatMap((g, i) => {
      const recogida = card.recogida?.[i] ?? false;
      return g === null && !recogida
        ? []
        : [{ participante_id: participanteId, numero_hoyo: i + 1, golpes: g, recogida }];
    });
    const standings = rankStandings({
      ...inputs,
      resultados: [...inputs.resultados.filter((r) => r.participante_id !== participanteId), ...typed],
    });
    const side = standings.byHandicap.find((r) =>
      r.miembros.some((m) => m.participante_id === participanteId),
    );
    const own = side?.miembros.find((m) => m.participante_id === participanteId);
    return own ? own.holes.reduce((sum, h) => sum + (h.puntos_handicap ?? 0), 0) : null;
  }, [inputs, card, participanteId]);
}

function StrokeGrid({
  torneoId,
  participante,
  initial,
  initialRecogida,
  allowsPickUp,
  pares,
  partida,
  onSaved,
}: {
  torneoId: string;
  participante: TAdminParticipant;
  initial: (number | null)[];
  initialRecogida: boolean[];
  allowsPickUp: boolean;
  pares: number[];
  partida: string | null;
  onSaved: () => void;
}) {
  const [cells, setCells] = useState(() =>
    Array.from({ length: HOLES_PER_ROUND }, (_, i) => toText(initial[i], initialRecogida[i])),
  );
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const parId = useId();
  const recogida = cells.map((c) => c === PICK_UP);
  const golpes = cells.map((c) => (c.trim() === '' || c === PICK_UP ? null : Number(c)));
  const parsed = ZQuickCardRequest.safeParse({ golpes, recogida });
  const badCells = new Set(
    parsed.success ? [] : parsed.error.issues.map((i) => i.path[1]).filter((n) => typeof n === 'number'),
  );
  const total = golpes.reduce<number>((sum, g) => sum + (g !== null && Number.isFinite(g) ? g : 0), 0);
  const points = useStablefordPreview(torneoId, participante.id, parsed.success ? parsed.data : null);
  const save = useSaveQuickCard({
    onSuccess: () => {
      toastSuccess('Resultados guardados', participante.nombre);
      onSaved();
    },
    onError: (error) => toastError('No se pudieron guardar los resultados', errorMessage(error)),
  });
  const submit = () => {
    if (parsed.success) save.mutate({ participanteId: participante.id, torneoId, body: parsed.data });
  };

  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className="text-sm text-muted-foreground">
        {participante.nombre} · {partida ? partida : 'sin partida (se creará una al guardar)'} · Total {total}
        {points === null ? null : ` · ${points} puntos`}
      </p>
      {[0, 9].map((start) => (
        <div key={start} className="grid grid-cols-9 gap-1 sm:gap-2">
          {Array.from({ length: 9 }, (_, k) => {
            const i = start + k;
            return (
              <label key={i} className="grid justify-items-center gap-1 text-xs text-muted-foreground">
                {i + 1}
                <input
                  ref={(el) => {
                    inputs.current[i] = el;
                  }}
                  aria-label={`Hoyo ${i + 1}`}
                  aria-describedby={pares[i] === undefined ? undefined : `${parId}-${i}`}
                  aria-invalid={badCells.has(i) || undefined}
                  inputMode={allowsPickUp ? 'text' : 'numeric'}
                  maxLength={2}
                  value={cells[i]}
                  onChange={(e) => {
                    const typed = e.target.value.toUpperCase();
                    // Typing 'R' makes the hole 'Recogida'; typing digits replaces it.
                    const value =
                      allowsPickUp && typed.endsWith(PICK_UP) ? PICK_UP : typed.replace(/[^0-9]/g, '');
                    setCells((prev) => prev.map((c, j) => (j === i ? value : c)));
                  }}
                  onKeyDown={(e) => {
                    if (e.key !== 'Enter') return;
                    e.preventDefault();
                    const next = inputs.current[i + 1];
                    if (next) next.focus();
                    else submit();
                  }}
                  className={cn(
                    'h-11 w-full min-w-0 rounded-md border border-input bg-card text-center text-base text-foreground tabular-nums outline-none',
                    'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30',
                    badCells.has(i) && 'border-destructive',
                  )}
                />
                {pares[i] === undefined ? null : (
                  <span id={`${parId}-${i}`} className="text-[11px] whitespace-nowrap tabular-nums">
                    par {pares[i]}
                  </span>
                )}
              </label>
            );
          })}
        </div>
      ))}
      {allowsPickUp ? (
        <p className="text-xs text-muted-foreground">Escribe R en un hoyo para anotarlo como Recogida.</p>
      ) : null}
      {parsed.success ? null : (
        <p role="alert" className="text-sm font-medium text-destructive">
          {parsed.error.issues[0]?.message}
        </p>
      )}
      <Button type="submit" disabled={!parsed.success || save.isPending} className="justify-self-start">
        {save.isPending ? <Spinner /> : <SaveIcon />}
        Guardar resultados
      </Button>
    </form>
  );
}
