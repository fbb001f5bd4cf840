import { SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { searchMatcher } from '@/shared/domain';
import { ZAddMemberRequest } from '@/shared/schemas/admin-tournaments';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { DecimalInput } from '@/web/components/ui/decimal-input';
import { FieldError } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { useAddMembers } from '@/web/features/admin-tournaments/api/participants';
import { errorMessage, hasErrorCode } from '@/web/lib/api-client';
import { formatHandicap } from '@/shared/domain/handicap-text';
import { usePlayers } from '@/web/lib/reference-data/players';
import { toastError, toastSuccess } from '@/web/lib/toast';
import { freshOnOpen } from '@/web/components/ui/fresh-on-open';

/**
 * 'Añadir jugadores' (T§5): a searchable list of the club's players with check boxes — one or many at once —
 * and, for a single player, an optional reference handicap that updates their profile. Enrolled players are
 * shown greyed with 'Inscrito'.
 */
export const AddMembersDialog = freshOnOpen(function AddMembersDialog({
  torneoId,
  enrolled,
  open,
  onOpenChange,
}: {
  torneoId: string;
  enrolled: ReadonlySet<string>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const players = usePlayers();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const matches = searchMatcher(query);
  const rows = (players.data ?? []).filter((p) => matches([p.nombre]));
  const add = useAddMembers(torneoId, {
    onSuccess: (v) => {
      toastSuccess(
        v.jugador_ids.length === 1 ? 'Jugador añadido' : `${v.jugador_ids.length} jugadores añadidos`,
      );
      setChosen(new Set());
      setReference('');
      onOpenChange(false);
    },
    onError: (e) => {
      // Beyond the places the administrator goes on only knowingly (decision record 039).
      if (hasErrorCode(e, 'PLACES_FULL') && add.variables && window.confirm(errorMessage(e))) {
        add.mutate({ ...add.variables, superar_plazas: true });
        return;
      }
      toastError('No se pudo añadir el participante', errorMessage(e));
    },
  });
  const toggle = (id: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const selectable = rows.filter((p) => !enrolled.has(p.id));
  const allMarked = selectable.length > 0 && selectable.every((p) => chosen.has(p.id));
  const markAll = () =>
    setChosen((prev) => {
      const next = new Set(prev);
      for (const p of selectable) {
        if (allMarked) next.delete(p.id);
        else next.add(p.id);
      }
      return next;
    });
  const submit = () => {
    const body = {
      jugador_ids: [...chosen],
      handicap_referencia: chosen.size === 1 ? reference : null,
    };
    const parsed = ZAddMemberRequest.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    add.mutate(parsed.data);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Añadir jugadores</DialogTitle>
          <DialogDescription>Marca uno o varios socios y pulsa Añadir.</DialogDescription>
        </DialogHeader>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            aria-label="Buscar jugador"
            placeholder="Buscar jugador"
            className="pl-9"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {chosen.size === 1 ? '1 marcado' : `${chosen.size} marcados`}
          </p>
          <Button size="sm" variant="outline" onClick={markAll} disabled={selectable.length === 0}>
            {allMarked ? 'Desmarcar todos' : `Marcar todos (${selectable.length})`}
          </Button>
        </div>
        <ul
          className="max-h-72 divide-y divide-border overflow-y-auto rounded-lg border border-border"
          aria-label="Jugadores"
        >
          {players.isPending ? (
            <li className="p-3 text-sm text-muted-foreground">Cargando...</li>
          ) : rows.length === 0 ? (
            <li className="p-3 text-sm text-muted-foreground">Ningún jugador coincide con la búsqueda.</li>
          ) : (
            rows.map((p) => {
              const isEnrolled = enrolled.has(p.id);
              const id = `add-${p.id}`;
              return (
                <li key={p.id} className="flex min-h-11 items-center gap-3 px-3">
                  <Checkbox
                    id={id}
                    disabled={isEnrolled}
                    checked={isEnrolled || chosen.has(p.id)}
                    onCheckedChange={(v) => toggle(p.id, v === true)}
                  />
                  <Label htmlFor={id} className={isEnrolled ? 'flex-1 text-muted-foreground' : 'flex-1'}>
                    {p.nombre}
                  </Label>
                  <span className="text-sm text-muted-foreground tabular-nums">
                    {isEnrolled ? 'Inscrito' : p.handicap === null ? '—' : formatHandicap(p.handicap)}
                  </span>
                </li>
              );
            })
          )}
        </ul>
        {chosen.size === 1 ? (
          <div className="grid gap-2">
            <Label htmlFor="handicap-referencia">Hándicap de referencia (opcional)</Label>
            <DecimalInput
              signed
              id="handicap-referencia"
              value={reference}
              onChange={(e) => setReference(e.target.value)}
            />
            <p className="text-xs text-muted-foreground">
              Si lo indicas, se actualiza el hándicap de su ficha. Un hándicap plus, con +: +0,8.
            </p>
          </div>
        ) : null}
        <FieldError message={error} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button onClick={submit} disabled={add.isPending || chosen.size === 0}>
            {add.isPending ? <Spinner /> : null}
            {chosen.size > 1 ? `Añadir ${chosen.size} jugadores` : 'Añadir'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
});
