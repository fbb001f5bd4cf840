import { ArrowLeftIcon, SearchXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';

/** 'Partida no encontrada' (P§2): unknown game, not a participant, or (edit) not its creator. */
export function GameNotFound({ text = 'Partida no encontrada' }: { text?: string }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card px-6 py-12 text-center shadow-sm">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchXIcon className="size-7" aria-hidden />
      </span>
      <p role="alert" className="text-lg font-semibold">
        {text}
      </p>
      <Button asChild variant="outline">
        <Link to="/mis-partidas">
          <ArrowLeftIcon />
          Mis Partidas
        </Link>
      </Button>
    </div>
  );
}
