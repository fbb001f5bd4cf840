import type { TProfile } from '@/shared/schemas/accounts';
import { ProfileImageCard } from '@/web/components/profile/profile-image-card';
import { useUploadProfileImage } from '@/web/features/accounts/api/upload-profile-image';
import { errorMessage } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';

/** Profile image: display for everyone; only administrators may change it (P§2, P§6). */
export function ProfileImageSection({ profile, isAdmin }: { profile: TProfile; isAdmin: boolean }) {
  const upload = useUploadProfileImage();
  const onFile = (file: File) =>
    upload.mutate(
      { profileId: profile.id, file },
      {
        onSuccess: () => toastSuccess('Perfil actualizado'),
        onError: (error) => toastError('Error', errorMessage(error, 'No se pudo actualizar el perfil')),
      },
    );
  return (
    <ProfileImageCard
      profile={profile}
      upload={isAdmin ? { pending: upload.isPending, onFile } : null}
      hint="JPG, PNG, WebP o GIF."
    />
  );
}
