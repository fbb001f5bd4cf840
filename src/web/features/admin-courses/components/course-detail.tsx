import { MapPinIcon, PencilIcon, PlusIcon } from 'lucide-react';
import type { TAdminCourse, TAdminTee } from '@/shared/schemas/admin-courses';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader } from '@/web/components/ui/card';
import { DeleteButton } from '@/web/components/ui/delete-button';
import { useDeleteCourse } from '@/web/features/admin-courses/api/course-mutations';
import { TeeList } from '@/web/features/admin-courses/components/tee-list';
import { errorMessage } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';

/** One course: its name and location, edit and delete, its tees. */
export function CourseDetail({
  course,
  selectedTeeId,
  onSelectTee,
  onEditCourse,
  onNewTee,
  onEditTee,
  onDeleted,
}: {
  course: TAdminCourse;
  selectedTeeId: string | null;
  onSelectTee: (teeId: string | null) => void;
  onEditCourse: () => void;
  onNewTee: () => void;
  onEditTee: (tee: TAdminTee) => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteCourse({
    onSuccess: () => {
      toastSuccess('Campo eliminado', course.nombre);
      onDeleted();
    },
    onError: (error) => toastError('Error', errorMessage(error)),
  });
  const tees = course.tees.length;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-xl font-bold break-words">{course.nombre}</h2>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPinIcon className="size-4 shrink-0" />
            <span className="min-w-0 break-words">{course.ubicacion}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onEditCourse}>
            <PencilIcon />
            Editar
          </Button>
          <DeleteButton
            label="Eliminar campo"
            title="Eliminar campo"
            description={`Se eliminará el campo «${course.nombre}» con ${
              tees === 1 ? 'su tipo de salida' : `sus ${tees} tipos de salida`
            } y sus hoyos. Esta acción no se puede deshacer.`}
            blockedReason={course.bloqueo_eliminar}
            pending={remove.isPending}
            onConfirm={() => remove.mutate(course.id)}
          />
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold">Tipos de salida</h3>
          <Button onClick={onNewTee}>
            <PlusIcon />
            Nuevo tipo de salida
          </Button>
        </div>
        <TeeList course={course} selectedTeeId={selectedTeeId} onSelect={onSelectTee} onEdit={onEditTee} />
      </CardContent>
    </Card>
  );
}
