import { RotateCcwIcon, SaveIcon } from 'lucide-react';
import { formatDecimal } from '@/shared/decimal';
import { useState } from 'react';
import {
  EDITABLE_POSITIONS,
  ZPointsTableRequest,
  type TPointsTable,
} from '@/shared/schemas/admin-tournaments';
import { AdminSection } from '@/web/components/layout/admin-page';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { FieldError } from '@/web/components/ui/form-field';
import { DecimalInput } from '@/web/components/ui/decimal-input';
import { LoadError } from '@/web/components/ui/list-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Spinner } from '@/web/components/ui/spinner';
import { POINTS_META, usePointsTable, useSavePoints } from '@/web/features/admin-tournaments/api/points';
import { errorMessage } from '@/web/lib/api-client';
import { queryErrorMessage } from '@/web/lib/query-client';
import { toastError, toastSuccess } from '@/web/lib/toast';

/**
 * The tournament's points table (T§5, T§9): positions 1–20 and one value for 21 onward; save or reset. In match
 * play the position is the round reached (design §14 Leagues), which the description says.
 */
export function PointsTableCard({ torneoId, matches = false }: { torneoId: string; matches?: boolean }) {
  const table = usePointsTable(torneoId);
  return (
    <AdminSection
      title="Tabla de puntos"
      description={
        matches
          ? 'Puntos de liga por posición (OM): en match play, la ronda alcanzada (campeón 1, finalista 2, semifinalistas 3–4…). Números mayores o iguales que 0, de 0,5 en 0,5.'
          : 'Puntos de liga por posición (OM). Números mayores o iguales que 0, de 0,5 en 0,5.'
      }
    >
      {table.isPending ? (
        <Skeleton className="h-48" />
      ) : table.isError ? (
        <LoadError
          message={queryErrorMessage(table.error, POINTS_META)}
          onRetry={() => void table.refetch()}
          busy={table.isFetching}
        />
      ) : (
        <PointsForm key={JSON.stringify(table.data)} torneoId={torneoId} table={table.data} />
      )}
    </AdminSection>
  );
}

function PointsForm({ torneoId, table }: { torneoId: string; table: TPointsTable }) {
  const [top, setTop] = useState(() => table.top.map((v) => formatDecimal(v)));
  const [resto, setResto] = useState(formatDecimal(table.resto));
  const [error, setError] = useState<string | undefined>();
  const save = useSavePoints(torneoId, {
    onSuccess: () => toastSuccess('Configuración guardada'),
    onError: (e) => toastError('No se pudo guardar la configuración', errorMessage(e)),
  });
  const reset = useSavePoints(torneoId, {
    onSuccess: () => toastSuccess('Configuración restablecida'),
    onError: (e) => toastError('No se pudo restablecer la configuración', errorMessage(e)),
  });
  const submit = () => {
    const parsed = ZPointsTableRequest.safeParse({ top, resto });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate({ reset: false, body: parsed.data });
  };
  const field = (label: string, value: string, onChange: (v: string) => void) => (
    <label key={label} className="grid gap-1 text-xs font-medium text-muted-foreground">
      {label}
      <DecimalInput
        aria-label={`Puntos posición ${label}`}
        className="h-10 px-2 text-center tabular-nums"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
  return (
    <Card>
      <CardContent className="grid gap-4 p-4 sm:p-6">
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="grid grid-cols-4 gap-2 sm:grid-cols-7 lg:grid-cols-11">
            {top.map((v, i) =>
              field(`${i + 1}º`, v, (next) => setTop((prev) => prev.map((p, j) => (j === i ? next : p)))),
            )}
            {field(`${EDITABLE_POSITIONS + 1}º+`, resto, setResto)}
          </div>
          <FieldError message={error} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner /> : <SaveIcon />}
              Guardar puntos
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={reset.isPending}
              onClick={() => reset.mutate({ reset: true })}
            >
              {reset.isPending ? <Spinner /> : <RotateCcwIcon />}
              Restablecer por defecto
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
