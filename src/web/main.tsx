import '@/web/lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from '@/web/app/providers';
import { router } from '@/web/app/router';
import { isApiError, preloadGet } from '@/web/lib/api-client';
import { queryClient } from '@/web/lib/query-client';
import { hasRememberedUser, startOfflineCache, whenOfflineCacheReady } from '@/web/lib/offline-cache';
import { registerServiceWorkerWhenIdle } from '@/web/lib/pwa';
import { installAuthSync, meQueryOptions } from '@/web/lib/session';
import { toastUnexpected } from '@/web/lib/toast';
import '@/web/styles.css';

installAuthSync(queryClient);
// The session is asked for at once, not when the first page's code has loaded and renders: pages that wait for it
// (their queries are keyed by the viewer) start one round trip earlier. The query waits for the phone's cache to be
// restored, as the route loaders do (getSession); where this phone's last visit was signed in, its request leaves now
// and the query takes its answer (a phone's slow CPU restores the cache meanwhile).
if (hasRememberedUser()) preloadGet('/api/me');
void whenOfflineCacheReady().then(() => queryClient.prefetchQuery(meQueryOptions()));
// Offline (docs/decisions/014-offline.md): the signed-in user's cached queries come back from IndexedDB (the route
// loaders wait for it) and their queue of strokes starts sending (its code is a separate chunk: first-page budget).
// A visitor has no queue: its code (five chunks) loads with the first signed-in user, never on a visitor's page.
let strokeQueueLoaded = false;
void startOfflineCache(queryClient, (userId) => {
  if (userId === null && !strokeQueueLoaded) return;
  strokeQueueLoaded = true;
  void import('@/web/lib/scorecard/outbox').then(({ setStrokeQueueUser }) => setStrokeQueueUser(userId));
});

// Any exception nobody handled: 'Error' / 'Ocurrió un error inesperado' (P§8).
window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
  if (event.reason instanceof DOMException && event.reason.name === 'AbortError') return;
  console.error(event.reason);
  if (isApiError(event.reason) && event.reason.status === 401) return;
  toastUnexpected();
});
window.addEventListener('error', (event: ErrorEvent) => {
  if (!event.error) return; // resource or cross-origin script errors carry no useful detail
  toastUnexpected();
});

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

// The visitor's home painted by the server (shared/first-paint.ts) stays over the app until React shows a page
// that is not a loading screen: no flash of 'Cargando...' between the two identical cards.
const firstPaint = document.getElementById('first-paint');
if (firstPaint) {
  const observer = new MutationObserver(() => {
    if (!container.firstElementChild || container.querySelector('[data-loading-screen]')) return;
    observer.disconnect();
    firstPaint.remove();
  });
  observer.observe(container, { childList: true, subtree: true });
}

// The loading screen is already painted (index.html), so the first render need not hold the main thread in one
// long task: as a transition React renders it in slices and yields between them (a phone stays responsive).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});

// An embed inside the club's website installs nothing (it is someone else's page).
if (!window.location.pathname.startsWith('/embed/')) registerServiceWorkerWhenIdle();
