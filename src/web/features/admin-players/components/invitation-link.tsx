import { CopyIcon, MessageCircleIcon, Share2Icon } from 'lucide-react';
import type { TCreatedInvitation } from '@/shared/schemas/invitations';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { formatShortDate } from '@/web/lib/format';
import { toastError, toastSuccess } from '@/web/lib/toast';

/** The QR code the server drew (an SVG document) as an image. */
export function InvitationQr({
  invitation,
  className,
}: {
  invitation: TCreatedInvitation;
  className?: string;
}) {
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(invitation.qr_svg)}`}
      alt={`Código QR de la invitación de ${invitation.nombre}`}
      className={className}
    />
  );
}

/** The message sent with the link (WhatsApp, the phone's share sheet). */
export function invitationText(invitation: TCreatedInvitation, clubName: string): string {
  return `Hola, ${invitation.nombre}: este es tu enlace personal para crear tu cuenta en ${clubName}. Caduca el ${formatShortDate(invitation.expira_en)}.`;
}

/**
 * One invitation to hand over: its QR code (to scan from the screen), the link, 'Copiar enlace', 'Compartir' (the
 * phone's share sheet, when the browser has one) and 'WhatsApp'.
 */
export function InvitationLink({
  invitation,
  clubName,
}: {
  invitation: TCreatedInvitation;
  clubName: string;
}) {
  const text = invitationText(invitation, clubName);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(invitation.url);
      toastSuccess('Enlace copiado', invitation.nombre);
    } catch {
      toastError('No se pudo copiar', 'Selecciona el enlace y cópialo a mano.');
    }
  }

  async function share() {
    try {
      await navigator.share({ title: `Invitación a ${clubName}`, text, url: invitation.url });
    } catch (error) {
      // Closing the share sheet is not an error.
      if ((error as { name?: string }).name !== 'AbortError') {
        toastError('No se pudo compartir', 'Copia el enlace y envíalo tú.');
      }
    }
  }

  return (
    <div className="grid justify-items-center gap-4">
      <InvitationQr
        invitation={invitation}
        className="size-52 rounded-lg border border-border bg-white p-1"
      />
      <div className="grid w-full gap-1.5">
        <label htmlFor={`enlace-${invitation.jugador_id}`} className="text-sm font-medium">
          Enlace de invitación
        </label>
        <Input
          id={`enlace-${invitation.jugador_id}`}
          readOnly
          value={invitation.url}
          onFocus={(e) => e.currentTarget.select()}
          className="font-mono text-xs"
        />
        <p className="text-xs text-muted-foreground">
          {`Personal y de un solo uso. Caduca el ${formatShortDate(invitation.expira_en)}.`}
        </p>
      </div>
      <div className="grid w-full grid-cols-1 gap-2 sm:grid-cols-3">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <CopyIcon />
          Copiar enlace
        </Button>
        {canShare ? (
          <Button type="button" variant="outline" onClick={() => void share()}>
            <Share2Icon />
            Compartir
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <a
            href={`https://wa.me/?text=${encodeURIComponent(`${text} ${invitation.url}`)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircleIcon />
            WhatsApp
          </a>
        </Button>
      </div>
    </div>
  );
}
