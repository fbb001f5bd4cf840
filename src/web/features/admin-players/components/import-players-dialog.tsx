import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { freshOnOpen } from '@/web/components/ui/fresh-on-open';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { PLAYER_IMPORT_FIELDS } from '@/shared/schemas/player-import';
import { useImportPlayers, usePreviewPlayerImport } from '@/web/features/admin-players/api/player-import';
import { SpreadsheetInput } from '@/web/features/admin-players/components/spreadsheet-input';
import { errorMessage } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';
import { plural } from '@/web/lib/plural';

/**
 * 'Importar jugadores' (decision record 021): a CSV or Excel file, a preview of its rows with the columns mapped and
 * each row's errors; nothing is written until 'Importar', which creates the rows without errors in one transaction.
 */
export const ImportPlayersDialog = freshOnOpen(function ImportPlayersDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const preview = usePreviewPlayerImport();
  const importing = useImportPlayers({
    onSuccess: ({ creados }) => {
      toastSuccess('Jugadores importados', `${creados} jugadores creados`);
      onOpenChange(false);
    },
    onError: (error) => toastError('Error', errorMessage(error)),
  });
  const data = preview.data;
  const ready = data?.filas.flatMap((f) => (f.jugador ? [f.jugador] : [])) ?? [];
  const withErrors = data ? data.filas.length - ready.length : 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Importar jugadores</DialogTitle>
          <DialogDescription>
            Una fila por jugador con las columnas Nombre, Email, Teléfono, Fecha de nacimiento, Fecha de
            entrada, Hándicap, Sexo, Tramo de edad y Licencia. No se guarda nada hasta pulsar Importar.
          </DialogDescription>
        </DialogHeader>
        <SpreadsheetInput
          disabled={preview.isPending || importing.isPending}
          onFile={(file) => preview.mutate(file, { onError: (e) => toastError('Error', errorMessage(e)) })}
        />
        {data && (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">
              Columnas:{' '}
              {data.columnas
                .map((c) => `${c.encabezado} → ${c.campo ? PLAYER_IMPORT_FIELDS[c.campo] : 'sin usar'}`)
                .join(' · ')}
            </p>
            <p className="text-sm font-medium">
              {plural(ready.length, 'jugador listo', 'jugadores listos')} para importar ·{' '}
              {plural(withErrors, 'fila', 'filas')} con errores
            </p>
            <div className="max-h-80 overflow-auto">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Fila</TableHead>
                    <TableHead>Nombre</TableHead>
                    <TableHead>Email</TableHead>
                    <TableHead>Licencia</TableHead>
                    <TableHead>Hándicap</TableHead>
                    <TableHead>Estado</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.filas.map((f) => (
                    <TableRow key={f.fila} data-fila={f.fila}>
                      <TableCell>{f.fila}</TableCell>
                      <TableCell>{f.valores.nombre ?? ''}</TableCell>
                      <TableCell>{f.valores.email ?? ''}</TableCell>
                      <TableCell>{f.valores.numero_licencia_federativa ?? ''}</TableCell>
                      <TableCell>{f.valores.handicap ?? ''}</TableCell>
                      <TableCell className={f.errores.length > 0 ? 'text-destructive' : 'text-green-700'}>
                        {f.errores.length > 0 ? f.errores.join('; ') : 'Correcto'}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button
            disabled={ready.length === 0 || importing.isPending}
            onClick={() => importing.mutate({ jugadores: ready })}
          >
            {importing.isPending ? 'Importando...' : 'Importar'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
});
