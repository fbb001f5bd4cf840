import { BarChart3Icon, GaugeIcon, FlagIcon, MedalIcon, TrophyIcon, UserRoundIcon } from 'lucide-react';
import { PageShell } from '@/web/components/layout/page-shell';
import { LinkTile } from '@/web/components/ui/link-tile';
import { CalendarCard } from '@/web/features/accounts/components/calendar-card';
import { SignOutButton } from '@/web/features/accounts/components/sign-out-button';
import { useMe } from '@/web/lib/session';

/**
 * /mi-area: the player's hub (P§2's three cards, plus Mis Partidas and Mis Resultados so that every personal
 * screen of the route table is reachable from here).
 */
const TILES = [
  {
    to: '/mis-torneos-ligas',
    icon: <TrophyIcon />,
    title: 'Mis Torneos y Ligas',
    description: 'Torneos en los que estás inscrito y ligas en las que participas',
  },
  {
    to: '/mis-partidas',
    icon: <FlagIcon />,
    title: 'Mis Partidas',
    description: 'Tus partidas personales con amigos e invitados',
  },
  {
    to: '/mis-resultados',
    icon: <MedalIcon />,
    title: 'Mis Resultados',
    description: 'Tus resultados y clasificaciones en las ligas',
  },
  {
    to: '/profile',
    icon: <UserRoundIcon />,
    title: 'Mi Perfil',
    description: 'Tus datos personales, imagen y contraseña',
  },
  {
    to: '/mi-handicap',
    icon: <GaugeIcon />,
    title: 'Mi hándicap',
    description: 'Tu hándicap de la peña junto al oficial, y las vueltas que cuentan',
  },
  {
    to: '/mis-estadisticas',
    icon: <BarChart3Icon />,
    title: 'Mis Estadísticas',
    description: 'Medias, reparto de resultados, mejores vueltas y dificultad real de los hoyos',
  },
];

export default function MiAreaPage() {
  const { profile } = useMe();
  return (
    <PageShell title="Mi Área" backTo="/" actions={<SignOutButton label="Cerrar sesión" />} width="md">
      <nav aria-label="Mi Área" className="grid gap-3">
        {TILES.map((tile) => (
          <LinkTile key={tile.to} {...tile} />
        ))}
      </nav>
      {/* The calendar lists a player's tee times: only for an account with its player profile. */}
      {profile ? (
        <div className="mt-5">
          <CalendarCard viewer={profile.id} />
        </div>
      ) : null}
    </PageShell>
  );
}
