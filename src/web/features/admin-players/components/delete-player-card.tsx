import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TProfile } from '@/shared/schemas/accounts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/web/components/ui/alert-dialog';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Spinner } from '@/web/components/ui/spinner';
import { useDeletePlayer } from '@/web/features/admin-players/api/player-mutations';
import { useDeletionImpact } from '@/web/features/admin-players/api/player-queries';
import { errorMessage } from '@/web/lib/api-client';
import { formatShortDate } from '@/web/lib/format';
import { toastError, toastSuccess } from '@/web/lib/toast';

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/**
 * Deleting the player, with a confirmation that says what goes with them (account, pending enrolments) and what
 * stays with their name (finished tournaments, personal games); refused while they have strokes in a tournament
 * that is not finished.
 */
export function DeletePlayerCard({ perfil }: { perfil: TProfile }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const impact = useDeletionImpact(perfil.id, open);
  const remove = useDeletePlayer({
    onSuccess: () => {
      toastSuccess('Jugador eliminado', perfil.nombre);
      void navigate('/admin/jugadores', { replace: true });
    },
    onError: (error) => toastError('Error', errorMessage(error)),
  });
  const data = impact.data;
  return (
    <Card className="border-destructive/30">
      <CardHeader>
        <CardTitle>Eliminar jugador</CardTitle>
        <CardDescription>
          Borra la ficha y la cuenta del jugador. Su historial se conserva con su nombre.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog open={open} onOpenChange={setOpen}>
          <AlertDialogTrigger asChild>
            <Button
              variant="outline"
              className="text-destructive hover:text-destructive"
              disabled={remove.isPending}
            >
              {remove.isPending ? <Spinner /> : <Trash2Icon />}
              Eliminar jugador
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>
                {data?.bloqueo ? 'No se puede eliminar' : `¿Eliminar a ${perfil.nombre}?`}
              </AlertDialogTitle>
              <AlertDialogDescription asChild>
                <div className="grid gap-2 text-sm">
                  {!data ? (
                    impact.isError ? (
                      <p>{errorMessage(impact.error)}</p>
                    ) : (
                      <Skeleton className="h-16" />
                    )
                  ) : data.bloqueo ? (
                    <p>{data.bloqueo}</p>
                  ) : (
                    <>
                      <p>Se eliminarán:</p>
                      <ul className="list-inside list-disc">
                        <li>La ficha del jugador.</li>
                        <li>
                          {data.cuenta_email
                            ? `Su cuenta de acceso (${data.cuenta_email}).`
                            : 'No tiene cuenta de acceso.'}
                        </li>
                        {data.inscripciones.length > 0 ? (
                          <li>
                            Sus inscripciones en torneos por jugar:{' '}
                            {data.inscripciones
                              .map((i) => `${i.torneo} (${formatShortDate(i.fecha_juego)})`)
                              .join(', ')}
                            .
                          </li>
                        ) : null}
                      </ul>
                      {data.torneos_conservados + data.partidas_conservadas + data.partidas_creadas > 0 ? (
                        <>
                          <p>Se conservan con su nombre:</p>
                          <ul className="list-inside list-disc">
                            {data.torneos_conservados > 0 ? (
                              <li>
                                Sus resultados en{' '}
                                {plural(data.torneos_conservados, 'torneo terminado', 'torneos terminados')}.
                              </li>
                            ) : null}
                            {data.partidas_conservadas > 0 ? (
                              <li>
                                Sus tarjetas en{' '}
                                {plural(data.partidas_conservadas, 'partida personal', 'partidas personales')}
                                .
                              </li>
                            ) : null}
                            {data.partidas_creadas > 0 ? (
                              <li>
                                {plural(
                                  data.partidas_creadas,
                                  'partida personal creada por él',
                                  'partidas personales creadas por él',
                                )}{' '}
                                (quedan sin creador, solo lectura).
                              </li>
                            ) : null}
                          </ul>
                        </>
                      ) : null}
                      <p className="font-medium">Esta acción no se puede deshacer.</p>
                    </>
                  )}
                </div>
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{data?.bloqueo ? 'Entendido' : 'Cancelar'}</AlertDialogCancel>
              {data && !data.bloqueo ? (
                <AlertDialogAction variant="destructive" onClick={() => remove.mutate(perfil.id)}>
                  Eliminar
                </AlertDialogAction>
              ) : null}
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
