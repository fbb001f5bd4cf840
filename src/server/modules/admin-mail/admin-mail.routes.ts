import { Hono } from 'hono';
import { ZOutboxQuery, ZSendTestMailRequest } from '@/shared/schemas/admin-mail';
import { ZUuid } from '@/shared/schemas/common';
import type { AppDeps } from '@/server/context';
import type { AppEnv } from '@/server/lib/actor';
import { parseJson, parseWith } from '@/server/lib/validate';
import { listOutbox, mailStatus, outboxEntry, outboxIcs, sendTestMail } from './admin-mail.service';

/** /api/admin/mail/* (the /admin/correo page). Mounted at /api; the /api/admin/* gate lets only administrators in. */
export function adminMailRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  app.get('/admin/mail', (c) => c.json(mailStatus(deps)));

  app.get('/admin/mail/outbox', async (c) => {
    const { pagina } = parseWith(ZOutboxQuery, { pagina: c.req.query('pagina') });
    return c.json(await listOutbox(db, pagina));
  });

  app.get('/admin/mail/outbox/:id', async (c) =>
    c.json(await outboxEntry(db, parseWith(ZUuid, c.req.param('id')))),
  );

  app.get('/admin/mail/outbox/:id/ics', async (c) => {
    const ics = await outboxIcs(db, parseWith(ZUuid, c.req.param('id')));
    return c.body(ics.content, 200, {
      'content-type': ics.contentType,
      'content-disposition': `attachment; filename="${ics.filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'no-store',
    });
  });

  app.post('/admin/mail/test', async (c) => {
    const { para } = await parseJson(c, ZSendTestMailRequest);
    return c.json(await sendTestMail(deps, para));
  });

  return app;
}
