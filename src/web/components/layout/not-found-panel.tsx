import { ArrowLeftIcon, SearchXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';

/**
 * THE "not found" of a page (P§2, T§5): 'Partida no encontrada', 'Torneo no encontrado', 'Liga no encontrada'…,
 * announced as an alert, with the way back. Its loader answered null through `orNotFound` (lib/not-found.ts).
 */
export function NotFoundPanel({
  text,
  backTo,
  backLabel,
}: {
  text: string;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card px-6 py-12 text-center shadow-sm">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchXIcon className="size-7" aria-hidden />
      </span>
      <p role="alert" className="text-lg font-semibold">
        {text}
      </p>
      {backTo && backLabel ? (
        <Button asChild variant="outline">
          <Link to={backTo}>
            <ArrowLeftIcon />
            {backLabel}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
