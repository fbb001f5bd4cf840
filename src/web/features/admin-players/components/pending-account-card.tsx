import { LinkIcon } from 'lucide-react';
import type { TAdminPlayerDetail, TPendingAccount } from '@/shared/schemas/admin-players';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { useJoinPendingAccount } from '@/web/features/admin-players/api/player-mutations';
import { errorMessage } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';

/**
 * An account signed up with this player's e-mail, waiting to be joined to it (its e-mail not proven): one action
 * joins it; the sign-up's own profile disappears and what it had (games, enrolments) passes to this player.
 */
export function PendingAccountCard({
  perfil,
  pending,
}: {
  perfil: TAdminPlayerDetail['perfil'];
  pending: TPendingAccount;
}) {
  const join = useJoinPendingAccount({
    onSuccess: (res) =>
      toastSuccess('Cuenta unida', `${pending.email} es ahora la cuenta de ${res.perfil.nombre}`),
    onError: (error) => toastError('No se pudo unir la cuenta', errorMessage(error)),
  });
  return (
    <Card role="region" aria-label="Cuenta pendiente de unir" className="border-gold">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Cuenta pendiente de unir
          <Badge variant="gold">
            {pending.email_verificado ? 'Email confirmado' : 'Email sin confirmar'}
          </Badge>
        </CardTitle>
        <CardDescription>
          {`${pending.email} se registró con el email de este jugador y tiene un perfil aparte («${pending.perfil_nombre}»). Al unirla, será la cuenta de ${perfil.nombre}: el perfil aparte desaparece y sus partidas e inscripciones pasan a este jugador.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button type="button" disabled={join.isPending} onClick={() => join.mutate(perfil.id)}>
          {join.isPending ? <Spinner /> : <LinkIcon />}
          Unir cuenta a este jugador
        </Button>
      </CardContent>
    </Card>
  );
}
