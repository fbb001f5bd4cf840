import { AwardIcon, CalendarRangeIcon, TrendingUpIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageShell } from '@/web/components/layout/page-shell';

function Teaser({ icon, title, description }: { icon: ReactNode; title: string; description: string }) {
  return (
    <li className="flex items-start gap-4 rounded-xl border border-border bg-card p-5 shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary [&_svg]:size-5">
        {icon}
      </span>
      <span>
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-muted-foreground">{description}</span>
      </span>
    </li>
  );
}

/** /mis-estadisticas: placeholder, as the spec says (P§2, design §12). */
export default function MisEstadisticasPage() {
  return (
    <PageShell title="Mis Estadísticas" backTo="/mi-area" width="md">
      <section className="grid gap-6">
        <div className="rounded-2xl bg-linear-to-br from-primary to-fairway-dark p-6 text-primary-foreground shadow-md">
          <h2 className="text-2xl font-bold">Próximamente</h2>
          <p className="mt-1 text-sm text-primary-foreground/90">
            Estamos preparando tus estadísticas de juego.
          </p>
        </div>
        <ul className="grid gap-3">
          <Teaser
            icon={<TrendingUpIcon />}
            title="Evolución del hándicap"
            description="Sigue cómo cambia tu hándicap a lo largo del tiempo."
          />
          <Teaser
            icon={<CalendarRangeIcon />}
            title="Estadísticas por período"
            description="Tus resultados por mes, temporada o año."
          />
          <Teaser
            icon={<AwardIcon />}
            title="Logros y posiciones"
            description="Tus mejores posiciones, victorias y logros en torneos y ligas."
          />
        </ul>
      </section>
    </PageShell>
  );
}
