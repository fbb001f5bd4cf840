import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCoursesResponse } from '@/shared/schemas/courses';
import { api } from '@/web/lib/api-client';

/** GET /api/courses: the course select (name and location, ordered by name) with each course's first tee. */
export const listCourses = (signal?: AbortSignal) => api.get<TCoursesResponse>('/api/courses', { signal });

export const coursesQueryOptions = () =>
  queryOptions({
    queryKey: ['courses'] as const,
    queryFn: ({ signal }) => listCourses(signal),
    staleTime: 5 * 60_000,
  });

export function useCourses() {
  return useQuery(coursesQueryOptions());
}
