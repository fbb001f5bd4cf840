import { FormDialogFooter } from '@/web/components/ui/form-dialog-footer';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZAddGuestRequest, type TAddGuestRequest } from '@/shared/schemas/admin-tournaments';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { DecimalInput } from '@/web/components/ui/decimal-input';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { useAddGuest } from '@/web/features/admin-tournaments/api/participants';
import { NativeSelect } from '@/web/features/admin-tournaments/components/native-select';
import { errorMessage, hasErrorCode } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';
import { freshOnOpen } from '@/web/components/ui/fresh-on-open';

/** 'Añadir invitado' (T§5): name and handicap required ('El handicap debe ser un número válido'), sex. */
export const AddGuestDialog = freshOnOpen(function AddGuestDialog({
  torneoId,
  open,
  onOpenChange,
}: {
  torneoId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<TAddGuestRequest, unknown, z.output<typeof ZAddGuestRequest>>({
    resolver: zodResolver(ZAddGuestRequest),
    defaultValues: { nombre: '', sexo: 'hombre' },
  });
  const { errors } = form.formState;
  const add = useAddGuest(torneoId, {
    onSuccess: (v) => {
      toastSuccess('Invitado añadido', v.nombre);
      form.reset({ nombre: '', sexo: 'hombre' });
      onOpenChange(false);
    },
    onError: (e) => {
      // Beyond the places the administrator goes on only knowingly (decision record 039).
      if (hasErrorCode(e, 'PLACES_FULL') && add.variables && window.confirm(errorMessage(e))) {
        add.mutate({ ...add.variables, superar_plazas: true });
        return;
      }
      toastError('No se pudo añadir el jugador invitado', errorMessage(e));
    },
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Añadir invitado</DialogTitle>
          <DialogDescription>
            Los invitados no cuentan para los puntos hasta que los incluyas.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={form.handleSubmit((body) => add.mutate(body))}
          className="grid items-start gap-4 sm:grid-cols-2"
        >
          <FormField label="Nombre" error={errors.nombre?.message} className="sm:col-span-2">
            {(field) => <Input {...field} autoComplete="off" {...form.register('nombre')} />}
          </FormField>
          <FormField label="Hándicap" error={errors.handicap?.message} hint="Un hándicap plus, con +: +0,8">
            {(field) => <DecimalInput signed {...field} {...form.register('handicap')} />}
          </FormField>
          <FormField label="Sexo" error={errors.sexo?.message}>
            {(field) => (
              <NativeSelect {...field} {...form.register('sexo')}>
                <option value="hombre">Hombre</option>
                <option value="mujer">Mujer</option>
              </NativeSelect>
            )}
          </FormField>
          <FormDialogFooter
            className="sm:col-span-2"
            pending={add.isPending}
            onCancel={() => onOpenChange(false)}
            submitLabel="Añadir invitado"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
});
