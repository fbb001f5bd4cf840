import { createBrowserRouter } from 'react-router';
import { routes } from '@/web/app/route-table';

export const router = createBrowserRouter(routes);
