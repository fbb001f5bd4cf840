import { HourglassIcon } from 'lucide-react';
import { usePublicConfig } from '@/web/lib/config';
import { useMe } from '@/web/lib/session';
import { cn } from '@/web/lib/utils';

/**
 * The account signed up with the e-mail of a club player who has no account yet: it waits to be joined to that
 * player's profile — by the confirmation link (when the club sends e-mails) or by the club's administrator.
 */
export function PendingJoinNotice({ className }: { className?: string }) {
  const { me } = useMe();
  const config = usePublicConfig();
  if (!me?.unionPendiente) return null;
  const byEmail = config.data?.emailConfirmationRequired === true && !me.user.emailVerified;
  return (
    <section
      role="status"
      aria-labelledby="pending-join-title"
      className={cn(
        'flex w-full gap-3 rounded-xl border border-gold bg-card p-4 text-left text-card-foreground shadow',
        className,
      )}
    >
      <HourglassIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-foreground" />
      <div className="grid gap-1">
        <h2 id="pending-join-title" className="font-semibold">
          Tu cuenta está pendiente de unirse a tu perfil de la peña
        </h2>
        <p className="text-sm text-muted-foreground">
          {byEmail
            ? 'Confirma tu email con el enlace que te hemos enviado y se unirá sola, o pide al administrador de la peña que la una.'
            : 'Pide al administrador de la peña que la una. Lo que hagas hasta entonces pasará a tu perfil.'}
        </p>
      </div>
    </section>
  );
}
