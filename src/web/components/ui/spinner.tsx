import { Loader2Icon } from 'lucide-react';
import { cn } from '@/web/lib/utils';

export function Spinner({ className }: { className?: string }) {
  return <Loader2Icon aria-hidden className={cn('size-4 animate-spin', className)} />;
}
