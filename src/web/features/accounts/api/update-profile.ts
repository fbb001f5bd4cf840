import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProfile, type TUpdateProfileRequest } from '@/shared/schemas/accounts';
import { api } from '@/web/lib/api-client';
import { broadcastAuthChange, setCachedProfile } from '@/web/lib/session';

/** PUT /api/profiles/me → the saved profile. */
export const updateMyProfile = async (body: TUpdateProfileRequest) =>
  ZProfile.parse(await api.put<unknown>('/api/profiles/me', body));

export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profiles', 'update-me'],
    meta: { silent: true },
    mutationFn: updateMyProfile,
    onSuccess: (profile) => {
      setCachedProfile(queryClient, profile);
      broadcastAuthChange('profile');
    },
  });
}
