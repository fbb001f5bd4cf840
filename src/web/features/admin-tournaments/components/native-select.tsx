import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

export { NativeSelect } from '@/web/components/ui/native-select';

/** A multi-line text field styled like the inputs. */
export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-20 w-full rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs outline-none',
        'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30',
        className,
      )}
      {...props}
    />
  );
}
