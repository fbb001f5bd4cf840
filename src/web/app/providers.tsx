import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { UpdatePrompt } from '@/web/app/update-prompt';
import { queryClient } from '@/web/lib/query-client';

/**
 * App-wide providers. The session needs no React context: it is the ['me'] query (`useMe()`),
 * kept in sync across tabs by `installAuthSync` (called once in main.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <UpdatePrompt />
      <Toaster
        richColors
        closeButton
        position="top-center"
        duration={5000}
        toastOptions={{ className: 'text-sm' }}
      />
    </QueryClientProvider>
  );
}
