import { TrophyIcon } from 'lucide-react';
import { useState } from 'react';
import { formatDistance, parseDistanceFields } from '@/shared/distance';
import {
  PRIZE_MESSAGES,
  ZRecordPrizeWinnerRequest,
  prizeTitle,
  type TPrize,
  type TTournamentPrizes,
} from '@/shared/schemas/prizes';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { FieldError, FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Spinner } from '@/web/components/ui/spinner';
import { errorMessage } from '@/web/lib/api-client';
import { useRecordPrizeWinner } from '@/web/lib/prizes/api';
import { toastSuccess } from '@/web/lib/toast';

/** 'Pedro · 3,45 m' */
export const winnerText = (w: { nombre: string; distancia_cm: number | null }) =>
  w.distancia_cm === null ? w.nombre : `${w.nombre} · ${formatDistance(w.distancia_cm)}`;

/**
 * 'Registrar ganador' of a special prize (decision record 042): any participant of the tournament, the distance
 * optional ('3,45' in the metres, or metres and centimetres). Replacing a winner asks first, naming who is replaced.
 */
export function RecordWinnerButton({ prize, prizes }: { prize: TPrize; prizes: TTournamentPrizes }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" className="h-auto min-h-11 whitespace-normal" onClick={() => setOpen(true)}>
        <TrophyIcon />
        {`${prize.nombre} — registrar ganador`}
      </Button>
      {open ? <RecordWinnerDialog prize={prize} prizes={prizes} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function RecordWinnerDialog({
  prize,
  prizes,
  onClose,
}: {
  prize: TPrize;
  prizes: TTournamentPrizes;
  onClose: () => void;
}) {
  const [winner, setWinner] = useState('');
  const [metres, setMetres] = useState('');
  const [centimetres, setCentimetres] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const current = prize.ganador;
  const record = useRecordPrizeWinner({
    onSuccess: () => {
      toastSuccess('Ganador registrado', prizeTitle(prize));
      onClose();
    },
    onError: (e) => {
      setConfirming(false);
      setError(errorMessage(e));
    },
  });
  const submit = () => {
    const distance = parseDistanceFields(metres, centimetres);
    if (Number.isNaN(distance)) return setError(PRIZE_MESSAGES.distance);
    const body = { participante_id: winner, distancia_cm: distance };
    const refusal = ZRecordPrizeWinnerRequest.safeParse(body).error?.issues[0]?.message;
    setError(refusal);
    if (refusal) return;
    if (current && !confirming) return setConfirming(true);
    record.mutate({ premioId: prize.id, body });
  };
  const chosen = prizes.candidatos.find((c) => c.participante_id === winner)?.nombre;
  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{prizeTitle(prize)}</DialogTitle>
          <DialogDescription>
            {current
              ? `Ganador actual: ${winnerText(current)} (registrado por ${current.registrado_por}).`
              : 'Todavía no hay ganador.'}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <FormField label="Ganador">
            {(field) => (
              <NativeSelect
                {...field}
                value={winner}
                onChange={(e) => {
                  setWinner(e.target.value);
                  setConfirming(false);
                }}
              >
                <option value="">Elige un jugador</option>
                {prizes.candidatos.map((c) => (
                  <option key={c.participante_id} value={c.participante_id}>
                    {c.nombre}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField label="Metros" hint="Opcional, p. ej. 3,45">
              {(field) => (
                <Input
                  {...field}
                  inputMode="decimal"
                  autoComplete="off"
                  value={metres}
                  onChange={(e) => setMetres(e.target.value)}
                />
              )}
            </FormField>
            <FormField label="Centímetros" hint="Opcional">
              {(field) => (
                <Input
                  {...field}
                  inputMode="numeric"
                  autoComplete="off"
                  value={centimetres}
                  onChange={(e) => setCentimetres(e.target.value)}
                />
              )}
            </FormField>
          </div>
          <FieldError message={error} />
          {confirming && current ? (
            <p
              role="alert"
              className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
            >
              {`${chosen ?? 'El nuevo ganador'} sustituirá a ${winnerText(current)}. ¿Seguro?`}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={record.isPending}>
              {record.isPending ? <Spinner /> : <TrophyIcon />}
              {confirming ? 'Sí, sustituir' : current ? 'Sustituir ganador' : 'Registrar ganador'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
