import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { UpdatePrompt } from '@/web/app/update-prompt';
import { queryClient } from '@/web/lib/query-client';
import { loadSonner, toasterIsMounted } from '@/web/lib/toast';

/**
 * App-wide providers. The session needs no React context: it is the ['me'] query (`useMe()`),
 * kept in sync across tabs by `installAuthSync` (called once in main.tsx).
 */
/**
 * Toasts sit at the bottom, clear of the page's header: centred on phones (under Tailwind's `sm`), at the right on
 * larger screens. Both offsets grow by the height of a floating action bar when the screen has one (styles.css).
 */
const PHONE = '(max-width: 639px)';

function usePhone(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(PHONE);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}

/** Sonner's Toaster, loaded after the first render (its chunk is not part of the first page's JavaScript). */
const Toaster = lazy(() =>
  loadSonner().then(({ Toaster: SonnerToaster }) => ({
    default: function MountedToaster(props: Parameters<typeof SonnerToaster>[0]) {
      useEffect(toasterIsMounted, []);
      return <SonnerToaster {...props} />;
    },
  })),
);

export function Providers({ children }: { children: ReactNode }) {
  const phone = usePhone();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <UpdatePrompt />
      <Suspense fallback={null}>
        <Toaster
          richColors
          closeButton
          position={phone ? 'bottom-center' : 'bottom-right'}
          offset={{ bottom: 'calc(24px + var(--floating-actions-height, 0px))' }}
          mobileOffset={{
            bottom: 'calc(env(safe-area-inset-bottom) + 16px + var(--floating-actions-height, 0px))',
          }}
          duration={5000}
          toastOptions={{ className: 'text-sm' }}
        />
      </Suspense>
    </QueryClientProvider>
  );
}
