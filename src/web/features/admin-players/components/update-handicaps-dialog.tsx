import { useState } from 'react';
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
import { usePreviewHandicaps, useUpdateHandicaps } from '@/web/features/admin-players/api/player-import';
import { SpreadsheetInput } from '@/web/features/admin-players/components/spreadsheet-input';
import { errorMessage, isApiError } from '@/web/lib/api-client';
import { formatHandicap } from '@/web/lib/format-number';
import { toastError, toastSuccess } from '@/web/lib/toast';

/**
 * 'Actualizar hándicaps' (decision record 021): a federation's list of licence (or e-mail) and handicap; the preview
 * shows each player's handicap before → after; 'Actualizar' also recomputes the playing handicaps of their
 * upcoming tournaments, and asks first when one of them already has results (the server's 409).
 */
export const UpdateHandicapsDialog = freshOnOpen(function UpdateHandicapsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const preview = usePreviewHandicaps();
  const [confirmText, setConfirmText] = useState<string | null>(null);
  const update = useUpdateHandicaps({
    onSuccess: ({ actualizados, torneos }) => {
      toastSuccess(
        'Hándicaps actualizados',
        `${actualizados} jugadores; hándicaps de juego recalculados en ${torneos.length} torneos próximos`,
      );
      onOpenChange(false);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) setConfirmText(error.message);
      else toastError('Error', errorMessage(error));
    },
  });
  const data = preview.data;
  const cambios =
    data?.filas.flatMap((f) =>
      f.jugador && f.errores.length === 0 ? [{ jugador_id: f.jugador.id, handicap: f.despues }] : [],
    ) ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Actualizar hándicaps</DialogTitle>
          <DialogDescription>
            Un archivo con las columnas Licencia (o Email) y Hándicap, como la lista de la federación. Se
            recalculan los hándicaps de juego de los torneos próximos.
          </DialogDescription>
        </DialogHeader>
        <SpreadsheetInput
          disabled={preview.isPending || update.isPending}
          onFile={(file) => {
            setConfirmText(null);
            preview.mutate(file, { onError: (e) => toastError('Error', errorMessage(e)) });
          }}
        />
        {data && (
          <div className="max-h-80 overflow-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Fila</TableHead>
                  <TableHead>Licencia o email</TableHead>
                  <TableHead>Jugador</TableHead>
                  <TableHead>Hándicap</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.filas.map((f) => (
                  <TableRow key={f.fila} data-fila={f.fila}>
                    <TableCell>{f.fila}</TableCell>
                    <TableCell>{f.clave}</TableCell>
                    <TableCell>{f.jugador?.nombre ?? ''}</TableCell>
                    <TableCell className={f.errores.length > 0 ? 'text-destructive' : undefined}>
                      {f.errores.length > 0
                        ? f.errores.join('; ')
                        : `${formatHandicap(f.jugador?.antes) || '—'} → ${formatHandicap(f.despues) || '—'}`}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
        {confirmText && <p className="text-sm font-medium text-destructive">{confirmText}</p>}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button
            disabled={cambios.length === 0 || update.isPending}
            onClick={() => update.mutate({ cambios, confirmar_cambios: confirmText !== null })}
          >
            {confirmText ? 'Confirmar y actualizar' : 'Actualizar'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
});
