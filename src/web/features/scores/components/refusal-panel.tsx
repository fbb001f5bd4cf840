import { ArrowLeftIcon, ShieldXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { NotFoundPanel } from '@/web/components/layout/not-found-panel';
import { Button } from '@/web/components/ui/button';

/**
 * What a refused screen shows (T§5): 'Acceso denegado' with the server's reason, or the page's not found
 * (`NotFoundPanel`: 'Partida no encontrada').
 */
export function RefusalPanel({
  status,
  message,
  backTo = '/torneos',
  backLabel = 'Torneos',
}: {
  status: 403 | 404;
  message: string;
  backTo?: string;
  backLabel?: string;
}) {
  if (status === 404) return <NotFoundPanel text={message} backTo={backTo} backLabel={backLabel} />;
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card px-6 py-12 text-center shadow-sm">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <ShieldXIcon className="size-7" aria-hidden />
      </span>
      <div role="alert" className="grid gap-1">
        <p className="text-lg font-semibold">Acceso denegado</p>
        <p className="text-muted-foreground">{message}</p>
      </div>
      <Button asChild variant="outline">
        <Link to={backTo}>
          <ArrowLeftIcon />
          {backLabel}
        </Link>
      </Button>
    </div>
  );
}
