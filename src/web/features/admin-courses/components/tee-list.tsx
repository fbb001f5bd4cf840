import { CopyIcon, ListOrderedIcon, MergeIcon, PencilIcon } from 'lucide-react';
import { useState } from 'react';
import type { TAdminCourse, TAdminTee } from '@/shared/schemas/admin-courses';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { DeleteButton } from '@/web/components/ui/delete-button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { useDeleteTee, useDuplicateTee } from '@/web/features/admin-courses/api/tee-mutations';
import { MergeTeeDialog, mergeTargets } from '@/web/features/admin-courses/components/merge-tee-dialog';
import { ratingText, womenRatingText } from '@/web/features/admin-courses/lib/tee-text';
import { errorMessage } from '@/web/lib/api-client';
import { cn } from '@/web/lib/utils';
import { toastError, toastSuccess } from '@/web/lib/toast';

interface TeeListProps {
  course: TAdminCourse;
  selectedTeeId: string | null;
  onSelect: (teeId: string | null) => void;
  onEdit: (tee: TAdminTee) => void;
}

const rating = (tee: TAdminTee) => ratingText(tee.course_rating);

function StrokeIndexBadge({ tee }: { tee: TAdminTee }) {
  return tee.hoyos_con_handicap === 18 ? (
    <Badge variant="secondary">Completos</Badge>
  ) : (
    <Badge variant="outline">{tee.hoyos_con_handicap}/18</Badge>
  );
}

/** The women's rating under the tee's name ('Damas: 140 · 76,8 · par 74'), when the tee is rated for women. */
function WomenRating({ tee, className }: { tee: TAdminTee; className?: string }) {
  const text = womenRatingText(tee);
  return text ? <p className={cn('text-muted-foreground tabular-nums', className)}>{text}</p> : null;
}

/**
 * The tees of a course: name, slope, course rating, par (the men's; the women's in a line of their own when the tee
 * is rated for women), stroke indexes; holes, edit, duplicate, 'Unir como damas…' (when another tee of the course
 * has no women's rating), delete. A table from 640 px, cards on phones (so the actions are never scrolled out of
 * sight).
 */
export function TeeList({ course, selectedTeeId, onSelect, onEdit }: TeeListProps) {
  const [merging, setMerging] = useState<TAdminTee | null>(null);
  const duplicate = useDuplicateTee({
    onSuccess: (copy) => {
      toastSuccess('Tipo de salida duplicado', copy.nombre);
      onSelect(copy.id);
    },
    onError: (error) => toastError('Error', errorMessage(error)),
  });
  const remove = useDeleteTee({
    onSuccess: (teeId) => {
      toastSuccess('Tipo de salida eliminado');
      if (teeId === selectedTeeId) onSelect(null);
    },
    onError: (error) => toastError('Error', errorMessage(error)),
  });

  if (course.tees.length === 0) {
    return <p className="text-sm text-muted-foreground">Este campo todavía no tiene tipos de salida.</p>;
  }

  const actions = (tee: TAdminTee) => (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Hoyos de ${tee.nombre}`}
        title="Hoyos"
        onClick={() => onSelect(tee.id)}
      >
        <ListOrderedIcon />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Editar ${tee.nombre}`}
        title="Editar"
        onClick={() => onEdit(tee)}
      >
        <PencilIcon />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Duplicar ${tee.nombre}`}
        title="Duplicar"
        disabled={duplicate.isPending}
        onClick={() => duplicate.mutate(tee.id)}
      >
        <CopyIcon />
      </Button>
      {mergeTargets(course.tees, tee).length > 0 ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Unir ${tee.nombre} como damas…`}
          title="Unir como damas…"
          onClick={() => setMerging(tee)}
        >
          <MergeIcon />
        </Button>
      ) : null}
      <DeleteButton
        iconOnly
        label={`Eliminar ${tee.nombre}`}
        title="Eliminar tipo de salida"
        description={`Se eliminará la salida «${tee.nombre}» con sus 18 hoyos. Esta acción no se puede deshacer.`}
        blockedReason={tee.bloqueo_eliminar}
        pending={remove.isPending && remove.variables === tee.id}
        onConfirm={() => remove.mutate(tee.id)}
      />
    </div>
  );

  return (
    <>
      <ul aria-label={`Tipos de salida de ${course.nombre}`} className="grid gap-2 sm:hidden">
        {course.tees.map((tee) => {
          const selected = tee.id === selectedTeeId;
          return (
            <li
              key={tee.id}
              className={cn(
                'rounded-lg border border-border p-3',
                selected && 'border-primary bg-secondary/60',
              )}
            >
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect(tee.id)}
                className="flex w-full cursor-pointer items-center justify-between gap-2 text-left"
              >
                <span className="truncate font-semibold">{tee.nombre}</span>
                <StrokeIndexBadge tee={tee} />
              </button>
              <p className="mt-1 text-sm text-muted-foreground tabular-nums">
                Slope {tee.slope} · C. rating {rating(tee)} · Par {tee.par_total}
              </p>
              <WomenRating tee={tee} className="text-sm" />
              <div className="mt-1 -mr-2">{actions(tee)}</div>
            </li>
          );
        })}
      </ul>
      <Table aria-label={`Tipos de salida de ${course.nombre}`} containerClassName="hidden sm:block">
        <TableHeader>
          <TableRow>
            <TableHead sticky>Salida</TableHead>
            <TableHead className="text-right">Slope</TableHead>
            <TableHead className="text-right">C. rating</TableHead>
            <TableHead className="text-right">Par</TableHead>
            <TableHead>Hándicaps</TableHead>
            <TableHead className="text-right">Acciones</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {course.tees.map((tee) => {
            const selected = tee.id === selectedTeeId;
            return (
              <TableRow key={tee.id} className={cn(selected && 'bg-secondary hover:bg-secondary')}>
                <TableCell
                  sticky
                  className={cn(
                    'max-w-48 font-medium',
                    selected && 'bg-secondary group-hover/row:bg-secondary',
                  )}
                >
                  <button
                    type="button"
                    className="w-full cursor-pointer truncate py-2 text-left hover:underline"
                    onClick={() => onSelect(tee.id)}
                    aria-pressed={selected}
                  >
                    {tee.nombre}
                  </button>
                  <WomenRating tee={tee} className="-mt-1 pb-2 text-xs font-normal" />
                </TableCell>
                <TableCell className="text-right tabular-nums">{tee.slope}</TableCell>
                <TableCell className="text-right tabular-nums">{rating(tee)}</TableCell>
                <TableCell className="text-right tabular-nums">{tee.par_total}</TableCell>
                <TableCell>
                  <StrokeIndexBadge tee={tee} />
                </TableCell>
                <TableCell>{actions(tee)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {merging ? (
        <MergeTeeDialog
          tee={merging}
          tees={course.tees}
          onClose={() => setMerging(null)}
          onMerged={(destination) => onSelect(destination.id)}
        />
      ) : null}
    </>
  );
}
