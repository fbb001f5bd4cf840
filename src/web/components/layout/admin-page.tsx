import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';

const WIDTHS = { md: 'max-w-3xl', lg: 'max-w-5xl', xl: 'max-w-7xl' } as const;

export interface AdminPageProps {
  /** The page title (h1), e.g. 'Gestión de Campos'. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Where the back button goes (the panel by default); `null` hides it. */
  backTo?: string | null;
  /** The back button's text ('Volver al Panel' by default). */
  backLabel?: string;
  /** Buttons beside the title (under it on phones). */
  actions?: ReactNode;
  /** Content width: 'xl' (default) leaves room for tables on desktop. */
  width?: keyof typeof WIDTHS;
  children?: ReactNode;
}

/**
 * The frame of every administration screen (T§2): a sticky header with the 'Volver al Panel' button above the
 * title — so that a long title never fights the button on a 360 px phone — the screen's actions, and content wide
 * enough for tables on desktop with phone-sized padding.
 */
export function AdminPage({
  title,
  description,
  backTo = '/admin',
  backLabel = 'Volver al Panel',
  actions,
  width = 'xl',
  children,
}: AdminPageProps) {
  return (
    <div className="min-h-dvh bg-background print:min-h-0">
      <header className="z-30 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85 sm:sticky sm:top-0 print:static print:border-0 print:bg-transparent print:backdrop-blur-none">
        <div className={cn('mx-auto px-3 py-2 sm:px-6 sm:py-3', WIDTHS[width])}>
          {backTo !== null && (
            <Button
              asChild
              variant="ghost"
              size="sm"
              className="-ml-2 px-2 text-muted-foreground print:hidden"
            >
              <Link to={backTo}>
                <ArrowLeftIcon />
                {backLabel}
              </Link>
            </Button>
          )}
          <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2 pb-1">
            <div className="min-w-0">
              <h1 className="text-xl font-bold text-balance text-foreground sm:text-2xl">{title}</h1>
              {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
            </div>
            {actions ? <div className="flex flex-wrap items-center gap-2 print:hidden">{actions}</div> : null}
          </div>
        </div>
      </header>
      <main className={cn('mx-auto w-full px-3 py-4 sm:px-6 sm:py-6', WIDTHS[width])}>{children}</main>
    </div>
  );
}

/** A titled block of an administration screen. */
export function AdminSection({
  title,
  description,
  actions,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('grid gap-3', className)}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">{title}</h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
