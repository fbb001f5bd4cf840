import { useQueryClient } from '@tanstack/react-query';
import { CalculatorIcon } from 'lucide-react';
import { useState } from 'react';
import { scoringSystemLabel } from '@/shared/domain';
import { ADMIN_LEAGUE_MESSAGES as M, type TAdminLeague } from '@/shared/schemas/admin-leagues';
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
import { leagueTournamentsOptions, useCalculateLeague } from '@/web/features/admin-leagues/api/admin-leagues';
import { incompleteCards, type IncompleteCard } from '@/web/features/admin-leagues/lib/incomplete-cards';
import { errorMessage } from '@/web/lib/api-client';
import { isRefused, tournamentStandingsQueryOptions } from '@/web/lib/scorecard/api';
import { toastError, toastSuccess } from '@/web/lib/toast';

/**
 * 'Calcular Puntuaciones' (T§2, design §14): first lists the incomplete cards of the league's tournaments (a
 * finished stroke-play card with holes missing gets no league points), as the rules engine marks them on each
 * tournament's standings inputs; with none it runs at once, otherwise after the administrator confirms.
 */
export function CalculatePointsButton({ league }: { league: TAdminLeague | null }) {
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [incomplete, setIncomplete] = useState<IncompleteCard[] | null>(null);
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
      const torneos = await queryClient.fetchQuery(leagueTournamentsOptions(liga.id));
      const inputs = await Promise.all(
        torneos.map(async (t) => ({
          nombre: t.nombre,
          data: await queryClient.fetchQuery({
            ...tournamentStandingsQueryOptions(t.torneo_id),
            staleTime: 0,
          }),
        })),
      );
      const cards = incompleteCards(
        inputs.flatMap(({ nombre, data }) => (isRefused(data) ? [] : [{ nombre, inputs: data }])),
      );
      if (cards.length === 0) calculate.mutate(liga.id);
      else setIncomplete(cards);
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
              <li key={`${c.torneo}:${c.nombre}`} className="rounded-md bg-muted/60 px-3 py-1.5">
                <span className="font-medium">{c.nombre}</span> · {c.torneo} · {c.hoyos_jugados}/18 hoyos
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
