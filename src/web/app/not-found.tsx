import type { LoaderFunctionArgs } from 'react-router';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';

/** Loader of the '*' route: records the attempted path in the server log (fire and forget). */
export function notFoundLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}`;
  try {
    if (!navigator.sendBeacon?.('/api/log/not-found', JSON.stringify({ path }))) {
      console.warn('Ruta no encontrada:', path);
    }
  } catch {
    console.warn('Ruta no encontrada:', path);
  }
  return null;
}

/** 404 page (P§2). */
export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background p-4">
      <div className="text-center">
        <p className="text-6xl font-extrabold text-primary">404</p>
        <h1 className="mt-3 text-2xl font-bold">Oops! Page not found</h1>
        <Button asChild className="mt-6">
          <Link to="/">Volver al inicio</Link>
        </Button>
      </div>
    </main>
  );
}
