import { useState } from 'react';
import { ZMergeTeeRequest, type TAdminTee, type TAdminTeeDetail } from '@/shared/schemas/admin-courses';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { FormDialogFooter } from '@/web/components/ui/form-dialog-footer';
import { FormField } from '@/web/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { useMergeTee } from '@/web/features/admin-courses/api/tee-mutations';
import { errorMessage } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';

/** The tees of a course that can take `tee` as their women's rating: the others not rated for women yet. */
export const mergeTargets = (tees: readonly TAdminTee[], tee: TAdminTee) =>
  tees.filter((t) => t.id !== tee.id && t.slope_damas === null);

/**
 * 'Unir como salida de damas': a tee the club made for women ('Amarillas damas') becomes the women's rating of a
 * tee of the same course that has none. The server says why it refuses (a tournament's men's tee, the tee of the
 * personal games…): in a toast, the dialog stays open. Nothing is chosen beforehand unless there is one choice.
 */
export function MergeTeeDialog({
  tee,
  tees,
  onClose,
  onMerged,
}: {
  tee: TAdminTee;
  tees: readonly TAdminTee[];
  onClose: () => void;
  onMerged: (destination: TAdminTeeDetail) => void;
}) {
  const targets = mergeTargets(tees, tee);
  const [destination, setDestination] = useState(targets.length === 1 ? targets[0]!.id : '');
  const [error, setError] = useState<string | undefined>();
  const merge = useMergeTee({
    onSuccess: (merged) => {
      toastSuccess('Salidas unidas', merged.nombre);
      onMerged(merged);
      onClose();
    },
    onError: (e) => toastError('Error', errorMessage(e)),
  });
  const submit = () => {
    const body = { destino_id: destination };
    const refusal = ZMergeTeeRequest.safeParse(body).error?.issues[0]?.message;
    setError(refusal);
    if (!refusal) merge.mutate({ teeId: tee.id, body });
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Unir como salida de damas</DialogTitle>
          <DialogDescription>
            {`«${tee.nombre}» pasará a ser la valoración de damas de la salida que elijas: su slope, course rating, par y hándicap de cada hoyo. Los torneos que la usan jugarán esa salida y «${tee.nombre}» se eliminará.`}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <FormField label="Salida" error={error}>
            {(field) => (
              <Select
                value={destination}
                onValueChange={(id) => {
                  setDestination(id);
                  setError(undefined);
                }}
              >
                <SelectTrigger {...field}>
                  <SelectValue placeholder="Elige la salida" />
                </SelectTrigger>
                <SelectContent>
                  {targets.map((t) => (
                    <SelectItem key={t.id} value={t.id}>
                      {t.nombre}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <FormDialogFooter pending={merge.isPending} submitLabel="Unir" onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
