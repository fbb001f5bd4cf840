import { SearchIcon, SendIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { compareNames } from '@/shared/domain';
import type { TAdminPlayerListItem } from '@/shared/schemas/admin-players';
import type { TOpenInvitation } from '@/shared/schemas/invitations';
import { Avatar, AvatarFallback, AvatarImage } from '@/web/components/ui/avatar';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Input } from '@/web/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import type { InvitedPlayer } from '@/web/features/admin-players/components/invite-dialog';
import { searchable } from '@/web/features/admin-players/lib/form-values';
import { formatHandicap } from '@/shared/domain/handicap-text';
import { formatShortDate } from '@/web/lib/format';
import { initialsOf } from '@/web/lib/utils';

/**
 * The players table (T§2): name, e-mail, handicap, account yes/no; search; by name for Spanish readers. A sign-up
 * waiting to be joined shows under its player, not as a row of its own. Players without account can be selected
 * and invited (decision record 029); an open invitation shows as 'Invitado'.
 */
export function PlayersTable({
  players,
  invitations = [],
  onInvite,
}: {
  players: readonly TAdminPlayerListItem[];
  invitations?: readonly TOpenInvitation[];
  onInvite: (players: InvitedPlayer[]) => void;
}) {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const q = searchable(query.trim());
  const rows = players
    .filter((p) => !q || searchable(p.nombre).includes(q) || searchable(p.email).includes(q))
    .toSorted((a, b) => compareNames(a.nombre, b.nombre));
  const invitedUntil = new Map(invitations.map((i) => [i.jugador_id, i.expira_en]));
  const selectable = rows.filter((p) => !p.tiene_cuenta);
  const chosen = players.filter((p) => selected.has(p.id) && !p.tiene_cuenta);
  const allChosen = selectable.length > 0 && selectable.every((p) => selected.has(p.id));

  const toggle = (id: string, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      for (const p of selectable) {
        if (on) next.add(p.id);
        else next.delete(p.id);
      }
      return next;
    });

  return (
    <div className="grid gap-3">
      <div className="relative max-w-md">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Buscar jugador"
          placeholder="Buscar por nombre o email"
          className="pl-9"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <div className="flex min-h-10 flex-wrap items-center gap-x-3 gap-y-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {rows.length === players.length
            ? `${players.length} jugadores`
            : `${rows.length} de ${players.length} jugadores`}
          {chosen.length > 0
            ? ` · ${chosen.length === 1 ? '1 seleccionado' : `${chosen.length} seleccionados`}`
            : null}
        </p>
        {chosen.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => onInvite(chosen.map(({ id, nombre }) => ({ id, nombre })))}>
              <SendIcon />
              Invitar
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              Quitar selección
            </Button>
          </div>
        ) : null}
      </div>
      <Table aria-label="Jugadores">
        <TableHeader>
          <TableRow>
            <TableHead sticky>
              <div className="flex items-center gap-2">
                <Checkbox
                  aria-label="Seleccionar a todos los que no tienen cuenta"
                  disabled={selectable.length === 0}
                  checked={allChosen}
                  onCheckedChange={(v) => toggleAll(v === true)}
                />
                Nombre
              </div>
            </TableHead>
            <TableHead className="text-right">Hándicap</TableHead>
            <TableHead>Cuenta</TableHead>
            <TableHead>Email</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((p) => {
            const until = invitedUntil.get(p.id);
            return (
              <TableRow key={p.id}>
                <TableCell sticky className="w-52 max-w-52 sm:w-auto sm:max-w-xs">
                  <div className="flex items-center gap-2">
                    {p.tiene_cuenta ? (
                      <span className="size-5 shrink-0" />
                    ) : (
                      <Checkbox
                        aria-label={`Seleccionar a ${p.nombre}`}
                        checked={selected.has(p.id)}
                        onCheckedChange={(v) => toggle(p.id, v === true)}
                      />
                    )}
                    <div className="grid min-w-0">
                      <Link
                        to={`/admin/jugadores/${p.id}`}
                        className="flex min-h-10 items-center gap-2 font-medium hover:underline focus-visible:underline focus-visible:outline-none"
                      >
                        <Avatar className="size-8">
                          {p.profile_image_url ? <AvatarImage src={p.profile_image_url} alt="" /> : null}
                          <AvatarFallback className="text-xs">{initialsOf(p.nombre)}</AvatarFallback>
                        </Avatar>
                        <span className="line-clamp-2 sm:line-clamp-1">{p.nombre}</span>
                      </Link>
                      {p.fecha_nacimiento ? null : (
                        // Imported from a sheet without it (decision record 030).
                        <span className="mb-1 w-fit rounded bg-gold/25 px-1.5 text-xs text-gold-foreground sm:ml-10">
                          Falta la fecha de nacimiento
                        </span>
                      )}
                      {p.cuenta_pendiente ? (
                        <span className="pb-1 text-xs break-words text-muted-foreground sm:truncate sm:pl-10">
                          {`Registrado como ${p.cuenta_pendiente}`}
                        </span>
                      ) : null}
                    </div>
                  </div>
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {p.handicap === null ? '—' : formatHandicap(p.handicap)}
                </TableCell>
                <TableCell>
                  <div className="flex items-center gap-1">
                    {p.tiene_cuenta ? (
                      <Badge variant="secondary">Sí</Badge>
                    ) : p.cuenta_pendiente ? (
                      <Badge
                        variant="gold"
                        title={`La cuenta ${p.cuenta_pendiente} espera a unirse a este jugador`}
                      >
                        Pendiente de unir
                      </Badge>
                    ) : until ? (
                      <Badge variant="outline" title={`Enlace abierto hasta el ${formatShortDate(until)}`}>
                        Invitado
                      </Badge>
                    ) : (
                      <Badge variant="outline">No</Badge>
                    )}
                    {p.tiene_cuenta ? null : (
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={`Invitar a ${p.nombre}`}
                        title="Invitar"
                        onClick={() => onInvite([{ id: p.id, nombre: p.nombre }])}
                      >
                        <SendIcon />
                      </Button>
                    )}
                  </div>
                </TableCell>
                <TableCell className="max-w-64 truncate text-muted-foreground">{p.email ?? '—'}</TableCell>
              </TableRow>
            );
          })}
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4} className="py-6 text-center text-muted-foreground">
                Ningún jugador coincide con la búsqueda.
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </div>
  );
}
