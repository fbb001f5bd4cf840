import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_LEAGUE_MESSAGES as M, type TAdminLeagueTournament } from '@/shared/schemas/admin-leagues';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import {
  useAddLeagueTournament,
  useOrderLeagueTournaments,
  useRemoveLeagueTournament,
  useTournamentOptions,
} from '@/web/features/admin-leagues/api/admin-leagues';
import { errorMessage } from '@/web/lib/api-client';
import { formatShortDate } from '@/web/lib/format';
import { toastError } from '@/web/lib/toast';
import { freshOnOpen } from '@/web/components/ui/fresh-on-open';

/** The dialog that adds and removes a league's tournaments and sets their order (`orden_torneo`). */
export const LeagueTournamentsDialog = freshOnOpen(function LeagueTournamentsDialog({
  ligaId,
  torneos,
  open,
  onOpenChange,
}: {
  ligaId: string;
  torneos: readonly TAdminLeagueTournament[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [choice, setChoice] = useState('');
  const options = useTournamentOptions(open);
  const add = useAddLeagueTournament({
    onSuccess: () => setChoice(''),
    onError: (e) => toastError('Error', errorMessage(e, M.addFailed)),
  });
  const remove = useRemoveLeagueTournament({
    onError: (e) => toastError('Error', errorMessage(e, M.removeFailed)),
  });
  const order = useOrderLeagueTournaments({
    onError: (e) => toastError('Error', errorMessage(e, M.saveFailed)),
  });
  const inLeague = new Set(torneos.map((t) => t.torneo_id));
  const available = (options.data ?? []).filter((o) => !inLeague.has(o.id));
  const busy = add.isPending || remove.isPending || order.isPending;

  const move = (index: number, delta: number) => {
    const ids = torneos.map((t) => t.torneo_id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + delta, 0, moved!);
    order.mutate({ id: ligaId, torneoIds: ids });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Torneos de la liga</DialogTitle>
          <DialogDescription>Añade o quita torneos y ordénalos.</DialogDescription>
        </DialogHeader>
        <div className="flex gap-2">
          <Select value={choice} onValueChange={setChoice}>
            <SelectTrigger aria-label="Torneo para añadir" className="min-w-0 flex-1">
              <SelectValue placeholder="Selecciona un torneo" />
            </SelectTrigger>
            <SelectContent>
              {available.map((o) => (
                <SelectItem key={o.id} value={o.id}>
                  {o.nombre} · {formatShortDate(o.fecha_juego)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Button
            type="button"
            disabled={!choice || busy}
            onClick={() => add.mutate({ id: ligaId, torneoId: choice })}
          >
            <PlusIcon />
            Añadir
          </Button>
        </div>
        {torneos.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">
            Esta liga no tiene torneos asignados todavía
          </p>
        ) : (
          <ol className="flex flex-col divide-y divide-border rounded-lg border border-border">
            {torneos.map((t, i) => (
              <li key={t.torneo_id} className="flex items-center gap-2 p-2">
                <span className="w-6 text-center text-sm font-semibold tabular-nums">{i + 1}</span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{t.nombre}</p>
                  <p className="text-xs text-muted-foreground">{formatShortDate(t.fecha_juego)}</p>
                </div>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Subir ${t.nombre}`}
                  disabled={i === 0 || busy}
                  onClick={() => move(i, -1)}
                >
                  <ArrowUpIcon />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Bajar ${t.nombre}`}
                  disabled={i === torneos.length - 1 || busy}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDownIcon />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  className="text-destructive"
                  aria-label={`Quitar ${t.nombre}`}
                  disabled={busy}
                  onClick={() => remove.mutate({ id: ligaId, torneoId: t.torneo_id })}
                >
                  <Trash2Icon />
                </Button>
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
});
