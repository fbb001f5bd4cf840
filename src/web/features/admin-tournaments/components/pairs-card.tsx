import { ScaleIcon, UsersRoundIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { ZPairRequest, type TAdminParticipant, type TPairRequest } from '@/shared/schemas/admin-tournaments';
import { AdminSection } from '@/web/components/layout/admin-page';
import { ConfirmButton } from '@/web/components/matches/confirm-button';
import { Button } from '@/web/components/ui/button';
import { FieldError, FormField } from '@/web/components/ui/form-field';
import { Spinner } from '@/web/components/ui/spinner';
import {
  useBalancePairs,
  useDissolvePair,
  useFormPair,
  usePairs,
  useParticipants,
} from '@/web/features/admin-tournaments/api/participants';
import { NativeSelect } from '@/web/features/admin-tournaments/components/native-select';
import { errorMessage } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';

/**
 * 'Parejas' of a pairs tournament (design §14): the pairs as 'Nombre 1 / Nombre 2', each with 'Deshacer pareja',
 * and two selects of the participants still without a partner with 'Formar pareja'. The server refuses a
 * participant in two pairs; its Spanish message shows under the form. 'Formar parejas equilibradas' pairs every
 * participant still free (and without a status) by handicap at once, the lowest with the highest.
 */
export function PairsCard({ torneoId }: { torneoId: string }) {
  const participants: readonly TAdminParticipant[] = useParticipants(torneoId).data ?? [];
  const pairs = usePairs(torneoId);
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [error, setError] = useState<string | undefined>();
  const nameOf = new Map(participants.map((p) => [p.id, p.nombre]));
  const pairName = (ids: readonly string[]) => ids.map((id) => nameOf.get(id) ?? '…').join(' / ');
  const refusal = (body: TPairRequest) => ZPairRequest.safeParse(body).error?.issues[0]?.message;
  const paired = new Set((pairs.data ?? []).flatMap((p) => p.participante_ids));
  const free = participants.filter((p) => !paired.has(p.id));
  const form = useFormPair(torneoId, {
    onSuccess: (v) => {
      toastSuccess('Pareja formada', pairName([v.participante_1_id, v.participante_2_id]));
      setFirst('');
      setSecond('');
    },
    onError: (e) => setError(errorMessage(e)),
  });
  const balance = useBalancePairs(torneoId, {
    onSuccess: () => toastSuccess('Parejas formadas'),
    onError: (e) => toastError('No se pudieron formar las parejas', errorMessage(e)),
  });
  const dissolve = useDissolvePair(torneoId, {
    onSuccess: (pair) => toastSuccess('Pareja deshecha', pair.nombre),
    onError: (e) => toastError('No se pudo deshacer la pareja', errorMessage(e)),
  });

  return (
    <AdminSection title={`Parejas${pairs.data ? ` (${pairs.data.length})` : ''}`}>
      <div className="grid gap-4">
        {pairs.data && pairs.data.length > 0 ? (
          <ul aria-label="Parejas" className="grid gap-2 sm:grid-cols-2">
            {pairs.data.map((pair) => {
              const { nombre } = pair;
              return (
                <li
                  key={pair.id}
                  className="flex min-h-12 items-center gap-2 rounded-lg border border-border bg-card px-3 py-1.5"
                >
                  <UsersRoundIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                  <span className="min-w-0 flex-1 font-medium break-words">
                    {nombre}
                    {pair.aceptada ? null : (
                      <span className="block text-xs font-normal text-muted-foreground">
                        Pendiente de aceptar
                      </span>
                    )}
                  </span>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Deshacer pareja ${nombre}`}
                    disabled={dissolve.isPending}
                    onClick={() => dissolve.mutate(pair)}
                  >
                    <XIcon />
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : pairs.isPending ? null : (
          <p className="text-sm text-muted-foreground">Todavía no hay parejas en este torneo</p>
        )}
        {free.length > 0 ? (
          <form
            noValidate
            className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]"
            onSubmit={(e) => {
              e.preventDefault();
              const body = { participante_1_id: first, participante_2_id: second };
              const message = refusal(body);
              setError(message);
              if (!message) form.mutate(body);
            }}
          >
            {(
              [
                ['Jugador 1', first, setFirst, second],
                ['Jugador 2', second, setSecond, first],
              ] as const
            ).map(([label, value, set, other]) => (
              <FormField key={label} label={label}>
                {(field) => (
                  <NativeSelect {...field} value={value} onChange={(e) => set(e.target.value)}>
                    <option value="">Elige un jugador</option>
                    {free
                      .filter((p) => p.id !== other)
                      .map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.nombre}
                        </option>
                      ))}
                  </NativeSelect>
                )}
              </FormField>
            ))}
            <Button type="submit" disabled={form.isPending}>
              {form.isPending ? <Spinner /> : <UsersRoundIcon />}
              Formar pareja
            </Button>
            <div className="sm:col-span-3">
              <FieldError message={error} />
            </div>
          </form>
        ) : null}
        {free.length > 1 ? (
          <div>
            <ConfirmButton
              title="¿Formar parejas equilibradas?"
              description={`Los ${free.length} jugadores sin pareja (salvo los retirados, no presentados o descalificados) se emparejarán por hándicap: el más bajo con el más alto, el segundo más bajo con el segundo más alto, y así. Con un número impar, el del medio se queda sin pareja.`}
              confirmLabel="Formar parejas"
              pending={balance.isPending}
              onConfirm={() => balance.mutate()}
            >
              <ScaleIcon />
              Formar parejas equilibradas
            </ConfirmButton>
          </div>
        ) : null}
        {free.length > 0 && pairs.data && pairs.data.length > 0 ? (
          <p className="text-xs text-muted-foreground">
            Sin pareja: {free.map((p) => p.nombre).join(', ')}. Un jugador sin pareja juega como un lado de
            uno.
          </p>
        ) : null}
      </div>
    </AdminSection>
  );
}
