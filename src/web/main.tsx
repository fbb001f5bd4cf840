import '@/web/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from '@/web/app/providers';
import { router } from '@/web/app/router';
import { isApiError } from '@/web/lib/api-client';
import { queryClient } from '@/web/lib/query-client';
import { startOfflineCache } from '@/web/lib/offline-cache';
import { registerServiceWorkerWhenIdle } from '@/web/lib/pwa';
import { installAuthSync } from '@/web/lib/session';
import { toastUnexpected } from '@/web/lib/toast';
import '@/web/styles.css';

installAuthSync(queryClient);
// Offline (docs/decisions/014-offline.md): the signed-in user's cached queries come back from IndexedDB (the route
// loaders wait for it) and their queue of strokes starts sending (its code is a separate chunk: first-page budget).
void startOfflineCache(queryClient, (userId) => {
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

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

registerServiceWorkerWhenIdle();
