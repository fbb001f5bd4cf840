import { ChevronsRightIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps, type RefObject } from 'react';
import { cn } from '@/web/lib/utils';

/**
 * Whether the box scrolls sideways (`overflows`) and whether columns are still hidden at its right (`more`):
 * measured on resize, on scroll and when its content changes size. The first measure is the observer's first
 * report (after the browser's own layout), not a read as the table mounts: that read made the browser lay the
 * whole page out at once, once per table, before its first paint (a long page of tables on a phone).
 */
function useHorizontalOverflow(ref: RefObject<HTMLDivElement | null>) {
  const [state, setState] = useState({ overflows: false, more: false });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      const overflows = box.scrollWidth > box.clientWidth + 1;
      const more = overflows && box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setState((old) => (old.overflows === overflows && old.more === more ? old : { overflows, more }));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, [ref]);
  return state;
}

/**
 * A data table that stays usable on a 360 px phone: it scrolls sideways inside its frame, and cells marked
 * `sticky` (the first column) stay in view while it does. When columns do not fit, a line under it says so and the
 * right edge fades while columns are still hidden there.
 */
export function Table({
  className,
  containerClassName,
  ...props
}: ComponentProps<'table'> & { containerClassName?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { overflows, more } = useHorizontalOverflow(ref);
  return (
    <div data-slot="table-frame" className={cn('w-full min-w-0', containerClassName)}>
      <div className="relative">
        <div
          ref={ref}
          data-slot="table-container"
          // A table wider than the screen scrolls: keyboard users reach the scroll with Tab (WCAG 2.1.1).
          tabIndex={overflows ? 0 : undefined}
          className="relative w-full overflow-x-auto outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-xl border border-border bg-card"
        >
          <table
            data-slot="table"
            className={cn('w-full caption-bottom border-collapse text-sm', className)}
            {...props}
          />
        </div>
        {more ? (
          <div
            aria-hidden
            className="pointer-events-none absolute inset-y-px right-px w-10 rounded-r-xl bg-linear-to-l from-card to-transparent"
          />
        ) : null}
      </div>
      {overflows ? (
        <p
          data-scroll-hint
          className="mt-1 flex items-center justify-end gap-1 text-xs text-muted-foreground"
        >
          Desliza para ver más columnas
          <ChevronsRightIcon aria-hidden className="size-3.5" />
        </p>
      ) : null}
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
