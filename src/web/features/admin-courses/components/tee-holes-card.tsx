import type { TAdminTee } from '@/shared/schemas/admin-courses';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useAdminTee } from '@/web/features/admin-courses/api/get-tee';
import { HolesEditor } from '@/web/features/admin-courses/components/holes-editor';

/** The hole grid of the chosen tee, loaded on its own. */
export function TeeHolesCard({ tee }: { tee: TAdminTee }) {
  const detail = useAdminTee(tee.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Hoyos de {tee.nombre}</CardTitle>
        <CardDescription>
          Metros, par (3 a 5) y hándicap (1 a 18, sin repetir) de cada hoyo, de caballeros y de damas; un «Par
          Dam.» vacío es el de caballeros. Se guardan los 18 a la vez.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {detail.data ? (
          <HolesEditor key={detail.data.id} tee={detail.data} />
        ) : detail.isError ? (
          <p className="text-sm text-destructive">No se pudieron cargar los tipos de salida</p>
        ) : (
          <div className="grid gap-2">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
