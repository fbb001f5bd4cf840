import { Skeleton } from '@/web/components/ui/skeleton';

/** Placeholder of the create/edit form while its data load. */
export function GameFormSkeleton() {
  return (
    <div role="status" aria-label="Cargando..." className="grid grid-cols-1 gap-5 lg:grid-cols-2">
      {[0, 1].map((i) => (
        <div key={i} className="grid grid-cols-1 gap-4 rounded-xl border border-border bg-card p-5 shadow-sm">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
    </div>
  );
}
