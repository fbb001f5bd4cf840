import { RotateCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';

/** Cards of a list being loaded (same rhythm as the cards they stand for). */
export function CardListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-label="Cargando..." className="grid gap-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="mt-3 h-5 w-32 rounded-full" />
          <Skeleton className="mt-4 h-4 w-3/4" />
          <Skeleton className="mt-2 h-4 w-1/2" />
          <Skeleton className="mt-4 h-11 w-full sm:w-40" />
        </div>
      ))}
    </div>
  );
}

/** A list that could not be loaded: the spec's message and a way to try again. */
export function LoadError({
  message,
  onRetry,
  busy,
}: {
  message: string;
  onRetry: () => void;
  busy: boolean;
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card px-6 py-10 text-center">
      <p role="alert" className="text-destructive">
        {message}
      </p>
      <Button variant="outline" onClick={onRetry} disabled={busy}>
        <RotateCwIcon />
        Reintentar
      </Button>
    </div>
  );
}

/** An empty list (or a thing not found): an icon, the spec's sentence and an optional way on. */
export function EmptyState({
  icon,
  text,
  children,
}: {
  icon: ReactNode;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary [&_svg]:size-6">
        {icon}
      </span>
      <p className="text-base font-medium text-muted-foreground">{text}</p>
      {children}
    </div>
  );
}
