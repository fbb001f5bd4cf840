import { zodResolver } from '@hookform/resolvers/zod';
import { SaveIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { TProfile } from '@/shared/schemas/accounts';
import { ZUpdatePlayerRequest, type TCreatePlayerRequest } from '@/shared/schemas/admin-players';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { useUpdatePlayer } from '@/web/features/admin-players/api/player-mutations';
import { PlayerFields } from '@/web/features/admin-players/components/player-fields';
import { playerFormValues } from '@/web/features/admin-players/lib/form-values';
import { errorMessage } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';

/** Every profile field of T§3 (entry date included: administrators may change it). */
export function PlayerProfileCard({ perfil }: { perfil: TProfile }) {
  const form = useForm<TCreatePlayerRequest, unknown, z.output<typeof ZUpdatePlayerRequest>>({
    resolver: zodResolver(ZUpdatePlayerRequest),
    defaultValues: playerFormValues(perfil),
  });
  const update = useUpdatePlayer({
    onSuccess: (saved) => {
      form.reset(playerFormValues(saved.perfil));
      toastSuccess('Perfil actualizado', saved.perfil.nombre);
    },
    onError: (error) => toastError('Error', errorMessage(error)),
  });
  const onSubmit = form.handleSubmit((body) => update.mutate({ id: perfil.id, body }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Información Personal</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <PlayerFields form={form} />
          <div>
            <Button type="submit" className="w-full sm:w-auto" disabled={update.isPending}>
              {update.isPending ? <Spinner /> : <SaveIcon />}
              Guardar cambios
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
