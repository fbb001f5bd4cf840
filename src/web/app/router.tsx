import { createBrowserRouter } from 'react-router';
import { patchRoutesOnNavigation, routes } from '@/web/app/route-table';

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
