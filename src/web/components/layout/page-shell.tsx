import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';

const WIDTHS = { sm: 'max-w-md', md: 'max-w-2xl', lg: 'max-w-4xl', xl: 'max-w-6xl' } as const;

export interface PageShellProps {
  /** The page title (h1). */
  title: ReactNode;
  /** Optional line under the title. */
  description?: ReactNode;
  /** Where the back button goes ('/' by default); `null` hides it. */
  backTo?: string | null;
  /** Text beside the back arrow; without it the button is icon-only with aria-label 'Volver'. */
  backLabel?: string;
  /** Buttons at the right of the header (they wrap under the title on phones). */
  actions?: ReactNode;
  width?: keyof typeof WIDTHS;
  className?: string;
  children?: ReactNode;
}

/**
 * The page frame: sticky header with back button, title and actions; centred content. On phones a long title wraps
 * instead of being cut.
 */
export function PageShell({
  title,
  description,
  backTo = '/',
  backLabel,
  actions,
  width = 'lg',
  className,
  children,
}: PageShellProps) {
  return (
    <div className="min-h-dvh bg-background print:min-h-0">
      <header className="sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80 print:static print:border-0 print:bg-transparent print:backdrop-blur-none">
        <div
          className={cn(
            'mx-auto flex flex-wrap items-center gap-x-2 gap-y-2 px-3 py-2 sm:px-6 print:max-w-none print:px-0',
            WIDTHS[width],
          )}
        >
          {backTo !== null && (
            <Button
              asChild
              variant="ghost"
              size={backLabel ? 'default' : 'icon'}
              className={cn(backLabel ? 'px-2' : '', 'print:hidden')}
            >
              <Link to={backTo} aria-label={backLabel ? undefined : 'Volver'}>
                <ArrowLeftIcon className="size-5" />
                {backLabel ? <span>{backLabel}</span> : null}
              </Link>
            </Button>
          )}
          <div className="min-w-0 flex-1">
            <h1 className="text-xl font-bold text-balance break-words text-foreground sm:truncate sm:text-2xl">
              {title}
            </h1>
            {description ? (
              <p className="truncate text-sm text-muted-foreground print:whitespace-normal">{description}</p>
            ) : null}
          </div>
          {actions ? (
            <div className="flex basis-full flex-wrap items-center gap-2 sm:basis-auto print:hidden">
              {actions}
            </div>
          ) : null}
        </div>
      </header>
      <main
        className={cn(
          'mx-auto w-full px-4 py-5 sm:px-6 sm:py-8 print:max-w-none print:p-0',
          WIDTHS[width],
          className,
        )}
      >
        {children}
      </main>
    </div>
  );
}
