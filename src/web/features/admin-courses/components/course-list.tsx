import { MapPinIcon } from 'lucide-react';
import type { TAdminCourse } from '@/shared/schemas/admin-courses';
import { cn } from '@/web/lib/utils';

/** The courses, by name; the chosen one is highlighted. */
export function CourseList({
  courses,
  selectedId,
  onSelect,
}: {
  courses: readonly TAdminCourse[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <nav aria-label="Campos">
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
        {courses.map((course) => {
          const selected = course.id === selectedId;
          return (
            <li key={course.id}>
              <button
                type="button"
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(course.id)}
                className={cn(
                  'flex min-h-14 w-full cursor-pointer flex-col items-start rounded-xl border px-4 py-2 text-left transition',
                  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  selected
                    ? 'border-primary bg-secondary text-secondary-foreground shadow-sm'
                    : 'border-border bg-card hover:border-primary/40',
                )}
              >
                <span className="w-full truncate font-semibold">{course.nombre}</span>
                <span className="flex w-full items-center gap-1 text-xs text-muted-foreground">
                  <MapPinIcon className="size-3 shrink-0" />
                  <span className="truncate">{course.ubicacion}</span>
                  <span className="ml-auto shrink-0">
                    {course.tees.length === 1 ? '1 salida' : `${course.tees.length} salidas`}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
