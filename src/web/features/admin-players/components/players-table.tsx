import { SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { compareNames } from '@/shared/domain';
import type { TAdminPlayerListItem } from '@/shared/schemas/admin-players';
import { Avatar, AvatarFallback, AvatarImage } from '@/web/components/ui/avatar';
import { Badge } from '@/web/components/ui/badge';
import { Input } from '@/web/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { searchable } from '@/web/features/admin-players/lib/form-values';
import { formatHandicap } from '@/shared/domain/handicap-text';
import { initialsOf } from '@/web/lib/utils';

/** The players table (T§2): name, e-mail, handicap, account yes/no; search; by name for Spanish readers. */
export function PlayersTable({ players }: { players: readonly TAdminPlayerListItem[] }) {
  const [query, setQuery] = useState('');
  const q = searchable(query.trim());
  const rows = players
    .filter((p) => !q || searchable(p.nombre).includes(q) || searchable(p.email).includes(q))
    .toSorted((a, b) => compareNames(a.nombre, b.nombre));
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
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {rows.length === players.length
          ? `${players.length} jugadores`
          : `${rows.length} de ${players.length} jugadores`}
      </p>
      <Table aria-label="Jugadores">
        <TableHeader>
          <TableRow>
            <TableHead sticky>Nombre</TableHead>
            <TableHead className="text-right">Hándicap</TableHead>
            <TableHead>Cuenta</TableHead>
            <TableHead>Email</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((p) => (
            <TableRow key={p.id}>
              <TableCell sticky className="w-40 max-w-40 sm:w-auto sm:max-w-xs">
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
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {p.handicap === null ? '—' : formatHandicap(p.handicap)}
              </TableCell>
              <TableCell>
                {p.tiene_cuenta ? (
                  <Badge variant="secondary">Sí</Badge>
                ) : p.cuenta_pendiente ? (
                  <Badge
                    variant="gold"
                    title={`La cuenta ${p.cuenta_pendiente} espera a unirse a este jugador`}
                  >
                    Pendiente de unir
                  </Badge>
                ) : (
                  <Badge variant="outline">No</Badge>
                )}
              </TableCell>
              <TableCell className="max-w-64 truncate text-muted-foreground">{p.email ?? '—'}</TableCell>
            </TableRow>
          ))}
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
