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
import type { GroupWithResults } from '@/web/features/admin-groups/lib/draft';

/** What the question before regenerating groups shows: how many are published and which have results. */
export interface RegenerateQuestion {
  publicadas: number;
  conResultados: GroupWithResults[];
}

const playersWithStrokes = (n: number) => (n === 1 ? '1 jugador con golpes' : `${n} jugadores con golpes`);

function resultsOf(g: GroupWithResults): string {
  const parts = [
    g.validada ? 'validada' : null,
    g.jugadoresConGolpes > 0 ? playersWithStrokes(g.jugadoresConGolpes) : null,
  ];
  return parts.filter(Boolean).join(', ');
}

/**
 * 'Generar Partidas' over published groups: a new draft replaces the groups on the screen (nothing is saved until
 * 'Actualizar Partidas'), so it asks first and names the groups that already have results.
 */
export function RegenerateDialog({
  question,
  onCancel,
  onConfirm,
}: {
  question: RegenerateQuestion | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const n = question?.publicadas ?? 0;
  const withResults = question?.conResultados ?? [];
  return (
    <AlertDialog open={question !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Generar Partidas</AlertDialogTitle>
          <AlertDialogDescription>
            {`Este torneo ya tiene ${n === 1 ? '1 partida publicada' : `${n} partidas publicadas`}. Se generará un borrador nuevo con todos los participantes; lo publicado no cambia hasta que pulses 'Actualizar Partidas'.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {withResults.length > 0 ? (
          <div className="grid gap-2 text-sm">
            <p className="font-medium">Partidas con resultados:</p>
            <ul aria-label="Partidas con resultados" className="grid gap-1">
              {withResults.map((g) => (
                <li key={g.id} className="rounded-lg bg-secondary px-3 py-2">
                  <span className="font-medium">
                    {g.nombre} · {g.hora_salida ?? '—'}
                  </span>
                  <span className="text-muted-foreground">: {resultsOf(g)}</span>
                </li>
              ))}
            </ul>
            <p className="text-muted-foreground">Cada jugador conserva sus golpes en su nueva partida.</p>
          </div>
        ) : (
          <p className="text-sm">Ninguna partida tiene resultados todavía.</p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Generar borrador</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
