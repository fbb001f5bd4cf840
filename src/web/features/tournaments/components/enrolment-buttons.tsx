import { LogInIcon, UserPlusIcon, UserXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useCancelEnrolment, useEnrol } from '@/web/features/tournaments/api/enrolment';
import { enrolmentRefusal } from '@/web/features/tournaments/lib/enrolment-refusal';
import { toastError, toastSuccess } from '@/web/lib/toast';

/** 'Inscribirse' with the spec's toasts (T§8). */
export function EnrolButton({ torneoId }: { torneoId: string }) {
  const enrol = useEnrol({
    onSuccess: () => toastSuccess('¡Inscripción exitosa!', 'Te has inscrito en el torneo correctamente'),
    onError: (error) => toastError('Error', enrolmentRefusal(error, 'No se pudo completar la inscripción')),
  });
  return (
    <Button className="w-full sm:w-auto" disabled={enrol.isPending} onClick={() => enrol.mutate(torneoId)}>
      {enrol.isPending ? <Spinner /> : <UserPlusIcon />}
      Inscribirse
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

/** A visitor's button: 'Iniciar Sesión para Inscribirse' goes to /auth (T§2). */
export function SignInToEnrolButton() {
  return (
    <Button asChild variant="secondary" className="w-full sm:w-auto">
      <Link to="/auth">
        <LogInIcon />
        Iniciar Sesión para Inscribirse
      </Link>
    </Button>
  );
}
