import { CalculatorIcon, CheckIcon, PencilIcon, Trash2Icon, UserPlusIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { ROW_STATUS_LABELS, eurosToCents, formatEuros, placesLeft } from '@/shared/domain';
import {
  ZPlayingHandicapRequest,
  paidTotalsText,
  type TAdminParticipant,
  type TAdminTournament,
} from '@/shared/schemas/admin-tournaments';
import { placesLeftText } from '@/shared/schemas/tournaments';
import { DownloadButton } from '@/web/components/papers/download-button';
import { Checkbox } from '@/web/components/ui/checkbox';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/web/components/ui/alert-dialog';
import { AdminSection } from '@/web/components/layout/admin-page';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { FieldError } from '@/web/components/ui/form-field';
import { DecimalInput } from '@/web/components/ui/decimal-input';
import { EmptyState, LoadError } from '@/web/components/ui/list-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Spinner } from '@/web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import {
  participantsCsvPath,
  useParticipants,
  useRecomputeHandicaps,
  useSetPaid,
  useClearFixedHandicap,
  useRemoveParticipant,
  useSetIncluded,
  useSetPlayingHandicap,
} from '@/web/features/admin-tournaments/api/participants';
import { AddGuestDialog } from '@/web/features/admin-tournaments/components/add-guest-dialog';
import { AddMembersDialog } from '@/web/features/admin-tournaments/components/add-members-dialog';
import { StatusDialog } from '@/web/features/admin-tournaments/components/status-dialog';
import { errorMessage } from '@/web/lib/api-client';
import { formatHandicap, formatPlayedOff } from '@/shared/domain/handicap-text';
import { toastError, toastSuccess } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';

const SEXO = { hombre: 'H', mujer: 'M' } as const;

/** The columns' names: the table's header from `sm` up, and each figure's label in a phone's card. */
const COLUMNS = {
  jugador: 'Jugador',
  propio: 'Hcp propio',
  juego: 'Hcp juego',
  puntos: 'Puntos',
  pagado: 'Pagado',
  partida: 'Partida',
  hoyos: 'Hoyos',
  estado: 'Estado',
  acciones: 'Acciones',
} as const;

/**
 * Below `sm` each row is a card, not a table row: the name across the top with the removal at its right, then the
 * figures (Hcp propio, Partida, Hoyos) and, under them, what the volunteer changes (Hcp juego, Puntos, Pagado,
 * Estado), each under its column's name. Same cells, same order in the DOM; only the grid places them.
 */
const CARD = {
  table: 'max-sm:block',
  header: 'max-sm:hidden',
  body: 'max-sm:block',
  row: 'max-sm:grid max-sm:items-start max-sm:gap-x-2 max-sm:gap-y-2 max-sm:p-3',
  // Two wide columns (Hcp propio over Hcp juego, Partida over Puntos), then Pagado's box and Estado's button.
  columns: (fee: boolean) =>
    fee
      ? 'max-sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_3rem_4rem]'
      : 'max-sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_4rem]',
  // Not sticky on a phone; and a grid item's z-index would paint the name over the removal.
  name: 'max-sm:static max-sm:z-auto max-sm:col-span-full max-sm:row-start-1 max-sm:p-0 max-sm:pr-12 max-sm:shadow-none',
  remove: 'max-sm:col-start-[-2] max-sm:row-start-1 max-sm:justify-self-end max-sm:p-0',
  figure: 'max-sm:order-1 max-sm:p-0 max-sm:text-left',
  control: 'max-sm:order-2 max-sm:p-0',
  // While the playing handicap is typed, its field, '±' and save take the whole line.
  editing: 'max-sm:has-[form]:col-span-full',
};

/** A column's name over its value in a phone's card (the table's header says it from `sm` up). */
function CardLabel({ children }: { children: string }) {
  return <span className="block text-xs text-muted-foreground sm:hidden">{children}</span>;
}

/**
 * Participants of a tournament (T§4, T§5): add members and guests, points toggle, playing handicaps, status (NP,
 * RET, DESC), removal.
 */
export function ParticipantsCard({
  torneoId,
  entradas,
}: {
  torneoId: string;
  /** Places, fee and waiting list of the tournament (decision record 039). */
  entradas?: Pick<TAdminTournament, 'plazas' | 'cuota' | 'lista_espera'>;
}) {
  const participants = useParticipants(torneoId);
  const [adding, setAdding] = useState<'members' | 'guest' | null>(null);
  const recompute = useRecomputeHandicaps(torneoId, {
    onSuccess: (n) =>
      toastSuccess(
        'Hándicaps de juego recalculados',
        n === 1 ? '1 participante actualizado' : `${n} participantes actualizados`,
      ),
    onError: (e) => toastError('No se pudo actualizar el handicap de juego', errorMessage(e)),
  });
  const list = participants.data ?? [];
  const enrolled = new Set(list.flatMap((p) => (p.jugador_id ? [p.jugador_id] : [])));
  const plazas = entradas?.plazas ?? null;
  const feeCents = entradas?.cuota == null ? null : eurosToCents(entradas.cuota);
  const waiting = entradas?.lista_espera ?? [];

  return (
    <AdminSection
      title={`Participantes${participants.data ? ` (${list.length}${plazas !== null ? ` de ${plazas}` : ''})` : ''}`}
      actions={
        <>
          <Button onClick={() => setAdding('members')}>
            <UsersIcon />
            Añadir jugadores
          </Button>
          <Button variant="outline" onClick={() => setAdding('guest')}>
            <UserPlusIcon />
            Añadir invitado
          </Button>
          <Button
            variant="outline"
            onClick={() => recompute.mutate()}
            disabled={recompute.isPending || list.length === 0}
          >
            {recompute.isPending ? <Spinner /> : <CalculatorIcon />}
            Recalcular hándicaps de juego
          </Button>
          <DownloadButton
            path={participantsCsvPath(torneoId)}
            fallbackName="participantes.csv"
            size="default"
          >
            CSV
          </DownloadButton>
        </>
      }
    >
      {participants.data && (plazas !== null || feeCents !== null) ? (
        <p className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="entries-summary">
          {plazas !== null ? <span>{placesLeftText(placesLeft(plazas, list.length) ?? 0)}</span> : null}
          {plazas !== null && list.length > plazas ? (
            <span className="text-destructive">{`${list.length - plazas} por encima de las plazas`}</span>
          ) : null}
          {feeCents !== null ? (
            <span className="font-medium">
              {paidTotalsText(
                formatEuros(list.filter((p) => p.pagado).length * feeCents),
                formatEuros(list.length * feeCents),
              )}
            </span>
          ) : null}
        </p>
      ) : null}
      {participants.isPending ? (
        <Skeleton className="h-40" />
      ) : participants.isError ? (
        <LoadError
          message="No se pudieron cargar los participantes"
          onRetry={() => void participants.refetch()}
          busy={participants.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState icon={<UsersIcon />} text="No hay participantes inscritos en este torneo" />
      ) : (
        <Table aria-label="Participantes" className={CARD.table}>
          <TableHeader className={CARD.header}>
            <TableRow>
              <TableHead sticky>{COLUMNS.jugador}</TableHead>
              <TableHead className="text-right">{COLUMNS.propio}</TableHead>
              <TableHead>{COLUMNS.juego}</TableHead>
              <TableHead>{COLUMNS.puntos}</TableHead>
              {feeCents !== null ? <TableHead>{COLUMNS.pagado}</TableHead> : null}
              <TableHead>{COLUMNS.partida}</TableHead>
              <TableHead className="text-right">{COLUMNS.hoyos}</TableHead>
              <TableHead>{COLUMNS.estado}</TableHead>
              <TableHead>
                <span className="sr-only">{COLUMNS.acciones}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody className={CARD.body}>
            {list.map((p) => (
              <ParticipantRow key={p.id} torneoId={torneoId} participante={p} fee={feeCents !== null} />
            ))}
          </TableBody>
        </Table>
      )}
      {waiting.length > 0 ? (
        <section className="mt-4" aria-label="Lista de espera">
          <h3 className="mb-1 text-sm font-semibold">{`Lista de espera (${waiting.length})`}</h3>
          <ol className="list-decimal pl-6 text-sm">
            {waiting.map((w) => (
              <li key={w.id}>{w.nombre}</li>
            ))}
          </ol>
        </section>
      ) : null}
      <AddMembersDialog
        torneoId={torneoId}
        enrolled={enrolled}
        open={adding === 'members'}
        onOpenChange={(o) => setAdding(o ? 'members' : null)}
      />
      <AddGuestDialog
        torneoId={torneoId}
        open={adding === 'guest'}
        onOpenChange={(o) => setAdding(o ? 'guest' : null)}
      />
    </AdminSection>
  );
}

function ParticipantRow({
  torneoId,
  participante: p,
  fee,
}: {
  torneoId: string;
  participante: TAdminParticipant;
  fee: boolean;
}) {
  const paid = useSetPaid(torneoId, {
    onError: (e) => toastError('No se pudo actualizar el estado del participante', errorMessage(e)),
  });
  const toggle = useSetIncluded(torneoId, {
    onError: (e) => toastError('No se pudo actualizar el estado del participante', errorMessage(e)),
  });
  const remove = useRemoveParticipant(torneoId, {
    onSuccess: () => toastSuccess('Participante eliminado', p.nombre),
    onError: (e) => toastError('No se pudo eliminar el participante', errorMessage(e)),
  });
  const included = p.incluir_en_puntos;
  const [editingStatus, setEditingStatus] = useState(false);
  return (
    <TableRow className={cn(CARD.row, CARD.columns(fee))}>
      <TableCell sticky className={cn('sm:max-w-xs', CARD.name)}>
        <span className="font-medium wrap-anywhere sm:line-clamp-2 sm:wrap-normal">{p.nombre}</span>
        <span className="flex gap-1 text-xs text-muted-foreground">
          {p.sexo ? SEXO[p.sexo] : '—'}
          {p.es_invitado ? <Badge variant="outline">Invitado</Badge> : null}
        </span>
      </TableCell>
      <TableCell className={cn('text-right tabular-nums', CARD.figure)}>
        <CardLabel>{COLUMNS.propio}</CardLabel>
        {p.handicap_propio === null ? '—' : formatHandicap(p.handicap_propio)}
      </TableCell>
      <TableCell className={cn(CARD.control, CARD.editing)}>
        <CardLabel>{COLUMNS.juego}</CardLabel>
        <HandicapEditor key={String(p.handicap_torneo)} torneoId={torneoId} participante={p} />
      </TableCell>
      <TableCell className={CARD.control}>
        <CardLabel>{COLUMNS.puntos}</CardLabel>
        <Button
          size="sm"
          variant={included ? 'secondary' : 'outline'}
          aria-pressed={included}
          aria-label={`${p.nombre}: ${included ? 'Incluido' : 'Excluido'} en puntos`}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate({ participante: p, incluir: !included })}
        >
          {included ? 'Incluido' : 'Excluido'}
        </Button>
      </TableCell>
      {fee ? (
        <TableCell className={CARD.control}>
          {/* On a phone the whole cell, its name and the box, is the tap target. */}
          <label className="max-sm:grid max-sm:cursor-pointer sm:contents">
            <CardLabel>{COLUMNS.pagado}</CardLabel>
            <span className="max-sm:flex max-sm:h-11 max-sm:items-center sm:contents">
              <Checkbox
                className="size-6"
                aria-label={`${p.nombre}: pagado`}
                checked={p.pagado === true}
                disabled={paid.isPending}
                onCheckedChange={(v) => paid.mutate({ participante: p, pagado: v === true })}
              />
            </span>
          </label>
        </TableCell>
      ) : null}
      <TableCell
        className={cn(
          'whitespace-nowrap text-muted-foreground max-sm:whitespace-normal max-sm:text-foreground',
          CARD.figure,
        )}
      >
        <CardLabel>{COLUMNS.partida}</CardLabel>
        {p.partida?.nombre ?? '—'}
      </TableCell>
      <TableCell className={cn('text-right tabular-nums', CARD.figure, fee && 'max-sm:col-span-2')}>
        <CardLabel>{COLUMNS.hoyos}</CardLabel>
        {p.hoyos_jugados}
      </TableCell>
      <TableCell className={CARD.control}>
        <CardLabel>{COLUMNS.estado}</CardLabel>
        <Button
          size="sm"
          variant={p.estado ? 'outline' : 'ghost'}
          className={cn(
            'max-sm:min-w-11',
            // A ghost button's dash lines up with its label, as Hcp juego's figure does.
            p.estado
              ? 'border-destructive/40 text-destructive'
              : 'text-muted-foreground max-sm:-ml-3 max-sm:justify-start',
          )}
          aria-label={`Estado de ${p.nombre}`}
          title={p.estado ? ROW_STATUS_LABELS[p.estado] : 'Sin estado'}
          onClick={() => setEditingStatus(true)}
        >
          {p.estado ?? '—'}
        </Button>
        {editingStatus ? (
          <StatusDialog torneoId={torneoId} participante={p} open onOpenChange={setEditingStatus} />
        ) : null}
      </TableCell>
      <TableCell className={CARD.remove}>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button
              size="icon"
              variant="ghost"
              className="text-destructive"
              aria-label={`Eliminar a ${p.nombre}`}
              disabled={remove.isPending}
            >
              {remove.isPending ? <Spinner /> : <Trash2Icon />}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>¿Eliminar a {p.nombre} del torneo?</AlertDialogTitle>
              <AlertDialogDescription>
                {p.hoyos_jugados > 0
                  ? `Ya tiene ${p.hoyos_jugados} hoyos con resultados. Se borrarán también sus resultados y cambiará la clasificación.`
                  : 'Se quitará su inscripción y su plaza en la partida.'}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancelar</AlertDialogCancel>
              <AlertDialogAction
                variant="destructive"
                onClick={() => remove.mutate({ id: p.id, borrarResultados: p.hoyos_jugados > 0 })}
              >
                {p.hoyos_jugados > 0 ? 'Eliminar con sus resultados' : 'Eliminar'}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </TableCell>
    </TableRow>
  );
}

/** The playing handicap, edited in place ('Por favor ingrese un hándicap válido'). */
function HandicapEditor({
  torneoId,
  participante: p,
}: {
  torneoId: string;
  participante: TAdminParticipant;
}) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(formatHandicap(p.handicap_torneo));
  const [error, setError] = useState<string | undefined>();
  const save = useSetPlayingHandicap(torneoId, {
    onSuccess: () => setEditing(false),
    onError: (e) => toastError('No se pudo actualizar el hándicap', errorMessage(e)),
  });
  const clear = useClearFixedHandicap(torneoId, {
    onError: (e) => toastError('No se pudo actualizar el hándicap', errorMessage(e)),
  });
  if (!editing) {
    // What it was computed from ('Hándicap 12,4 · Amarillas · HC 14 · HJ 12'), on hover.
    const playedOff = p.jugado ? formatPlayedOff(p.jugado) : '';
    return (
      // On a phone the ghost button's figure lines up with the label over it.
      <div className="grid justify-items-start gap-0.5 max-sm:-ml-3">
        <Button
          size="sm"
          variant="ghost"
          className="tabular-nums"
          aria-label={`Editar hándicap de juego de ${p.nombre}`}
          title={playedOff || undefined}
          onClick={() => setEditing(true)}
        >
          {p.handicap_torneo === null ? '—' : formatHandicap(p.handicap_torneo)}
          <PencilIcon className="text-muted-foreground" />
        </Button>
        {p.jugado?.fijado ? (
          <span className="flex flex-wrap items-center gap-x-1 px-3 text-xs whitespace-nowrap text-muted-foreground">
            fijado a mano
            <Button
              size="sm"
              variant="link"
              className="h-auto p-0 text-xs max-sm:min-h-10"
              aria-label={`Quitar fijado del hándicap de juego de ${p.nombre}`}
              disabled={clear.isPending}
              onClick={() => clear.mutate({ id: p.id })}
            >
              Quitar fijado
            </Button>
          </span>
        ) : null}
      </div>
    );
  }
  const submit = () => {
    const parsed = ZPlayingHandicapRequest.safeParse({ handicap_torneo: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate({ id: p.id, handicap: parsed.data.handicap_torneo });
  };
  return (
    <form
      noValidate
      className="grid gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="flex items-center gap-1 max-sm:flex-wrap">
        <DecimalInput
          signed
          autoFocus
          aria-label={`Hándicap de juego de ${p.nombre}`}
          className="h-9 w-16 flex-none px-2 text-center"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setEditing(false);
          }}
        />
        <Button
          type="submit"
          size="icon"
          variant="ghost"
          aria-label="Guardar hándicap"
          disabled={save.isPending}
        >
          {save.isPending ? <Spinner /> : <CheckIcon />}
        </Button>
      </div>
      <FieldError message={error} />
    </form>
  );
}
