import { useQuery } from '@tanstack/react-query';
import { NetworkIcon, PlusIcon, RotateCcwIcon, ShuffleIcon, Trash2Icon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { matchesInRound, roundName } from '@/shared/domain';
import {
  ZDrawRequest,
  ZPairingRequest,
  type TMatch,
  type TTournamentMatches,
} from '@/shared/schemas/matches';
import { AdminSection } from '@/web/components/layout/admin-page';
import { ConfirmButton } from '@/web/components/matches/confirm-button';
import { ResultDialog, WalkoverDialog } from '@/web/components/matches/match-dialogs';
import { canOpenEntry, MatchEntryLink } from '@/web/components/matches/match-list';
import { MatchCard } from '@/web/components/matches/match-parts';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { LoadError } from '@/web/components/ui/list-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Spinner } from '@/web/components/ui/spinner';
import {
  useCreateDraw,
  useDeleteDraw,
  usePairMatches,
  useRoundDeadline,
} from '@/web/features/admin-tournaments/api/matches';
import { pairsOptions, useParticipants } from '@/web/features/admin-tournaments/api/participants';
import { NativeSelect } from '@/web/features/admin-tournaments/components/native-select';
import { errorMessage } from '@/web/lib/api-client';
import { formatShortDate } from '@/web/lib/format';
import { tournamentMatchesQueryOptions, useLiveMatches, useReopenMatch } from '@/web/lib/matches/api';
import { toastError, toastSuccess } from '@/web/lib/toast';
import { plural } from '@/web/lib/plural';

interface Entrant {
  /** The side's participant id (a pair's first partner). */
  id: string;
  nombre: string;
}

/** The sides that can play: the participants (singles) or the accepted pairs, without a 'No presentado' mark. */
function useEntrants(torneoId: string, pairs: boolean): Entrant[] {
  const participants = useParticipants(torneoId).data ?? [];
  const pairList = useQuery({ ...pairsOptions(torneoId), enabled: pairs }).data ?? [];
  if (pairs) {
    return pairList.filter((p) => p.aceptada).map((p) => ({ id: p.participante_ids[0], nombre: p.nombre }));
  }
  return participants.filter((p) => !p.estado).map((p) => ({ id: p.id, nombre: p.nombre }));
}

/** The rounds a draw of `n` entrants needs (the smallest power of two that holds them all). */
function roundsFor(n: number): number {
  let rounds = 1;
  while (2 ** rounds < n) rounds++;
  return rounds;
}

/** 'Crear cuadro': 'Por hándicap' (best playing handicap = seed 1) or 'Sorteo', and one deadline per round. */
function CreateDrawForm({ torneoId, entrants }: { torneoId: string; entrants: number }) {
  const rounds = roundsFor(Math.max(entrants, 2));
  const [modo, setModo] = useState<'handicap' | 'sorteo'>('handicap');
  const [fechas, setFechas] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();
  const create = useCreateDraw(torneoId, {
    onSuccess: () => toastSuccess('Cuadro creado'),
    onError: (e) => setError(errorMessage(e)),
  });
  const names = Array.from({ length: rounds }, (_, i) => roundName(matchesInRound(rounds, i + 1), i + 1));
  return (
    <form
      noValidate
      aria-label="Crear cuadro"
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const body = { modo, fechas_limite: names.map((_, i) => fechas[i] ?? '') };
        const parsed = ZDrawRequest.safeParse(body);
        if (!parsed.success || body.fechas_limite.some((f) => f === '')) {
          return setError(`Indica una fecha límite para cada ronda (${rounds})`);
        }
        setError(undefined);
        create.mutate(parsed.data);
      }}
    >
      <p className="text-sm text-muted-foreground">
        {entrants} {entrants === 1 ? 'inscrito' : 'inscritos'}: {rounds} {rounds === 1 ? 'ronda' : 'rondas'}
        {2 ** rounds > entrants ? ` y ${2 ** rounds - entrants} exentos en la primera` : ''}.
      </p>
      <FormField label="Modo">
        {(field) => (
          <NativeSelect
            {...field}
            value={modo}
            onChange={(e) => setModo(e.target.value === 'sorteo' ? 'sorteo' : 'handicap')}
          >
            <option value="handicap">Por hándicap</option>
            <option value="sorteo">Sorteo</option>
          </NativeSelect>
        )}
      </FormField>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">Fecha límite de cada ronda</legend>
        {names.map((name, i) => (
          <FormField key={name} label={name}>
            {(field) => (
              <Input
                {...field}
                type="date"
                value={fechas[i] ?? ''}
                onChange={(e) => {
                  const next = [...fechas];
                  next[i] = e.target.value;
                  setFechas(next);
                }}
              />
            )}
          </FormField>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={create.isPending || entrants < 2}>
        {create.isPending ? <Spinner /> : <NetworkIcon />}
        Crear cuadro
      </Button>
    </form>
  );
}

/** A round's name and its deadline, editable. */
function RoundDeadline({
  torneoId,
  round,
}: {
  torneoId: string;
  round: TTournamentMatches['rondas'][number];
}) {
  const [fecha, setFecha] = useState(round.fecha_limite ?? '');
  const save = useRoundDeadline(torneoId, {
    onSuccess: () => toastSuccess('Fecha límite guardada', `${round.nombre}: ${formatShortDate(fecha)}`),
    onError: (e) => toastError('No se pudo guardar la fecha límite', errorMessage(e)),
  });
  return (
    <form
      noValidate
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted px-3 py-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (fecha) save.mutate({ ronda: round.ronda, fecha_limite: fecha });
      }}
    >
      <h3 className="font-semibold">{round.nombre}</h3>
      <div className="flex items-center gap-2">
        <label className="flex items-center gap-2 text-sm text-muted-foreground">
          Fecha límite
          <Input type="date" className="w-40" value={fecha} onChange={(e) => setFecha(e.target.value)} />
        </label>
        <Button
          type="submit"
          variant="outline"
          disabled={save.isPending || fecha === '' || fecha === round.fecha_limite}
        >
          {save.isPending ? <Spinner /> : null}
          Guardar
        </Button>
      </div>
    </form>
  );
}

/** A match with the administrator's actions: 'No presentado', 'Reabrir', 'Introducir resultado'. */
function AdminMatch({ match, knockout }: { match: TMatch; knockout: boolean }) {
  const [dialog, setDialog] = useState<'walkover' | 'result' | null>(null);
  const reopen = useReopenMatch(match.id, {
    onSuccess: () => toastSuccess('Partido reabierto'),
    onError: (e) => toastError('No se pudo reabrir el partido', errorMessage(e)),
  });
  const bothSides = match.lados[0] !== null && match.lados[1] !== null;
  const decided = match.estado === 'terminado';
  return (
    <MatchCard match={match}>
      {bothSides && !decided ? (
        <>
          <Button size="sm" variant="outline" onClick={() => setDialog('walkover')}>
            No presentado
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('result')}>
            Introducir resultado
          </Button>
        </>
      ) : null}
      {decided && match.origen_resultado !== 'exento' ? (
        <ConfirmButton
          className="h-11 px-3 sm:h-9"
          title="¿Reabrir el partido?"
          description="El partido vuelve a estar sin resultado; si su ganador ya estaba en la ronda siguiente, sale de ella."
          confirmLabel="Reabrir"
          pending={reopen.isPending}
          onConfirm={() => reopen.mutate()}
        >
          <RotateCcwIcon />
          Reabrir
        </ConfirmButton>
      ) : null}
      {canOpenEntry(match) ? <MatchEntryLink match={match} label="Tarjeta" /> : null}
      {dialog === 'walkover' ? (
        <WalkoverDialog open match={match} onOpenChange={(o) => setDialog(o ? 'walkover' : null)} />
      ) : null}
      {dialog === 'result' ? (
        <ResultDialog
          open
          match={match}
          knockout={knockout}
          hasCard={match.hoyos.some((h) => h.ganador !== null)}
          onOpenChange={(o) => setDialog(o ? 'result' : null)}
        />
      ) : null}
    </MatchCard>
  );
}

/** The matches by round (the draw's rounds, or a one-day tournament's one) with the administrator's actions. */
function AdminMatches({ data }: { data: TTournamentMatches }) {
  const rounds = [...data.rondas].sort((a, b) => a.ronda - b.ronda);
  return (
    <div className="grid gap-5">
      {rounds.map((round) => {
        const matches = data.partidos
          .filter((p) => p.ronda === round.ronda)
          .sort((a, b) => a.posicion - b.posicion);
        return (
          <section key={round.ronda} aria-label={round.nombre} className="grid gap-2">
            {data.torneo.cuadro ? (
              <RoundDeadline torneoId={data.torneo.id} round={round} />
            ) : (
              <h3 className="font-semibold">{round.nombre}</h3>
            )}
            <ul className="grid gap-2 md:grid-cols-2">
              {matches.map((m) => (
                <li key={m.id}>
                  <AdminMatch match={m} knockout={data.torneo.cuadro} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** 'Emparejar' (by hand: the two sides of each match) and 'Sortear' for a one-day match-play tournament. */
function PairingForm({
  torneoId,
  entrants,
  hasMatches,
}: {
  torneoId: string;
  entrants: Entrant[];
  hasMatches: boolean;
}) {
  const [rows, setRows] = useState<{ lado_1: string; lado_2: string }[]>([{ lado_1: '', lado_2: '' }]);
  const [error, setError] = useState<string | undefined>();
  const pair = usePairMatches(torneoId, {
    onSuccess: (answer) => {
      toastSuccess('Partidos creados', answer ? plural(answer.partidos.length, 'partido') : undefined);
      setRows([{ lado_1: '', lado_2: '' }]);
    },
    onError: (e) => setError(errorMessage(e)),
  });
  const chosen = new Set(rows.flatMap((r) => [r.lado_1, r.lado_2]).filter(Boolean));
  const setRow = (i: number, key: 'lado_1' | 'lado_2', value: string) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const replaceNote = hasMatches ? ' Los partidos sin empezar se sustituyen.' : '';
  return (
    <div className="grid gap-4">
      <form
        noValidate
        aria-label="Emparejar"
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const body = { partidos: rows.filter((r) => r.lado_1 !== '' || r.lado_2 !== '') };
          const parsed = ZPairingRequest.safeParse(body);
          if (!parsed.success) return setError(parsed.error.issues[0]?.message);
          setError(undefined);
          pair.mutate(parsed.data);
        }}
      >
        <p className="text-sm text-muted-foreground">Elige los dos lados de cada partido.{replaceNote}</p>
        <ol className="grid gap-2">
          {rows.map((row, i) => (
            <li
              key={i}
              className="grid grid-cols-[1fr_auto] items-center gap-2 rounded-lg border border-border p-2 sm:grid-cols-[1fr_auto_1fr_auto]"
            >
              {(['lado_1', 'lado_2'] as const).map((key, k) => (
                <NativeSelect
                  key={key}
                  aria-label={`Partido ${i + 1}: lado ${k + 1}`}
                  value={row[key]}
                  onChange={(e) => setRow(i, key, e.target.value)}
                  className={k === 1 ? 'col-start-1 sm:col-start-auto' : undefined}
                >
                  <option value="">Elige…</option>
                  {entrants
                    .filter((x) => x.id === row[key] || !chosen.has(x.id))
                    .map((x) => (
                      <option key={x.id} value={x.id}>
                        {x.nombre}
                      </option>
                    ))}
                </NativeSelect>
              ))}
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Quitar el partido ${i + 1}`}
                className="col-start-2 row-span-2 row-start-1 sm:col-start-auto sm:row-span-1 sm:row-start-auto"
                onClick={() =>
                  setRows(rows.length > 1 ? rows.filter((_, j) => j !== i) : [{ lado_1: '', lado_2: '' }])
                }
              >
                <XIcon />
              </Button>
            </li>
          ))}
        </ol>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={rows.length * 2 >= entrants.length}
            onClick={() => setRows([...rows, { lado_1: '', lado_2: '' }])}
          >
            <PlusIcon />
            Añadir partido
          </Button>
          <Button type="submit" disabled={pair.isPending}>
            {pair.isPending ? <Spinner /> : null}
            Emparejar
          </Button>
          <Button
            variant="secondary"
            disabled={pair.isPending || entrants.length < 2}
            onClick={() => pair.mutate({ sorteo: true })}
          >
            <ShuffleIcon />
            Sortear
          </Button>
        </div>
      </form>
    </div>
  );
}

/**
 * The matches of a match-play tournament for its administrator (design §14): a knockout draw ('Crear cuadro',
 * round deadlines, per match 'No presentado', 'Reabrir', 'Introducir resultado') or a one-day tournament's
 * matches ('Emparejar' by hand, 'Sortear').
 */
export function MatchPlayCard({ torneoId, pairs }: { torneoId: string; pairs: boolean }) {
  const query = useQuery(tournamentMatchesQueryOptions(torneoId));
  useLiveMatches(query.data ? torneoId : null);
  const entrants = useEntrants(torneoId, pairs);
  const [mode, setMode] = useState<'cuadro' | 'dia'>('cuadro');
  const remove = useDeleteDraw(torneoId, {
    onSuccess: () => toastSuccess('Cuadro borrado'),
    onError: (e) => toastError('No se pudo borrar el cuadro', errorMessage(e)),
  });
  const data = query.data;
  const hasResults =
    data?.partidos.some((p) => p.estado !== 'pendiente' && p.origen_resultado !== 'exento') ?? false;
  return (
    <AdminSection
      title={data?.torneo.cuadro ? 'Cuadro' : data?.partidos.length === 1 ? 'Partido' : 'Partidos'}
      description={
        data?.torneo.cuadro
          ? 'Cada ronda con su fecha límite; el ganador de cada partido pasa a la ronda siguiente.'
          : 'Un campeonato por eliminatorias (cuadro) o los partidos de un solo día.'
      }
      actions={
        data?.torneo.cuadro ? (
          <>
            <Button asChild variant="outline">
              <Link to={`/torneos/${encodeURIComponent(torneoId)}/cuadro`}>
                <NetworkIcon />
                Ver cuadro
              </Link>
            </Button>
            {!hasResults ? (
              <ConfirmButton
                title="¿Borrar el cuadro?"
                description="Se borran todas sus rondas y partidos."
                confirmLabel="Borrar cuadro"
                pending={remove.isPending}
                onConfirm={() => remove.mutate()}
              >
                <Trash2Icon />
                Borrar cuadro
              </ConfirmButton>
            ) : null}
          </>
        ) : null
      }
    >
      {!data ? (
        query.isPending ? (
          <Skeleton className="h-40" />
        ) : (
          <LoadError
            message="No se pudieron cargar los partidos"
            onRetry={() => void query.refetch()}
            busy={query.isFetching}
          />
        )
      ) : data.torneo.cuadro ? (
        <AdminMatches data={data} />
      ) : (
        <div className="grid gap-5">
          {data.partidos.length > 0 ? <AdminMatches data={data} /> : null}
          <Card>
            <CardContent className="grid gap-4 p-4 sm:p-6">
              {data.partidos.length === 0 ? (
                <div role="radiogroup" aria-label="Tipo de torneo" className="grid grid-cols-2 gap-2">
                  {(
                    [
                      ['cuadro', 'Eliminatorias (cuadro)'],
                      ['dia', 'Partidos de un día'],
                    ] as const
                  ).map(([value, label]) => (
                    <Button
                      key={value}
                      role="radio"
                      aria-checked={mode === value}
                      variant={mode === value ? 'default' : 'outline'}
                      onClick={() => setMode(value)}
                    >
                      {label}
                    </Button>
                  ))}
                </div>
              ) : null}
              {data.partidos.length === 0 && mode === 'cuadro' ? (
                <CreateDrawForm torneoId={torneoId} entrants={entrants.length} />
              ) : (
                <PairingForm torneoId={torneoId} entrants={entrants} hasMatches={data.partidos.length > 0} />
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </AdminSection>
  );
}
