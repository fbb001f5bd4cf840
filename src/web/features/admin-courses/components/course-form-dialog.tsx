import { FormDialogFooter } from '@/web/components/ui/form-dialog-footer';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ZCourseRequest, type TAdminCourse, type TCourseRequest } from '@/shared/schemas/admin-courses';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { useSaveCourse } from '@/web/features/admin-courses/api/course-mutations';
import { errorMessage } from '@/web/lib/api-client';
import { toastError, toastSuccess } from '@/web/lib/toast';
import { freshOnOpen } from '@/web/components/ui/fresh-on-open';

/** New course or edit (T§5: 'El nombre y ubicación son obligatorios', checked here and by the server). */
export const CourseFormDialog = freshOnOpen(function CourseFormDialog({
  course,
  open,
  onOpenChange,
  onSaved,
}: {
  course?: TAdminCourse | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (course: TAdminCourse) => void;
}) {
  const defaults: TCourseRequest = { nombre: course?.nombre ?? '', ubicacion: course?.ubicacion ?? '' };
  const form = useForm({ resolver: zodResolver(ZCourseRequest), defaultValues: defaults });
  const { errors } = form.formState;
  const save = useSaveCourse({
    onSuccess: (saved) => {
      toastSuccess(course ? 'Campo actualizado' : 'Campo creado', saved.nombre);
      onOpenChange(false);
      onSaved?.(saved);
    },
    onError: (error) => toastError('Error', errorMessage(error)),
  });
  const onSubmit = form.handleSubmit((body) => save.mutate({ id: course?.id, body }));
  // One message for both fields (T§5), shown once.
  const message = errors.nombre?.message ?? errors.ubicacion?.message;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{course ? 'Editar campo' : 'Nuevo campo'}</DialogTitle>
          <DialogDescription>Nombre y ubicación del campo de golf.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField label="Nombre" error={errors.nombre ? message : undefined}>
            {(field) => <Input {...field} autoComplete="off" {...form.register('nombre')} />}
          </FormField>
          <FormField label="Ubicación" error={!errors.nombre && errors.ubicacion ? message : undefined}>
            {(field) => <Input {...field} autoComplete="off" {...form.register('ubicacion')} />}
          </FormField>
          <FormDialogFooter pending={save.isPending} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
});
