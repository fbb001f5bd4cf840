import { ArchiveIcon, FileDownIcon } from 'lucide-react';
import { formatDecimal } from '@/shared/decimal';
import { DownloadButton } from '@/web/components/papers/download-button';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Spinner } from '@/web/components/ui/spinner';
import { useBackups, useMakeBackup } from '@/web/features/admin/api/backups';
import { errorMessage } from '@/web/lib/api-client';
import { formatShortDate, formatTime } from '@/web/lib/format';
import { toastError, toastSuccess } from '@/web/lib/toast';

/** '2,4 MB', '830 KB': a copy's size as a Spanish reader reads it. */
function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${formatDecimal(bytes / 1024 / 1024, 1)} MB`
    : `${formatDecimal(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
}

/**
 * 'Copias de seguridad': the server's nightly copies of the embedded database (name, date, size, 'Descargar') and
 * 'Hacer copia ahora'; on PostgreSQL it says the server makes none (pg_dump is the club's job).
 */
export function BackupsCard() {
  const backups = useBackups();
  const make = useMakeBackup({
    onSuccess: () => toastSuccess('Copia de seguridad hecha'),
    onError: (error) => toastError('Error', errorMessage(error)),
  });
  const data = backups.data;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2 text-lg">
          <ArchiveIcon className="size-5 text-primary" />
          Copias de seguridad
        </CardTitle>
        {data?.activas ? (
          <Button
            size="sm"
            disabled={make.isPending}
            aria-busy={make.isPending || undefined}
            onClick={() => make.mutate()}
          >
            {make.isPending ? <Spinner /> : <ArchiveIcon />}
            Hacer copia ahora
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        {!data ? (
          <Skeleton className="h-16 w-full" />
        ) : !data.activas ? (
          <p className="text-sm text-muted-foreground">{data.aviso}</p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              Cada noche a las {data.hora} se hace una copia de la base de datos; se conservan las{' '}
              {data.conservar} más recientes.
            </p>
            {data.copias.length === 0 ? (
              <p className="text-sm">Todavía no hay copias.</p>
            ) : (
              <ul className="grid gap-2" aria-label="Copias de seguridad">
                {data.copias.map((copia) => (
                  <li
                    key={copia.nombre}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
                  >
                    <div className="min-w-0">
                      <p className="truncate text-sm font-medium">{copia.nombre}</p>
                      <p className="text-xs text-muted-foreground">
                        {formatShortDate(copia.fecha)} {formatTime(copia.fecha)} · {formatSize(copia.bytes)}
                      </p>
                    </div>
                    <DownloadButton
                      path={`/api/admin/backups/${encodeURIComponent(copia.nombre)}`}
                      fallbackName={copia.nombre}
                      icon={<FileDownIcon />}
                    >
                      Descargar
                    </DownloadButton>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
