import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';

/** 404 page (P§2): its own chunk, loaded only for an unknown address (first-page budget). */
export default function NotFoundPage() {
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
