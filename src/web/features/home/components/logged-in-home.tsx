import { ShieldCheckIcon, TrophyIcon, UserRoundIcon } from 'lucide-react';
import { Link } from 'react-router';
import { DEFAULT_CLUB_LOGO } from '@/web/components/club-logo';
import { Avatar, AvatarFallback, AvatarImage } from '@/web/components/ui/avatar';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { LinkTile } from '@/web/components/ui/link-tile';
import { PendingJoinNotice } from '@/web/components/layout/pending-join-notice';
import { PlayButton } from '@/web/features/home/components/play-button';
import { formatHandicap } from '@/shared/domain/handicap-text';
import { displayName, type Me } from '@/web/lib/session';
import { initialOf } from '@/web/lib/utils';

/** Home of a signed-in player (first variant of P§2). */
export function LoggedInHome({
  me,
  clubName,
  logoUrl = DEFAULT_CLUB_LOGO,
}: {
  me: Me;
  clubName: string;
  logoUrl?: string;
}) {
  const name = displayName(me);
  const handicap = me.profile?.handicap;
  const imageUrl = me.profile?.profile_image_url;
  return (
    // `isolate`: the picture (z-index −10) is painted above this box's own dark background, which is what the
    // white text stands on until the picture has loaded (or if it never does).
    <div className="relative isolate min-h-dvh overflow-x-hidden bg-sky-900 text-white">
      <picture aria-hidden className="fixed inset-0 -z-10">
        <source media="(min-width: 768px)" srcSet="/images/home-bg-desktop.svg" />
        <img src="/images/home-bg-mobile.svg" alt="" className="size-full object-cover" />
      </picture>
      <div
        aria-hidden
        className="fixed inset-0 -z-10 bg-linear-to-b from-black/45 via-black/10 to-black/50"
      />

      <header className="mx-auto flex w-full max-w-3xl items-center justify-between gap-3 px-4 pt-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-2">
          <img src={logoUrl} alt="" width={44} height={44} className="size-11 shrink-0 drop-shadow" />
          <span className="truncate text-lg font-bold drop-shadow">{clubName}</span>
        </div>
        {me.isAdmin && (
          <Button asChild variant="secondary" className="shrink-0 bg-white/90 text-primary hover:bg-white">
            <Link to="/admin">
              <ShieldCheckIcon />
              Administración
            </Link>
          </Button>
        )}
      </header>

      <main className="mx-auto flex w-full max-w-3xl flex-col items-center gap-8 px-4 pt-8 pb-10 sm:px-6">
        <section className="flex flex-col items-center gap-3 text-center">
          <Link
            to="/profile"
            aria-label="Mi Perfil"
            className="rounded-full focus-visible:ring-4 focus-visible:ring-white focus-visible:outline-none"
          >
            <Avatar className="size-20 border-4 border-white/90 shadow-lg">
              {imageUrl ? <AvatarImage src={imageUrl} alt="" /> : null}
              <AvatarFallback className="text-2xl">{initialOf(name)}</AvatarFallback>
            </Avatar>
          </Link>
          <h1 className="text-3xl font-extrabold break-words drop-shadow-md sm:text-4xl">Hola {name}</h1>
          {handicap != null && (
            <Badge variant="gold" className="px-3 py-1 text-sm shadow">
              HCP {formatHandicap(handicap)}
            </Badge>
          )}
        </section>

        <PendingJoinNotice />

        <PlayButton />

        <nav aria-label="Secciones" className="grid w-full gap-3 sm:grid-cols-2">
          <LinkTile
            variant="glass"
            to="/torneos"
            icon={<TrophyIcon />}
            title="Torneos"
            description="Torneos individuales y por equipos, y ligas"
          />
          <LinkTile
            variant="glass"
            to="/mi-area"
            icon={<UserRoundIcon />}
            title="Mi área"
            description="Resultados, estadísticas y perfil de jugador"
          />
        </nav>
      </main>
    </div>
  );
}
