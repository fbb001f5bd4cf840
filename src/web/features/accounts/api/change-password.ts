import { useMutation } from '@tanstack/react-query';
import { unwrapAuth } from '@/web/features/accounts/api/auth-errors';
import { authClient } from '@/web/lib/auth-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** Better Auth POST /api/auth/change-password (the current password IS checked, design §12). */
export async function changePassword(input: ChangePasswordInput) {
  return unwrapAuth(
    await authClient.changePassword({
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
      revokeOtherSessions: false,
    }),
  );
}

export function useChangePassword() {
  return useMutation({
    mutationKey: ['accounts', 'change-password'],
    mutationFn: changePassword,
    meta: { silent: true },
  });
}
