import { ChevronRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/web/lib/utils';

const VARIANTS = {
  /** On the page background (Mi Área). */
  card: {
    link: 'rounded-xl border border-border bg-card p-5 shadow-sm hover:border-primary/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring',
    icon: 'bg-secondary text-primary',
    title: 'font-semibold',
  },
  /** Over the home screen's background image. */
  glass: {
    link: 'rounded-2xl border border-white/50 bg-white/90 p-4 text-foreground shadow-lg backdrop-blur hover:bg-white focus-visible:ring-4 focus-visible:ring-white',
    icon: 'bg-primary text-primary-foreground',
    title: 'font-bold',
  },
} as const;

/** A navigation tile: icon, title, one line of description and a chevron. */
export function LinkTile({
  to,
  icon,
  title,
  description,
  variant = 'card',
}: {
  to: string;
  icon: ReactNode;
  title: string;
  description: string;
  variant?: keyof typeof VARIANTS;
}) {
  const v = VARIANTS[variant];
  return (
    <Link
      to={to}
      className={cn('group flex min-h-24 items-center gap-4 transition focus-visible:outline-none', v.link)}
    >
      <span
        className={cn('flex size-12 shrink-0 items-center justify-center rounded-xl [&_svg]:size-6', v.icon)}
      >
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className={cn('block text-lg', v.title)}>{title}</span>
        <span className="block text-sm text-muted-foreground">{description}</span>
      </span>
      <ChevronRightIcon className="size-5 shrink-0 text-muted-foreground transition group-hover:translate-x-0.5" />
    </Link>
  );
}
