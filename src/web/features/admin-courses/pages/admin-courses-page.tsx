import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TAdminCourse, TAdminTee } from '@/shared/schemas/admin-courses';
import { AdminPage } from '@/web/components/layout/admin-page';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useAdminCourses } from '@/web/features/admin-courses/api/list-courses';
import { CourseDetail } from '@/web/features/admin-courses/components/course-detail';
import { CourseFormDialog } from '@/web/features/admin-courses/components/course-form-dialog';
import { CourseList } from '@/web/features/admin-courses/components/course-list';
import { TeeFormDialog } from '@/web/features/admin-courses/components/tee-form-dialog';
import { TeeHolesCard } from '@/web/features/admin-courses/components/tee-holes-card';

type Dialog<T> = { open: false } | { open: true; item?: T };

/**
 * /admin/campos 'Gestión de Campos' (T§2): courses, their tees and holes. The chosen course and tee live in the
 * address (?campo=…&salida=…), so a reload or a shared link opens the same place.
 */
export default function AdminCoursesPage() {
  const courses = useAdminCourses();
  const [params, setParams] = useSearchParams();
  const [courseDialog, setCourseDialog] = useState<Dialog<TAdminCourse>>({ open: false });
  const [teeDialog, setTeeDialog] = useState<Dialog<TAdminTee>>({ open: false });

  const list = courses.data ?? [];
  const course = list.find((c) => c.id === params.get('campo')) ?? list[0] ?? null;
  const tee = course?.tees.find((t) => t.id === params.get('salida')) ?? course?.tees[0] ?? null;
  const select = (campo: string, salida?: string | null) =>
    setParams(salida ? { campo, salida } : { campo }, { replace: true });

  return (
    <AdminPage
      title="Gestión de Campos"
      description="Campos de golf, sus tipos de salida y sus hoyos"
      actions={
        <Button onClick={() => setCourseDialog({ open: true })}>
          <PlusIcon />
          Nuevo campo
        </Button>
      }
    >
      {courses.isPending ? (
        <div className="grid gap-3 lg:grid-cols-[18rem_1fr]">
          <Skeleton className="h-40" />
          <Skeleton className="h-80" />
        </div>
      ) : list.length === 0 ? (
        <Card>
          <CardContent className="grid justify-items-start gap-3 p-6">
            <p className="text-muted-foreground">Todavía no hay campos. Crea el primero.</p>
            <Button onClick={() => setCourseDialog({ open: true })}>
              <PlusIcon />
              Nuevo campo
            </Button>
          </CardContent>
        </Card>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
          <CourseList courses={list} selectedId={course?.id ?? null} onSelect={(id) => select(id)} />
          {course ? (
            <div className="grid min-w-0 gap-5">
              <CourseDetail
                course={course}
                selectedTeeId={tee?.id ?? null}
                onSelectTee={(id) => select(course.id, id)}
                onEditCourse={() => setCourseDialog({ open: true, item: course })}
                onNewTee={() => setTeeDialog({ open: true })}
                onEditTee={(t) => setTeeDialog({ open: true, item: t })}
                onDeleted={() => setParams({}, { replace: true })}
              />
              {tee ? <TeeHolesCard key={tee.id} tee={tee} /> : null}
            </div>
          ) : null}
        </div>
      )}
      <CourseFormDialog
        key={courseDialog.open ? (courseDialog.item?.id ?? 'new') : 'closed'}
        open={courseDialog.open}
        course={courseDialog.open ? courseDialog.item : undefined}
        onOpenChange={(open) => setCourseDialog(open ? courseDialog : { open: false })}
        onSaved={(saved) => select(saved.id)}
      />
      {course ? (
        <TeeFormDialog
          key={teeDialog.open ? (teeDialog.item?.id ?? 'new') : 'closed'}
          campoId={course.id}
          open={teeDialog.open}
          tee={teeDialog.open ? teeDialog.item : undefined}
          onOpenChange={(open) => setTeeDialog(open ? teeDialog : { open: false })}
          onSaved={(saved) => select(course.id, saved.id)}
        />
      ) : null}
    </AdminPage>
  );
}
