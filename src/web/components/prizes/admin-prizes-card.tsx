import { useQuery } from '@tanstack/react-query';
import { PlusIcon, TrophyIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import {
  PRIZE_KIND_LABELS,
  PRIZE_KINDS,
  ZCreatePrizeRequest,
  prizeTitle,
  type PrizeKind,
} from '@/shared/schemas/prizes';
import { AdminSection } from '@/web/components/layout/admin-page';
import { winnerText } from '@/web/components/prizes/record-winner-dialog';
import { Button } from '@/web/components/ui/button';
import { FieldError, FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Spinner } from '@/web/components/ui/spinner';
import { errorMessage } from '@/web/lib/api-client';
import { tournamentPrizesQueryOptions, useCreatePrize, useRemovePrize } from '@/web/lib/prizes/api';
import { toastError, toastSuccess } from '@/web/lib/toast';

const HOLES = Array.from({ length: 18 }, (_, i) => i + 1);

/**
 * 'Premios especiales' of the administrator's tournament page (decision record 042): the prizes with their current
 * winner and 'Quitar premio', and a form to add one: 'Bola más cercana' or 'Drive más largo' on a hole, or any
 * named prize (its hole optional). The server's Spanish refusals show under the form.
 */
export function AdminPrizesCard({ torneoId }: { torneoId: string }) {
  const { data } = useQuery(tournamentPrizesQueryOptions(torneoId));
  const [tipo, setTipo] = useState<PrizeKind>('bola_mas_cercana');
  const [hoyo, setHoyo] = useState('');
  const [nombre, setNombre] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreatePrize(torneoId, {
    onSuccess: () => {
      toastSuccess('Premio añadido');
      setHoyo('');
      setNombre('');
    },
    onError: (e) => setError(errorMessage(e)),
  });
  const remove = useRemovePrize({
    onSuccess: () => toastSuccess('Premio quitado'),
    onError: (e) => toastError('No se pudo quitar el premio', errorMessage(e)),
  });
  const prizes = data?.premios ?? [];
  return (
    <AdminSection title={`Premios especiales${data ? ` (${prizes.length})` : ''}`}>
      <div className="grid gap-4">
        {prizes.length > 0 ? (
          <ul aria-label="Premios especiales" className="grid gap-2 sm:grid-cols-2">
            {prizes.map((p) => (
              <li
                key={p.id}
                className="flex min-h-12 items-center gap-2 rounded-lg border border-border bg-card px-3 py-1.5"
              >
                <TrophyIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1 font-medium break-words">
                  {prizeTitle(p)}
                  <span className="block text-xs font-normal text-muted-foreground">
                    {p.ganador ? winnerText(p.ganador) : 'Sin ganador todavía'}
                  </span>
                </span>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Quitar premio ${prizeTitle(p)}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(p.id)}
                >
                  <XIcon />
                </Button>
              </li>
            ))}
          </ul>
        ) : data ? (
          <p className="text-sm text-muted-foreground">Este torneo no tiene premios especiales</p>
        ) : null}
        <form
          noValidate
          aria-label="Añadir premio especial"
          className="grid items-end gap-3 sm:grid-cols-[1fr_8rem_1fr_auto]"
          onSubmit={(e) => {
            e.preventDefault();
            const body = { tipo, numero_hoyo: hoyo === '' ? null : Number(hoyo), nombre: nombre || null };
            const refusal = ZCreatePrizeRequest.safeParse(body).error?.issues[0]?.message;
            setError(refusal);
            if (!refusal) create.mutate(body);
          }}
        >
          <FormField label="Premio">
            {(field) => (
              <NativeSelect {...field} value={tipo} onChange={(e) => setTipo(e.target.value as PrizeKind)}>
                {PRIZE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {PRIZE_KIND_LABELS[k]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Hoyo">
            {(field) => (
              <NativeSelect {...field} value={hoyo} onChange={(e) => setHoyo(e.target.value)}>
                <option value="">{tipo === 'otro' ? 'Ninguno' : 'Elige'}</option>
                {HOLES.map((h) => (
                  <option key={h} value={h}>
                    {h}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label={tipo === 'otro' ? 'Nombre' : 'Nombre (opcional)'}>
            {(field) => (
              <Input
                {...field}
                value={nombre}
                placeholder={tipo === 'otro' ? 'Mejor vestido' : PRIZE_KIND_LABELS[tipo]}
                onChange={(e) => setNombre(e.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? <Spinner /> : <PlusIcon />}
            Añadir premio
          </Button>
          <div className="sm:col-span-4">
            <FieldError message={error} />
          </div>
        </form>
      </div>
    </AdminSection>
  );
}
