import { MailIcon } from 'lucide-react';
import { useState } from 'react';
import { MAIL_MESSAGES } from '@/shared/schemas/admin-mail';
import type { TGroupsTournament, TSendTournamentEmailResponse } from '@/shared/schemas/admin-groups';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/web/components/ui/alert-dialog';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useSendTournamentEmail } from '@/web/features/admin-groups/api/group-mutations';
import { deliveryLines } from '@/web/lib/mail-delivery';
import { errorMessage } from '@/web/lib/api-client';
import { formatShortDate, formatTime } from '@/web/lib/format';
import { toastError, toastSuccess } from '@/web/lib/toast';

/**
 * The tournament e-mail: each player with an e-mail gets their published group, tee time, course and date with a
 * calendar file. Sending a second time asks first; every address that failed is listed. Without an SMTP server
 * the e-mails are only stored in the outbox, and the card says so.
 */
export function EmailCard({ torneo, published }: { torneo: TGroupsTournament; published: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<TSendTournamentEmailResponse | null>(null);
  const send = useSendTournamentEmail(torneo.id, {
    onSuccess: (res) => {
      setResult(res);
      if (res.enviados > 0) toastSuccess('Emails enviados', MAIL_MESSAGES.sent(res.enviados));
      if (res.guardados > 0) toastError('Emails no enviados', MAIL_MESSAGES.stored(res.guardados));
      if (res.fallidos.length > 0) {
        toastError(
          'Error',
          res.fallidos.length === 1 ? 'No se pudo enviar el email' : 'No se pudieron enviar los emails',
        );
      } else if (res.enviados === 0 && res.guardados === 0) {
        toastError('Error', 'No hay jugadores con email en las partidas publicadas');
      }
    },
    onError: (error) => toastError('Error', errorMessage(error, 'No se pudieron enviar los emails')),
  });
  const sentAt = torneo.email_enviado_at;

  return (
    <section
      aria-label="Email del torneo"
      className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">Email del torneo</h3>
          <p className="text-sm text-muted-foreground">
            {sentAt
              ? `Enviado el ${formatShortDate(sentAt)} a las ${formatTime(sentAt)}.`
              : 'Cada jugador recibe su partida, su hora de salida y un archivo de calendario.'}
          </p>
        </div>
        <Button
          variant="outline"
          disabled={!published || send.isPending}
          onClick={() => (sentAt ? setConfirming(true) : send.mutate({}))}
        >
          {send.isPending ? <Spinner /> : <MailIcon />}
          {sentAt ? 'Reenviar email' : 'Enviar email'}
        </Button>
      </div>
      {!published ? (
        <p className="text-sm text-muted-foreground">Publica las partidas para poder enviar el email.</p>
      ) : null}
      {result ? (
        <div className="grid gap-1 text-sm" role="status">
          {deliveryLines({ ...result, fallidos: result.fallidos.length }).map((line) => (
            <p key={line}>{line}.</p>
          ))}
          {result.fallidos.length > 0 ? (
            <ul aria-label="Emails no enviados" className="list-disc pl-5 text-destructive">
              {result.fallidos.map((f) => (
                <li key={f.email}>
                  {f.nombre} ({f.email}): {f.error}
                </li>
              ))}
            </ul>
          ) : null}
          {result.sin_email.length > 0 ? (
            <p className="text-muted-foreground">Sin email: {result.sin_email.join(', ')}.</p>
          ) : null}
          {result.sin_partida.length > 0 ? (
            <p className="text-muted-foreground">Sin partida: {result.sin_partida.join(', ')}.</p>
          ) : null}
        </div>
      ) : null}
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Reenviar email</AlertDialogTitle>
            <AlertDialogDescription>
              {sentAt
                ? `Los emails de este torneo ya se enviaron el ${formatShortDate(sentAt)} a las ${formatTime(sentAt)}. ¿Quieres enviarlos de nuevo?`
                : ''}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancelar</AlertDialogCancel>
            <AlertDialogAction onClick={() => send.mutate({ reenviar: true })}>
              Enviar de nuevo
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
