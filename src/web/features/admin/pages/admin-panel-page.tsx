import {
  CalendarClockIcon,
  FlagIcon,
  GaugeIcon,
  HomeIcon,
  MailIcon,
  SettingsIcon,
  MapIcon,
  TrophyIcon,
  UserRoundIcon,
  UsersIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { AdminPage, AdminSection } from '@/web/components/layout/admin-page';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { LinkTile } from '@/web/components/ui/link-tile';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useAdminSummary } from '@/web/features/admin/api/get-summary';
import { BackupsCard } from '@/web/features/admin/components/backups-card';
import { AssignAccountTool } from '@/web/features/admin/components/assign-account-tool';
import { OrphanedUsersTool } from '@/web/features/admin/components/orphaned-users-tool';
import { PlayersWithoutAccountTool } from '@/web/features/admin/components/players-without-account-tool';

const AREAS = [
  {
    to: '/admin/jugadores',
    icon: <UsersIcon />,
    title: 'Gestión de Jugadores',
    description: 'Fichas, hándicaps y cuentas de los jugadores',
  },
  {
    to: '/admin/torneos',
    icon: <TrophyIcon />,
    title: 'Gestión de Torneos',
    description: 'Torneos, participantes, puntos y resultados',
  },
  {
    to: '/admin/partidas',
    icon: <CalendarClockIcon />,
    title: 'Gestión de Partidas',
    description: 'Partidas y horarios de salida de cada torneo',
  },
  {
    to: '/admin/campos',
    icon: <MapIcon />,
    title: 'Gestión de Campos',
    description: 'Campos, tipos de salida y hoyos',
  },
  {
    to: '/admin/ligas',
    icon: <FlagIcon />,
    title: 'Gestión de Ligas',
    description: 'Ligas, sus torneos y las puntuaciones',
  },
  {
    to: '/admin/handicaps',
    icon: <GaugeIcon />,
    title: 'Hándicaps de la peña',
    description: 'Hándicap oficial y estimado de cada jugador; PCC por campo y día',
  },
  {
    to: '/admin/correo',
    icon: <MailIcon />,
    title: 'Gestión del Correo',
    description: 'Servidor de correo, email de prueba y bandeja de salida',
  },
  {
    to: '/admin/ajustes',
    icon: <SettingsIcon />,
    title: 'Ajustes de la peña',
    description: 'Nombre y logo del club; valores por defecto de los torneos nuevos; pantallas del club (TV)',
  },
] as const;

/** /admin 'Administración del Club' (T§2): the players count, the admin areas and the account tools. */
export default function AdminPanelPage() {
  const summary = useAdminSummary();
  return (
    <AdminPage
      title="Administración del Club"
      backTo={null}
      actions={
        <>
          <Button asChild variant="outline">
            <Link to="/">
              <HomeIcon />
              Inicio
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/profile">
              <UserRoundIcon />
              Mi Perfil
            </Link>
          </Button>
        </>
      }
    >
      <div className="grid gap-8">
        <Card className="bg-gradient-to-br from-primary to-fairway-dark text-primary-foreground">
          <CardContent className="flex items-center gap-4 p-5">
            <span className="flex size-12 items-center justify-center rounded-xl bg-white/15">
              <UsersIcon className="size-6" />
            </span>
            <div>
              <p className="text-sm text-primary-foreground/85">Jugadores registrados</p>
              {summary.data ? (
                <p className="text-3xl font-bold" aria-label="Jugadores registrados">
                  {summary.data.jugadores}
                </p>
              ) : (
                <Skeleton className="mt-1 h-9 w-16 bg-white/25" />
              )}
            </div>
          </CardContent>
        </Card>
        <nav aria-label="Áreas de administración" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {AREAS.map((area) => (
            <LinkTile key={area.to} {...area} />
          ))}
        </nav>
        <AdminSection
          title="Herramientas de cuentas"
          description="Mantenimiento de las cuentas de acceso de los jugadores."
        >
          <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
            <PlayersWithoutAccountTool />
            <OrphanedUsersTool />
            <div className="lg:col-span-2">
              <AssignAccountTool />
            </div>
          </div>
        </AdminSection>
        <BackupsCard />
      </div>
    </AdminPage>
  );
}
