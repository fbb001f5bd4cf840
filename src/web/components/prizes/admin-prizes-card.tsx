import { useQuery } from '@tanstack/react-query';
import { TrophyIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { prizeTitle } from '@/shared/schemas/prizes';
import { AdminSection } from '@/web/components/layout/admin-page';
import { PrizeDefinitionForm } from '@/web/components/prizes/prize-definition-form';
import { winnerText } from '@/web/components/prizes/record-winner-dialog';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api-client';
import { tournamentPrizesQueryOptions, useCreatePrize, useRemovePrize } from '@/web/lib/prizes/api';
import { toastError, toastSuccess } from '@/web/lib/toast';

/**
 * 'Premios especiales' of the administrator's tournament page (decision record 042): the prizes with their current
 * winner and 'Quitar premio', and a form to add one: 'Bola más cercana' or 'Drive más largo' on a hole, or any
 * named prize (its hole optional). The server's Spanish refusals show under the form.
 */
export function AdminPrizesCard({ torneoId }: { torneoId: string }) {
  const { data } = useQuery(tournamentPrizesQueryOptions(torneoId));
  const [error, setError] = useState<string | undefined>();
  const create = useCreatePrize(torneoId, {
    onSuccess: () => toastSuccess('Premio añadido'),
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
        <PrizeDefinitionForm
          pending={create.isPending}
          error={error}
          onAdd={(body, done) => {
            setError(undefined);
            create.mutate(body, { onSuccess: done });
          }}
        />
      </div>
    </AdminSection>
  );
}
