import { useState, type ReactNode } from 'react';
import { directMatchResults } from '@/shared/domain';
import type { TMatch } from '@/shared/schemas/matches';
import { sideName } from '@/web/components/matches/match-parts';
import { Checkbox } from '@/web/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { FormDialogFooter } from '@/web/components/ui/form-dialog-footer';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { useMatchResult, useScheduleMatch, useWalkover } from '@/web/lib/matches/api';
import { errorMessage } from '@/web/lib/api-client';
import { formatShortDate } from '@/web/lib/format';
import { toastSuccess } from '@/web/lib/toast';

type Side = 1 | 2;

function WinnerSelect({
  match,
  value,
  onChange,
}: {
  match: TMatch;
  value: Side | '';
  onChange: (s: Side | '') => void;
}) {
  return (
    <FormField label="Ganador">
      {(field) => (
        <NativeSelect
          {...field}
          value={value}
          onChange={(e) => onChange(e.target.value === '' ? '' : (Number(e.target.value) as Side))}
        >
          <option value="">Elige el ganador</option>
          <option value="1">{sideName(match, 1)}</option>
          <option value="2">{sideName(match, 2)}</option>
        </NativeSelect>
      )}
    </FormField>
  );
}

function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}

/** The frame every match dialog shares: title, description, the form, its error and Guardar / Cancelar. */
function MatchFormDialog({
  open,
  onOpenChange,
  title,
  description,
  error,
  pending,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  error: string | undefined;
  pending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {children}
          <FormError message={error} />
          <FormDialogFooter pending={pending} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * 'Introducir resultado' (design §14): the winner and the result as it was played on paper, chosen from the
 * results a match can end with ('3/2', '1 arriba', 'gana en el hoyo 19' in a knockout). An administrator may
 * replace a card that has holes ('Sustituir la tarjeta').
 */
export function ResultDialog({
  match,
  knockout,
  hasCard,
  open,
  onOpenChange,
}: {
  match: TMatch;
  knockout: boolean;
  /** The partida has hole results: only an administrator may set a result, replacing the card. */
  hasCard: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [ganador, setGanador] = useState<Side | ''>('');
  const [resultado, setResultado] = useState('');
  const [sustituir, setSustituir] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const save = useMatchResult(match.id, {
    onSuccess: (m) => {
      toastSuccess('Resultado guardado', m.resultado_texto ?? undefined);
      onOpenChange(false);
    },
    onError: (e) => setError(errorMessage(e)),
  });
  const choices = directMatchResults({ knockout });
  return (
    <MatchFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Introducir resultado"
      description={`${sideName(match, 1)} contra ${sideName(match, 2)}`}
      error={error}
      pending={save.isPending}
      onSubmit={() => {
        if (ganador === '') return setError('Elige el ganador');
        if (resultado === '') return setError('Elige el resultado');
        if (hasCard && !sustituir)
          return setError('Marca «Sustituir la tarjeta» para guardar este resultado');
        setError(undefined);
        save.mutate({ ganador, resultado, ...(hasCard ? { sustituir_tarjeta: true } : {}) });
      }}
    >
      <WinnerSelect match={match} value={ganador} onChange={setGanador} />
      <FormField label="Resultado">
        {(field) => (
          <NativeSelect {...field} value={resultado} onChange={(e) => setResultado(e.target.value)}>
            <option value="">Elige el resultado</option>
            {choices.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {hasCard ? (
        <label className="flex min-h-11 items-start gap-3 text-sm">
          <Checkbox
            className="mt-0.5"
            checked={sustituir}
            onCheckedChange={(v) => setSustituir(v === true)}
          />
          <span>
            Sustituir la tarjeta
            <span className="block text-muted-foreground">
              La partida tiene hoyos anotados: este resultado contará y la tarjeta no.
            </span>
          </span>
        </label>
      ) : null}
    </MatchFormDialog>
  );
}

/** 'No presentado' (administrators, design §14): the match goes to the side that turned up. */
export function WalkoverDialog({
  match,
  open,
  onOpenChange,
}: {
  match: TMatch;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [ganador, setGanador] = useState<Side | ''>('');
  const [error, setError] = useState<string | undefined>();
  const save = useWalkover(match.id, {
    onSuccess: (m) => {
      toastSuccess('Resultado guardado', m.resultado_texto ?? undefined);
      onOpenChange(false);
    },
    onError: (e) => setError(errorMessage(e)),
  });
  return (
    <MatchFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="No presentado"
      description="El partido lo gana el lado que se presentó."
      error={error}
      pending={save.isPending}
      onSubmit={() => {
        if (ganador === '') return setError('Elige el ganador');
        setError(undefined);
        save.mutate({ ganador });
      }}
    >
      <WinnerSelect match={match} value={ganador} onChange={setGanador} />
    </MatchFormDialog>
  );
}

/** The day and tee time the two sides agreed (a knockout match); the partida's tee time follows. */
export function ScheduleDialog({
  match,
  open,
  onOpenChange,
}: {
  match: TMatch;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [fecha, setFecha] = useState(match.fecha ?? '');
  const [hora, setHora] = useState(match.hora?.slice(0, 5) ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = useScheduleMatch(match.id, {
    onSuccess: () => {
      toastSuccess('Fecha del partido guardada');
      onOpenChange(false);
    },
    onError: (e) => setError(errorMessage(e)),
  });
  return (
    <MatchFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Fecha del partido"
      description={
        match.fecha_limite
          ? `El día y la hora de salida que acordáis (antes del ${formatShortDate(match.fecha_limite)}).`
          : 'El día y la hora de salida que acordáis.'
      }
      error={error}
      pending={save.isPending}
      onSubmit={() => {
        if (fecha === '' || hora === '') return setError('Indica la fecha y la hora');
        setError(undefined);
        save.mutate({ fecha, hora });
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Fecha">
          {(field) => (
            <Input {...field} type="date" value={fecha} onChange={(e) => setFecha(e.target.value)} />
          )}
        </FormField>
        <FormField label="Hora">
          {(field) => <Input {...field} type="time" value={hora} onChange={(e) => setHora(e.target.value)} />}
        </FormField>
      </div>
    </MatchFormDialog>
  );
}
