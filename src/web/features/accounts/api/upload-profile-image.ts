import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProfile } from '@/shared/schemas/accounts';
import { api } from '@/web/lib/api-client';
import { broadcastAuthChange, ME_QUERY_KEY, setCachedProfile, type Me } from '@/web/lib/session';

export interface UploadProfileImageInput {
  profileId: string;
  file: File;
}

/** POST /api/profiles/{profileId}/image, multipart field 'file' (administrators only). */
export async function uploadProfileImage({ profileId, file }: UploadProfileImageInput) {
  const form = new FormData();
  form.append('file', file);
  return ZProfile.parse(
    await api.upload<unknown>(`/api/profiles/${encodeURIComponent(profileId)}/image`, form),
  );
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profiles', 'upload-image'],
    meta: { silent: true },
    mutationFn: uploadProfileImage,
    onSuccess: (profile) => {
      const me = queryClient.getQueryData<Me | null>(ME_QUERY_KEY);
      if (me?.profile?.id === profile.id) setCachedProfile(queryClient, profile);
      broadcastAuthChange('profile');
    },
  });
}
