import { MailCheckIcon, MailWarningIcon } from 'lucide-react';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useMailStatus } from '@/web/features/admin-mail/api/mail-api';

/** Whether SMTP is configured, and what to set when it is not (the SMTP password is never shown). */
export function MailStatusCard() {
  const status = useMailStatus();
  const data = status.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {data?.smtp ? (
            <MailCheckIcon className="size-5 text-primary" />
          ) : (
            <MailWarningIcon className="size-5 text-destructive" />
          )}
          Servidor de correo
          {data ? (
            <Badge variant={data.smtp ? 'default' : 'destructive'}>
              {data.smtp ? 'Configurado' : 'Sin configurar'}
            </Badge>
          ) : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {!data ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <>
            {data.smtp ? (
              <p>Los emails del club se envían por SMTP.</p>
            ) : (
              <p role="status" className="font-medium text-destructive">
                No hay servidor de correo configurado: los emails se guardan en la bandeja de salida y no
                llegan a nadie.
              </p>
            )}
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-muted-foreground">Servidor</dt>
              <dd className="break-all">{data.servidor ?? '—'}</dd>
              <dt className="text-muted-foreground">Remitente</dt>
              <dd className="break-all">{data.remitente}</dd>
            </dl>
            <p className="text-muted-foreground">
              {data.smtp
                ? 'Para cambiarlo, arranca el servidor con otras'
                : 'Para enviarlos, arranca el servidor con'}{' '}
              las variables <code className="font-mono">SMTP_URL</code> (por ejemplo{' '}
              <code className="font-mono break-all">smtps://usuario:contraseña@smtp.ejemplo.com:465</code>) y{' '}
              <code className="font-mono">MAIL_FROM</code> (el remitente).
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
