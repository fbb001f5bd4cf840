import type { TProfile } from '@/shared/schemas/accounts';
import { ProfileImageCard } from '@/web/components/profile/profile-image-card';
import { useUploadPlayerImage } from '@/web/features/admin-players/api/player-mutations';
import { errorMessage } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';

/** The player's image: JPEG, PNG, WebP or GIF up to 5 MB, resized by the server and stored as the player's. */
export function PlayerImageCard({ perfil }: { perfil: TProfile }) {
  const upload = useUploadPlayerImage({
    onSuccess: () => toastSuccess('Perfil actualizado', 'Imagen cambiada'),
    onError: (error) => toastError('Error', errorMessage(error, 'No se pudo actualizar el perfil')),
  });
  return (
    <ProfileImageCard
      profile={perfil}
      upload={{ pending: upload.isPending, onFile: (file) => upload.mutate({ id: perfil.id, file }) }}
      hint="JPG, PNG, WebP o GIF, hasta 5 MB."
      compact
    />
  );
}
