import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCoursesResponse } from '@/shared/schemas/courses';
import { api } from '@/web/lib/api-client';
import { referenceKeys } from '@/web/lib/reference-data/keys';

/**
 * Reference data any feature may use (design.md §13): GET /api/courses, the course select (name and location,
 * ordered by name) with each course's first tee.
 */
export const listCourses = async (signal?: AbortSignal) =>
  ZCoursesResponse.parse(await api.get<unknown>('/api/courses', { signal }));

export const coursesQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.courses(),
    queryFn: ({ signal }) => listCourses(signal),
    staleTime: 5 * 60_000,
  });

export function useCourses() {
  return useQuery(coursesQueryOptions());
}
