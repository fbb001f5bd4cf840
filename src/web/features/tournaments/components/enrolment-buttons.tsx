import { LogInIcon, UserPlusIcon, UserXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { authPathFor } from '@/shared/redirect-target';
import { ENTRIES_TEXTS, waitingPositionText } from '@/shared/schemas/tournaments';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useCancelEnrolment, useEnrol } from '@/web/features/tournaments/api/enrolment';
import { enrolmentRefusal } from '@/web/features/tournaments/lib/enrolment-refusal';
import { toastError, toastSuccess } from '@/web/lib/toast';

/** 'Inscribirse' with the spec's toasts (T§8). */
export function EnrolButton({ torneoId, full = false }: { torneoId: string; full?: boolean }) {
  const enrol = useEnrol({
    onSuccess: (card) => {
      const puesto = card.entradas?.mi_puesto_espera;
      // The places were taken: the server put the player on the waiting list (decision record 039).
      if (puesto) toastSuccess(ENTRIES_TEXTS.waitingToast, waitingPositionText(puesto));
      else toastSuccess('¡Inscripción exitosa!', 'Te has inscrito en el torneo correctamente');
    },
    onError: (error) => toastError('Error', enrolmentRefusal(error, 'No se pudo completar la inscripción')),
  });
  return (
    <Button
      className="w-full sm:w-auto"
      variant={full ? 'secondary' : 'default'}
      disabled={enrol.isPending}
      onClick={() => enrol.mutate(torneoId)}
    >
      {enrol.isPending ? <Spinner /> : <UserPlusIcon />}
      {full ? ENTRIES_TEXTS.joinWaitingList : ENTRIES_TEXTS.enrol}
    </Button>
  );
}

/** 'Salir de la lista de espera' (decision record 039). */
export function LeaveWaitingListButton({ torneoId }: { torneoId: string }) {
  const cancel = useCancelEnrolment({
    onSuccess: () => toastSuccess(ENTRIES_TEXTS.leftWaitingToast),
    onError: (error) => toastError('Error', enrolmentRefusal(error, 'No se pudo cancelar la inscripción')),
  });
  return (
    <Button
      variant="outline"
      className="w-full sm:w-auto"
      disabled={cancel.isPending}
      onClick={() => cancel.mutate(torneoId)}
    >
      {cancel.isPending ? <Spinner /> : <UserXIcon />}
      {ENTRIES_TEXTS.leaveWaitingList}
    </Button>
  );
}

/** 'Cancelar Inscripción' ('Cancelando...' and disabled while running; the lists reload afterwards). */
export function CancelEnrolmentButton({ torneoId }: { torneoId: string }) {
  const cancel = useCancelEnrolment({
    onSuccess: () => toastSuccess('Inscripción cancelada', 'Has cancelado tu inscripción del torneo'),
    onError: (error) => toastError('Error', enrolmentRefusal(error, 'No se pudo cancelar la inscripción')),
  });
  return (
    <Button
      variant="outline"
      className="w-full border-destructive/40 text-destructive hover:bg-destructive/5 sm:w-auto"
      disabled={cancel.isPending}
      onClick={() => cancel.mutate(torneoId)}
    >
      {cancel.isPending ? <Spinner /> : <UserXIcon />}
      {cancel.isPending ? 'Cancelando...' : 'Cancelar Inscripción'}
    </Button>
  );
}

/**
 * A visitor's button: 'Iniciar Sesión para Inscribirse' goes to /auth (T§2), keeping the tournament's enrolment page
 * as the target: signed in, the player lands where they enrol.
 */
export function SignInToEnrolButton({ torneoId }: { torneoId: string }) {
  return (
    <Button asChild variant="secondary" className="w-full sm:w-auto">
      <Link to={authPathFor(`/torneos/${encodeURIComponent(torneoId)}/inscripcion`)}>
        <LogInIcon />
        Iniciar Sesión para Inscribirse
      </Link>
    </Button>
  );
}
