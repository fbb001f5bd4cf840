import { Skeleton } from '@/web/components/ui/skeleton';
import { useAccountDiagnostics } from '@/web/features/admin-players/api/player-queries';
import { cn } from '@/web/lib/utils';

/** Account diagnostics (T§2 /admin/jugadores, T§7 debug counts). */
export function DiagnosticsCard() {
  const { data } = useAccountDiagnostics();
  const items = [
    { label: 'Jugadores', value: data?.jugadores },
    { label: 'Cuentas', value: data?.cuentas },
    { label: 'Jugadores con cuenta', value: data?.jugadores_con_cuenta },
    {
      label: 'Jugadores sin cuenta',
      value: data?.jugadores_sin_cuenta,
      warn: (data?.jugadores_sin_cuenta ?? 0) > 0,
    },
    { label: 'Cuentas huérfanas', value: data?.cuentas_huerfanas, warn: (data?.cuentas_huerfanas ?? 0) > 0 },
  ];
  return (
    <section aria-label="Diagnóstico de cuentas">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {items.map((item) => (
          <div
            key={item.label}
            className={cn(
              'rounded-xl border border-border bg-card p-3 shadow-xs',
              item.warn && 'border-gold bg-gold/15',
            )}
          >
            <dt className="text-xs text-muted-foreground">{item.label}</dt>
            <dd className="text-2xl font-bold tabular-nums">
              {item.value === undefined ? <Skeleton className="mt-1 h-7 w-10" /> : item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
