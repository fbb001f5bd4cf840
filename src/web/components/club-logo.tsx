import { usePublicConfig } from '@/web/lib/config';
import { cn } from '@/web/lib/utils';

/** The bundled logo, shown while the club has not uploaded one (or before /api/config answers). */
export const DEFAULT_CLUB_LOGO = '/logo.svg';

/** The club's logo URL ('Ajustes de la peña', decision record 044): the uploaded one, else the bundled one. */
export function useClubLogoUrl(): string {
  return usePublicConfig().data?.clubLogoUrl ?? DEFAULT_CLUB_LOGO;
}

/** The club's logo, decorative (the club's name is always written beside it), square and never distorted. */
export function ClubLogo({ size, className }: { size: number; className?: string }) {
  return (
    <img
      src={useClubLogoUrl()}
      alt=""
      width={size}
      height={size}
      className={cn('shrink-0 object-contain', className)}
    />
  );
}
