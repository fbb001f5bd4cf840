import { useEffect } from 'react';
import { updateNow, useUpdatePromptVisible } from '@/web/lib/pwa';
import { dismissToast, toastPersistent } from '@/web/lib/toast';

const TOAST_ID = 'nueva-version';

/**
 * 'Nueva versión disponible' (decision record 014): a quiet toast with 'Actualizar' when a new version of the app is waiting;
 * hidden while a score dialog is open and shown again once it closes.
 */
export function UpdatePrompt() {
  const visible = useUpdatePromptVisible();
  useEffect(() => {
    if (!visible) {
      dismissToast(TOAST_ID);
      return;
    }
    toastPersistent(TOAST_ID, 'Nueva versión disponible', { label: 'Actualizar', onClick: updateNow });
  }, [visible]);
  return null;
}
