import { zodResolver } from '@hookform/resolvers/zod';
import { SaveIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { TProfile } from '@/shared/schemas/accounts';
import { ZUpdatePlayerRequest, type TCreatePlayerRequest } from '@/shared/schemas/admin-players';
import { ProfileFormCard } from '@/web/components/profile/profile-form-card';
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
    <ProfileFormCard onSubmit={onSubmit} pending={update.isPending} icon={<SaveIcon />}>
      <PlayerFields form={form} />
    </ProfileFormCard>
  );
}
