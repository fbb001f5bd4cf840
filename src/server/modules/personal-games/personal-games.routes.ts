import { Hono } from 'hono';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';

export function personalGamesRoutes(_deps: AppDeps) {
  const app = new Hono<AppEnv>();
  return app;
}
