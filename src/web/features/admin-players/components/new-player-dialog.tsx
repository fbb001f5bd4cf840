import { FormDialogFooter } from '@/web/components/ui/form-dialog-footer';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZCreatePlayerRequest, type TCreatePlayerRequest } from '@/shared/schemas/admin-players';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { useCreatePlayer } from '@/web/features/admin-players/api/player-mutations';
import { PlayerFields } from '@/web/features/admin-players/components/player-fields';
import { errorMessage } from '@/web/lib/api-client';
import { todayIsoDate } from '@/web/lib/format';
import { toastError, toastSuccess } from '@/web/lib/toast';
import { freshOnOpen } from '@/web/components/ui/fresh-on-open';

const emptyPlayer = (): TCreatePlayerRequest => ({
  nombre: '',
  fecha_nacimiento: '',
  fecha_entrada_pena: todayIsoDate(),
  email: '',
  telefono: '',
  handicap: null,
  sexo: null,
  tramo_edad: null,
  numero_licencia_federativa: '',
});

/** 'Nuevo jugador' (T§5): nombre and fecha_nacimiento required, entry date today by default, no account. */
export const NewPlayerDialog = freshOnOpen(function NewPlayerDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<TCreatePlayerRequest, unknown, z.output<typeof ZCreatePlayerRequest>>({
    resolver: zodResolver(ZCreatePlayerRequest),
    defaultValues: emptyPlayer(),
  });
  const create = useCreatePlayer({
    onSuccess: ({ perfil }) => {
      toastSuccess('Jugador creado', perfil.nombre);
      onOpenChange(false);
    },
    onError: (error) => toastError('Error', errorMessage(error)),
  });
  const onSubmit = form.handleSubmit((body) => create.mutate(body));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Nuevo jugador</DialogTitle>
          <DialogDescription>
            El jugador se crea sin cuenta de acceso. Nombre y fecha de nacimiento son obligatorios.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <PlayerFields form={form} withEmail />
          <FormDialogFooter
            pending={create.isPending}
            onCancel={() => onOpenChange(false)}
            submitLabel="Crear jugador"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
});
