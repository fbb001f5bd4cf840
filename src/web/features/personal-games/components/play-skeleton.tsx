import { Skeleton } from '@/web/components/ui/skeleton';

/** Placeholder of the play screen while the game loads. */
export function PlaySkeleton() {
  return (
    <div role="status" aria-label="Cargando..." className="grid grid-cols-1 gap-4">
      <Skeleton className="h-12 w-full rounded-xl" />
      <Skeleton className="h-14 w-full rounded-xl" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-20 w-full rounded-xl" />
      ))}
    </div>
  );
}
