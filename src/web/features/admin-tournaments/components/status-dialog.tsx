import { useState } from 'react';
import { PARTICIPANT_STATUSES, ROW_STATUS_LABELS, type ParticipantStatus } from '@/shared/domain';
import { ZParticipantStatusRequest, type TAdminParticipant } from '@/shared/schemas/admin-tournaments';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { FormDialogFooter } from '@/web/components/ui/form-dialog-footer';
import { FormField } from '@/web/components/ui/form-field';
import { useSetStatus } from '@/web/features/admin-tournaments/api/participants';
import { NativeSelect, TextArea } from '@/web/features/admin-tournaments/components/native-select';
import { errorMessage } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';

/**
 * Marks a participant 'No presentado', 'Retirado' or 'Descalificado' (with its reason), or clears the mark
 * (design §14): a marked participant is listed after the ranked ones and gets no league points. The server checks
 * the request; its Spanish message shows under the field it is about.
 */
export function StatusDialog({
  torneoId,
  participante: p,
  open,
  onOpenChange,
}: {
  torneoId: string;
  participante: TAdminParticipant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [estado, setEstado] = useState<ParticipantStatus | ''>(p.estado ?? '');
  const [motivo, setMotivo] = useState(p.motivo_estado ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = useSetStatus(torneoId, {
    onSuccess: ({ body }) => {
      toastSuccess(
        body.estado ? `${p.nombre}: ${ROW_STATUS_LABELS[body.estado]}` : `${p.nombre}: sin estado`,
      );
      onOpenChange(false);
    },
    onError: (e) => {
      setError(errorMessage(e));
      toastError('No se pudo cambiar el estado del participante', errorMessage(e));
    },
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Estado de {p.nombre}</DialogTitle>
          <DialogDescription>
            Un jugador no presentado, retirado o descalificado aparece después de la clasificación y no recibe
            puntos de liga.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            const body = { estado: estado === '' ? null : estado, motivo: estado === 'DESC' ? motivo : null };
            const parsed = ZParticipantStatusRequest.safeParse(body);
            setError(parsed.error?.issues[0]?.message);
            if (parsed.success) save.mutate({ id: p.id, body });
          }}
        >
          <FormField label="Estado">
            {(field) => (
              <NativeSelect
                {...field}
                value={estado}
                onChange={(e) => setEstado(e.target.value as ParticipantStatus | '')}
              >
                <option value="">Sin estado (juega)</option>
                {PARTICIPANT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {ROW_STATUS_LABELS[s]} ({s})
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {estado === 'DESC' ? (
            <FormField label="Motivo de la descalificación *" error={error}>
              {(field) => (
                <TextArea {...field} rows={3} value={motivo} onChange={(e) => setMotivo(e.target.value)} />
              )}
            </FormField>
          ) : error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <FormDialogFooter pending={save.isPending} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
