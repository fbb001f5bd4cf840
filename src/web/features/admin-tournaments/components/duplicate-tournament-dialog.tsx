import { CopyIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { TAdminTournament } from '@/shared/schemas/admin-tournaments';
import { PAPERS_MESSAGES } from '@/shared/schemas/papers';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { FormDialogFooter } from '@/web/components/ui/form-dialog-footer';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { useDuplicateTournament } from '@/web/features/admin-tournaments/api/tournaments';
import { errorMessage } from '@/web/lib/api-client';
import { toIsoDate, toDate } from '@/web/lib/format';
import { toastError, toastSuccess } from '@/web/lib/toast';

/** A week after the copied tournament (a club's weekly competition): the date the dialog starts with. */
function aWeekAfter(fecha: string): string {
  const date = toDate(fecha);
  if (!date) return '';
  date.setDate(date.getDate() + 7);
  return toIsoDate(date);
}

function DuplicateForm({ tournament, onClose }: { tournament: TAdminTournament; onClose: () => void }) {
  const [fecha, setFecha] = useState(() => aWeekAfter(tournament.fecha_juego));
  const [nombre, setNombre] = useState(tournament.nombre);
  const [dateError, setDateError] = useState<string | undefined>();
  const navigate = useNavigate();
  const duplicate = useDuplicateTournament({
    onSuccess: (created) => {
      toastSuccess('Torneo duplicado', `${created.nombre} · sin participantes`);
      onClose();
      void navigate(`/admin/torneos/${created.id}`);
    },
    onError: (error) => toastError('Error', errorMessage(error, 'No se pudo duplicar el torneo')),
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!fecha) {
      setDateError(PAPERS_MESSAGES.duplicateDate);
      return;
    }
    duplicate.mutate({
      id: tournament.id,
      body: { fecha_juego: fecha, ...(nombre.trim() ? { nombre: nombre.trim() } : {}) },
    });
  }
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label="Fecha del nuevo torneo" error={dateError}>
        {(field) => (
          <Input
            {...field}
            type="date"
            value={fecha}
            onChange={(e) => {
              setFecha(e.target.value);
              setDateError(undefined);
            }}
          />
        )}
      </FormField>
      <FormField label="Nombre">
        {(field) => (
          <Input {...field} value={nombre} maxLength={120} onChange={(e) => setNombre(e.target.value)} />
        )}
      </FormField>
      <FormDialogFooter pending={duplicate.isPending} onCancel={onClose} submitLabel="Duplicar" />
    </form>
  );
}

/**
 * 'Duplicar torneo': a new tournament with this one's course, tees per sex, format, reductor, stroke limit, tie
 * method, points table and leagues, on a new date (and name), without participants or groups; it opens at once.
 */
export function DuplicateTournamentButton({ tournament }: { tournament: TAdminTournament }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <CopyIcon />
        Duplicar torneo
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Duplicar torneo</DialogTitle>
            <DialogDescription>
              Se copian el campo, las salidas, la modalidad, el reductor, el límite de golpes, el desempate,
              la tabla de puntos y las ligas. Sin participantes ni partidas.
            </DialogDescription>
          </DialogHeader>
          {open ? <DuplicateForm tournament={tournament} onClose={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
