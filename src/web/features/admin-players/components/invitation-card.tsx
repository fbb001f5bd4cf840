import { SendIcon, XCircleIcon } from 'lucide-react';
import { useState } from 'react';
import type { TProfile } from '@/shared/schemas/accounts';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { useOpenInvitations, useRevokeInvitation } from '@/web/features/admin-players/api/invitations';
import { InviteDialog } from '@/web/features/admin-players/components/invite-dialog';
import { errorMessage } from '@/web/lib/api-client';
import { formatShortDate } from '@/web/lib/format';
import { toastError, toastSuccess } from '@/web/lib/toast';

/**
 * 'Invitación' of a player without account (decision record 029): whether a link is open and until when, 'Invitar'
 * (a new link, which replaces the open one) and 'Anular invitación'.
 */
export function InvitationCard({ perfil }: { perfil: TProfile }) {
  const [inviting, setInviting] = useState(false);
  const open = useOpenInvitations().data?.find((i) => i.jugador_id === perfil.id);
  const revoke = useRevokeInvitation({
    onSuccess: () => toastSuccess('Invitación anulada', `El enlace de ${perfil.nombre} ya no sirve`),
    onError: (error) => toastError('No se pudo anular la invitación', errorMessage(error)),
  });
  return (
    <Card role="region" aria-label="Invitación">
      <CardHeader>
        <CardTitle>Invitación</CardTitle>
        <CardDescription>
          {open
            ? `Tiene un enlace de invitación abierto hasta el ${formatShortDate(open.expira_en)}.`
            : 'Un enlace personal para que cree su cuenta y sea este jugador, con su hándicap y su historial.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => setInviting(true)}>
          <SendIcon />
          {open ? 'Nueva invitación' : 'Invitar'}
        </Button>
        {open ? (
          <Button
            type="button"
            variant="outline"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(perfil.id)}
          >
            {revoke.isPending ? <Spinner /> : <XCircleIcon />}
            Anular invitación
          </Button>
        ) : null}
      </CardContent>
      <InviteDialog
        players={[{ id: perfil.id, nombre: perfil.nombre }]}
        open={inviting}
        onOpenChange={setInviting}
      />
    </Card>
  );
}
