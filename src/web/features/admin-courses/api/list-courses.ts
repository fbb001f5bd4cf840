import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminCoursesResponse } from '@/shared/schemas/admin-courses';
import { api } from '@/web/lib/api-client';
import { courseKeys } from '@/web/features/admin-courses/api/course-keys';

/** GET /api/admin/courses: every course with its tees and what blocks their deletion. */
export const listAdminCourses = async (signal?: AbortSignal) =>
  ZAdminCoursesResponse.parse(await api.get<unknown>('/api/admin/courses', { signal }));

export const adminCoursesQueryOptions = () =>
  queryOptions({
    queryKey: courseKeys.list(),
    queryFn: ({ signal }) => listAdminCourses(signal),
    meta: { errorMessage: 'No se pudieron cargar los datos' },
  });

export function useAdminCourses() {
  return useQuery(adminCoursesQueryOptions());
}
