/** /admin/handicaps 'Hándicaps de la peña' (design.md §16): every player's two indexes, and the PCC of a course and day. */
import { useState, type FormEvent } from 'react';
import { AdminPage, AdminSection } from '@/web/components/layout/admin-page';
import { Button } from '@/web/components/ui/button';
import { DecimalInput } from '@/web/components/ui/decimal-input';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import {
  useClubHandicaps,
  useDeletePcc,
  usePccList,
  useSavePcc,
} from '@/web/features/handicap/api/handicap-api';
import { errorMessage } from '@/web/lib/api-client';
import { formatShortDate } from '@/web/lib/format';
import { formatHandicap, formatSignedDecimal as signed } from '@/web/lib/format-number';
import { useCourses } from '@/web/lib/reference-data/courses';
import { toastError, toastSuccess } from '@/web/lib/toast';

const dash = (v: string) => (v === '' ? '—' : v);

function PccForm() {
  const courses = useCourses();
  const save = useSavePcc();
  const [campo, setCampo] = useState('');
  const [fecha, setFecha] = useState('');
  const [pcc, setPcc] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { campo_id: campo, fecha, pcc },
      {
        onSuccess: () => {
          toastSuccess('PCC guardado');
          setPcc('');
        },
        onError: (err) => toastError('Error', errorMessage(err)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-4 sm:items-end">
      <div className="grid gap-1">
        <Label htmlFor="pcc-campo">Campo</Label>
        <NativeSelect id="pcc-campo" value={campo} onChange={(e) => setCampo(e.target.value)} required>
          <option value="">Selecciona un campo</option>
          {(courses.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.nombre}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="pcc-fecha">Día</Label>
        <Input id="pcc-fecha" type="date" value={fecha} onChange={(e) => setFecha(e.target.value)} required />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="pcc-valor">PCC (−1,0 a +3,0)</Label>
        <DecimalInput id="pcc-valor" signed value={pcc} onChange={(e) => setPcc(e.target.value)} required />
      </div>
      <Button type="submit" disabled={save.isPending}>
        Guardar PCC
      </Button>
    </form>
  );
}

function PccTable() {
  const list = usePccList();
  const remove = useDeletePcc();
  if (!list.data) return <Skeleton className="h-16 w-full" />;
  if (list.data.length === 0) {
    return <p className="text-sm text-muted-foreground">No se ha introducido ningún PCC: cuenta como 0.</p>;
  }
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Día</TableHead>
            <TableHead>Campo</TableHead>
            <TableHead className="text-right">PCC</TableHead>
            <TableHead />
          </TableRow>
        </TableHeader>
        <TableBody>
          {list.data.map((p) => (
            <TableRow key={`${p.campo_id}-${p.fecha}`}>
              <TableCell>{formatShortDate(p.fecha)}</TableCell>
              <TableCell>{p.campo}</TableCell>
              <TableCell className="text-right tabular-nums">{signed(p.pcc)}</TableCell>
              <TableCell className="text-right">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    remove.mutate(
                      { campo_id: p.campo_id, fecha: p.fecha },
                      { onError: (err) => toastError('Error', errorMessage(err)) },
                    )
                  }
                >
                  Quitar
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export default function AdminHandicapsPage() {
  const club = useClubHandicaps();
  return (
    <AdminPage
      title="Hándicaps de la peña"
      description="El hándicap oficial de cada jugador junto al estimado con las vueltas de la peña (WHS 2024)."
    >
      <AdminSection title="Jugadores">
        {!club.data ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Jugador</TableHead>
                  <TableHead className="text-right">Oficial</TableHead>
                  <TableHead className="text-right">De la peña</TableHead>
                  <TableHead className="text-right">Diferencia</TableHead>
                  <TableHead className="text-right">Vueltas</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {club.data.map((p) => (
                  <TableRow key={p.jugador_id}>
                    <TableCell>{p.nombre}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {dash(formatHandicap(p.oficial))}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {dash(formatHandicap(p.estimado))}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{signed(p.diferencia)}</TableCell>
                    <TableCell className="text-right tabular-nums">{p.scores}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </AdminSection>
      <AdminSection
        title="PCC por campo y día"
        description="Ajuste por condiciones del campo (Playing Conditions Calculation) de un día: de −1,0 a +3,0. Sin valor cuenta 0."
      >
        <div className="grid gap-4">
          <PccForm />
          <PccTable />
        </div>
      </AdminSection>
    </AdminPage>
  );
}
