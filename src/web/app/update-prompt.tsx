import { useEffect } from 'react';
import { toast } from 'sonner';
import { updateNow, useUpdatePromptVisible } from '@/web/lib/pwa';

const TOAST_ID = 'nueva-version';

/**
 * 'Nueva versión disponible' (decision record 014): a quiet toast with 'Actualizar' when a new version of the app is waiting;
 * hidden while a score dialog is open and shown again once it closes.
 */
export function UpdatePrompt() {
  const visible = useUpdatePromptVisible();
  useEffect(() => {
    if (!visible) {
      toast.dismiss(TOAST_ID);
      return;
    }
    toast('Nueva versión disponible', {
      id: TOAST_ID,
      duration: Number.POSITIVE_INFINITY,
      closeButton: true,
      action: { label: 'Actualizar', onClick: updateNow },
    });
  }, [visible]);
  return null;
}
