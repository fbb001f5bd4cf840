import { BarChart3Icon, ChevronRightIcon, TrophyIcon, UserRoundIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageShell } from '@/web/components/layout/page-shell';
import { SignOutButton } from '@/web/features/accounts/components/sign-out-button';

function AreaCard({
  to,
  icon,
  title,
  description,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  description: string;
}) {
  return (
    <Link
      to={to}
      className="group flex min-h-24 items-center gap-4 rounded-xl border border-border bg-card p-5 shadow-sm transition hover:border-primary/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary [&_svg]:size-6">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-lg font-semibold">{title}</span>
        <span className="block text-sm text-muted-foreground">{description}</span>
      </span>
      <ChevronRightIcon className="size-5 shrink-0 text-muted-foreground transition group-hover:translate-x-0.5" />
    </Link>
  );
}

/** /mi-area: the player's hub (P§2). */
export default function MiAreaPage() {
  return (
    <PageShell title="Mi Área" backTo="/" actions={<SignOutButton label="Cerrar sesión" />} width="md">
      <nav aria-label="Mi Área" className="grid gap-3">
        <AreaCard
          to="/mis-torneos-ligas"
          icon={<TrophyIcon />}
          title="Mis Torneos y Ligas"
          description="Torneos en los que estás inscrito y ligas en las que participas"
        />
        <AreaCard
          to="/profile"
          icon={<UserRoundIcon />}
          title="Mi Perfil"
          description="Tus datos personales, imagen y contraseña"
        />
        <AreaCard
          to="/mis-estadisticas"
          icon={<BarChart3Icon />}
          title="Mis Estadísticas"
          description="Tu evolución y tus logros como jugador"
        />
      </nav>
    </PageShell>
  );
}
