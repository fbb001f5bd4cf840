import { CalculatorIcon } from 'lucide-react';
import { useState } from 'react';
import { scoringSystemLabel } from '@/shared/domain';
import {
  ADMIN_LEAGUE_MESSAGES as M,
  type TAdminLeague,
  type TIncompleteCard,
} from '@/shared/schemas/admin-leagues';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/web/components/ui/alert-dialog';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { getCalculatePreview, useCalculateLeague } from '@/web/features/admin-leagues/api/admin-leagues';
import { errorMessage } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';

/**
 * 'Calcular Puntuaciones' (T§2, design §14): first asks the server which cards of the league's tournaments are
 * incomplete (a finished stroke-play card with holes missing gets no league points) and lists them; with none it
 * runs at once, otherwise after the administrator confirms.
 */
export function CalculatePointsButton({ league }: { league: TAdminLeague | null }) {
  const [checking, setChecking] = useState(false);
  const [incomplete, setIncomplete] = useState<TIncompleteCard[] | null>(null);
  const calculate = useCalculateLeague({
    onSuccess: (r) =>
      toastSuccess(
        M.calculated,
        `${r.participantes} participantes · sistema ${scoringSystemLabel(r.sistema_puntuacion)}`,
      ),
    onError: (e) => toastError('Error', errorMessage(e, M.calculateFailed)),
  });

  const check = async (liga: TAdminLeague) => {
    setChecking(true);
    try {
      const { incompletas } = await getCalculatePreview(liga.id);
      if (incompletas.length === 0) calculate.mutate(liga.id);
      else setIncomplete(incompletas);
    } catch (error) {
      toastError('Error', errorMessage(error, M.calculateFailed));
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <Button
        disabled={!league || checking || calculate.isPending}
        onClick={() => league && void check(league)}
      >
        {checking || calculate.isPending ? <Spinner /> : <CalculatorIcon />}
        Calcular Puntuaciones
      </Button>
      <AlertDialog
        open={incomplete !== null}
        onOpenChange={(open) => (open ? undefined : setIncomplete(null))}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Tarjetas incompletas</AlertDialogTitle>
            <AlertDialogDescription>
              Estas tarjetas de torneos finalizados tienen hoyos sin resultado: aparecen como «Incompleta» y
              no recibirán puntos de liga.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <ul aria-label="Tarjetas incompletas" className="grid max-h-64 gap-1 overflow-y-auto text-sm">
            {(incomplete ?? []).map((c) => (
              <li
                key={`${c.torneo_id}:${c.participante_ids.join()}`}
                className="rounded-md bg-muted/60 px-3 py-1.5"
              >
                <span className="font-medium">{c.nombre}</span> · {c.torneo} ·{' '}
                {c.hoyos_sin_resultado.length === 1
                  ? `falta el hoyo ${c.hoyos_sin_resultado[0]}`
                  : `faltan ${c.hoyos_sin_resultado.length} hoyos`}
              </li>
            ))}
          </ul>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancelar</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (league) calculate.mutate(league.id);
                setIncomplete(null);
              }}
            >
              Calcular Puntuaciones
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
