import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { authClient } from '@/web/lib/auth-client';
import { clearOfflineCache } from '@/web/lib/offline-cache';
import { broadcastAuthChange, ME_QUERY_KEY } from '@/web/lib/session';

/**
 * 'Cerrar Sesión': signs out with Better Auth. Whether it succeeds or fails (P§4) the local
 * cache (in memory and on the phone) is cleared, the other tabs are told and the browser goes to /auth (or `to`).
 */
export function useSignOut(to = '/auth'): { signOut: () => Promise<void>; isSigningOut: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isSigningOut, setIsSigningOut] = useState(false);

  async function signOut(): Promise<void> {
    setIsSigningOut(true);
    try {
      const { error } = await authClient.signOut();
      if (error) console.warn('Error al cerrar sesión', error);
    } catch (error) {
      console.warn('Error al cerrar sesión', error);
    } finally {
      // The cache kept on the phone for offline use goes too (the queue of unsent strokes stays, keyed by user).
      await clearOfflineCache();
      queryClient.clear();
      queryClient.setQueryData(ME_QUERY_KEY, null);
      broadcastAuthChange('sign-out');
      setIsSigningOut(false);
      await navigate(to, { replace: true });
    }
  }

  return { signOut, isSigningOut };
}
