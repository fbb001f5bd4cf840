import { PrinterIcon, SendIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TCreatedInvitation } from '@/shared/schemas/invitations';
import { INVITATION_DAYS } from '@/shared/schemas/invitations';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { freshOnOpen } from '@/web/components/ui/fresh-on-open';
import { Spinner } from '@/web/components/ui/spinner';
import { useCreateInvitations, useOpenInvitations } from '@/web/features/admin-players/api/invitations';
import { InvitationLink } from '@/web/features/admin-players/components/invitation-link';
import { INVITATION_SHEET_PATH } from '@/web/features/admin-players/lib/invitation-sheet';
import { errorMessage } from '@/web/lib/api-client';
import { usePublicConfig } from '@/web/lib/config';
import { formatShortDate } from '@/web/lib/format';
import { toastError, toastSuccess } from '@/web/lib/toast';

export interface InvitedPlayer {
  id: string;
  nombre: string;
}

/**
 * 'Invitar' (decision record 029): first what will happen (a personal link per player, 30 days, one use; a link
 * already open is replaced), then, for one player, the link with its QR code to show, copy or share; for several,
 * the printable sheet with every link.
 */
function InviteDialogBody({
  players,
  open,
  onOpenChange,
}: {
  players: readonly InvitedPlayer[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const config = usePublicConfig();
  const clubName = config.data?.clubName || 'Peña de Golf';
  const openLinks = useOpenInvitations();
  const [made, setMade] = useState<TCreatedInvitation | null>(null);
  const single = players.length === 1 ? players[0] : undefined;
  const ids = new Set(players.map((p) => p.id));
  const replaced = (openLinks.data ?? []).filter((o) => ids.has(o.jugador_id));

  const create = useCreateInvitations({
    onSuccess: (result) => {
      for (const skipped of result.omitidos) {
        toastError(`No se invitó a ${skipped.nombre || 'un jugador'}`, skipped.motivo);
      }
      if (result.invitaciones.length === 0) return;
      if (single && result.invitaciones.length === 1) {
        setMade(result.invitaciones[0]!);
        return;
      }
      toastSuccess(
        'Invitaciones creadas',
        result.invitaciones.length === 1 ? '1 enlace' : `${result.invitaciones.length} enlaces`,
      );
      onOpenChange(false);
      void navigate(INVITATION_SHEET_PATH, { state: { invitaciones: result.invitaciones } });
    },
    onError: (error) => toastError('No se pudieron crear las invitaciones', errorMessage(error)),
  });

  const title = single ? `Invitar a ${single.nombre}` : `Invitar a ${players.length} jugadores`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {made ? (
            <DialogDescription>
              Envíale este enlace o que escanee el código: al registrarse con él, la cuenta será la de este
              jugador.
            </DialogDescription>
          ) : (
            <DialogDescription>
              {single
                ? `Se creará un enlace personal para que ${single.nombre} cree su cuenta y sea este jugador, con su hándicap y su historial.`
                : 'Se creará un enlace personal para cada jugador. Después podrás imprimir la hoja con los códigos QR o descargar un CSV para combinar correspondencia.'}{' '}
              {`Sirve una sola vez y caduca en ${INVITATION_DAYS} días.`}
            </DialogDescription>
          )}
        </DialogHeader>

        {made ? (
          <>
            <InvitationLink invitation={made} clubName={clubName} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cerrar
              </Button>
              <Button
                type="button"
                onClick={() => {
                  onOpenChange(false);
                  void navigate(INVITATION_SHEET_PATH, { state: { invitaciones: [made] } });
                }}
              >
                <PrinterIcon />
                Imprimir
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            {!single ? (
              <ul
                aria-label="Jugadores a invitar"
                className="grid max-h-48 gap-1 overflow-y-auto rounded-lg border border-border p-2 text-sm"
              >
                {players.map((p) => (
                  <li key={p.id} className="break-words">
                    {p.nombre}
                  </li>
                ))}
              </ul>
            ) : null}
            {replaced.length > 0 ? (
              <p role="note" className="rounded-lg bg-muted p-3 text-sm">
                {single
                  ? `Ya tiene un enlace abierto hasta el ${formatShortDate(replaced[0]!.expira_en)}: el nuevo lo anula.`
                  : `${replaced.length === 1 ? '1 jugador ya tiene' : `${replaced.length} jugadores ya tienen`} un enlace abierto: el nuevo lo anula.`}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancelar
              </Button>
              <Button
                type="button"
                disabled={create.isPending || players.length === 0}
                onClick={() => create.mutate(players.map((p) => p.id))}
              >
                {create.isPending ? <Spinner /> : <SendIcon />}
                {single ? 'Crear enlace' : 'Crear invitaciones'}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

export const InviteDialog = freshOnOpen(InviteDialogBody);
