import { useQuery } from '@tanstack/react-query';
import type { TCategoriesConfig } from '@/shared/schemas/categories';
import { CategoriesEditor } from '@/web/components/categories/categories-editor';
import { AdminSection } from '@/web/components/layout/admin-page';
import { Card, CardContent } from '@/web/components/ui/card';
import { LoadError } from '@/web/components/ui/list-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { adminCategoriesOptions, useSaveCategories } from '@/web/features/admin-tournaments/api/categories';
import { errorMessage } from '@/web/lib/api-client';
import { queryErrorMessage } from '@/web/lib/query-client';
import { toastError, toastSuccess } from '@/web/lib/toast';

/**
 * 'Categorías' of a tournament (decision record 041): each with its kind, bounds, ranking and prizes, in the order
 * the prizes are awarded; 'Premios no acumulables'.
 */
export function CategoriesCard({ torneoId }: { torneoId: string }) {
  const query = useQuery(adminCategoriesOptions(torneoId));
  return (
    <AdminSection
      title="Categorías"
      description="Los premios se reparten en el orden de la lista (lo habitual: scratch primero). En parejas, el índice de la pareja es la suma de los dos índices; Damas, Caballeros y edad, si lo son los dos jugadores."
    >
      {query.isPending ? (
        <Skeleton className="h-32" />
      ) : query.isError ? (
        <LoadError
          message={queryErrorMessage(query.error, adminCategoriesOptions(torneoId).meta)}
          onRetry={() => void query.refetch()}
          busy={query.isFetching}
        />
      ) : (
        <CategoriesForm key={JSON.stringify(query.data)} torneoId={torneoId} config={query.data} />
      )}
    </AdminSection>
  );
}

function CategoriesForm({ torneoId, config }: { torneoId: string; config: TCategoriesConfig }) {
  const save = useSaveCategories(torneoId, {
    onSuccess: () => toastSuccess('Categorías guardadas'),
    onError: (e) => toastError('No se pudieron guardar las categorías', errorMessage(e)),
  });
  return (
    <Card>
      <CardContent className="p-4 sm:p-6">
        <CategoriesEditor
          config={config}
          onSave={(c) => save.mutate(c)}
          saving={save.isPending}
          emptyText="Este torneo no tiene categorías."
        />
      </CardContent>
    </Card>
  );
}
