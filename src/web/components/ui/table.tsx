import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

/**
 * A data table that stays usable on a 360 px phone: it scrolls sideways inside its frame, and cells marked
 * `sticky` (the first column) stay in view while it does.
 */
export function Table({
  className,
  containerClassName,
  ...props
}: ComponentProps<'table'> & { containerClassName?: string }) {
  return (
    <div
      data-slot="table-container"
      className={cn(
        'relative w-full overflow-x-auto rounded-xl border border-border bg-card',
        containerClassName,
      )}
    >
      <table
        data-slot="table"
        className={cn('w-full caption-bottom border-collapse text-sm', className)}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('bg-muted', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('group/row border-b border-border transition-colors hover:bg-muted', className)}
      {...props}
    />
  );
}

const stickyClasses =
  'sticky left-0 z-10 bg-card shadow-[1px_0_0_var(--color-border)] group-hover/row:bg-muted [thead_&]:bg-muted';

export function TableHead({ className, sticky, ...props }: ComponentProps<'th'> & { sticky?: boolean }) {
  return (
    <th
      data-slot="table-head"
      className={cn(
        'h-10 px-3 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase',
        sticky && stickyClasses,
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, sticky, ...props }: ComponentProps<'td'> & { sticky?: boolean }) {
  return (
    <td
      data-slot="table-cell"
      className={cn('px-3 py-2 align-middle', sticky && stickyClasses, className)}
      {...props}
    />
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('mt-3 text-sm text-muted-foreground', className)} {...props} />;
}
