import { RefreshCwIcon } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';

/** errorElement of the root route: an exception while rendering or loading a page. */
export function RootError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  // A stale chunk after a deploy fails to import: reloading fetches the new one.
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background p-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader>
          <CardTitle className="text-xl">Algo ha salido mal</CardTitle>
          <CardDescription>
            Ocurrió un error inesperado. Vuelve a cargar la página para intentarlo de nuevo.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button onClick={() => window.location.reload()}>
            <RefreshCwIcon />
            Recargar la página
          </Button>
          <Button asChild variant="outline">
            <Link to="/" reloadDocument>
              Volver al inicio
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
