import { CheckIcon, UsersRoundIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FieldError, FormField } from '@/web/components/ui/form-field';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Spinner } from '@/web/components/ui/spinner';
import { pairQueryOptions, usePairActions } from '@/web/features/tournaments/api/pair';
import { errorMessage } from '@/web/lib/api-client';

/**
 * 'Pareja' of the enrolment page of a pairs tournament (design §14): without a pair, choose an enrolled player
 * without one and 'Invitar como pareja'; an invitation sent is 'Pendiente de aceptar' (and can be withdrawn); an
 * invitation received offers 'Aceptar' / 'Rechazar'; an accepted pair shows 'Nombre 1 / Nombre 2'.
 */
export function PairSection({ torneoId, viewer }: { torneoId: string; viewer: string | null }) {
  const pair = useQuery(pairQueryOptions(torneoId, viewer));
  const [partner, setPartner] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { invite, accept, remove } = usePairActions(torneoId, { onError: (e) => setError(errorMessage(e)) });
  const busy = invite.isPending || accept.isPending || remove.isPending;
  const data = pair.data;
  const mine = data?.pareja ?? null;

  return (
    <Card aria-labelledby="pareja-title">
      <CardHeader>
        <CardTitle id="pareja-title">Pareja</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!data ? (
          pair.isPending ? (
            <Spinner />
          ) : null
        ) : mine?.aceptada ? (
          <p className="flex items-center gap-2 font-medium">
            <UsersRoundIcon aria-hidden className="size-4 text-muted-foreground" />
            {mine.nombre}
          </p>
        ) : mine && mine.invitado_por_mi ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="min-w-0 flex-1">
              <span className="font-medium break-words">{mine.companero.nombre}</span>
              <span className="block text-sm text-muted-foreground">Pendiente de aceptar</span>
            </p>
            <Button variant="outline" disabled={busy} onClick={() => remove.mutate(mine.id)}>
              <XIcon />
              Retirar invitación
            </Button>
          </div>
        ) : mine ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="min-w-0 flex-1">
              <span className="font-medium break-words">{mine.companero.nombre}</span> te ha invitado como
              pareja
            </p>
            <div className="flex gap-2">
              <Button disabled={busy} onClick={() => accept.mutate(mine.id)}>
                <CheckIcon />
                Aceptar
              </Button>
              <Button variant="outline" disabled={busy} onClick={() => remove.mutate(mine.id)}>
                <XIcon />
                Rechazar
              </Button>
            </div>
          </div>
        ) : data.candidatos.length === 0 ? (
          <p className="text-sm text-muted-foreground">No hay jugadores inscritos sin pareja</p>
        ) : (
          <form
            noValidate
            className="grid items-end gap-3 sm:grid-cols-[1fr_auto]"
            onSubmit={(e) => {
              e.preventDefault();
              setError(partner ? undefined : 'Elige un jugador');
              if (partner) invite.mutate(partner, { onSuccess: () => setPartner('') });
            }}
          >
            <FormField label="Compañero">
              {(field) => (
                <NativeSelect {...field} value={partner} onChange={(e) => setPartner(e.target.value)}>
                  <option value="">Elige un jugador</option>
                  {data.candidatos.map((p) => (
                    <option key={p.participante_id} value={p.participante_id}>
                      {p.nombre}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <Button type="submit" disabled={busy}>
              {invite.isPending ? <Spinner /> : <UsersRoundIcon />}
              Invitar como pareja
            </Button>
          </form>
        )}
        <FieldError message={error} />
      </CardContent>
    </Card>
  );
}
