/**
 * The private calendar address: created, read, renewed (the old address stops at once) and disabled; the feed is
 * public by its token and lists only its owner's tee times (with the starting tee), from 60 days ago on.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCalendarAddress, type TCalendarAddress } from '@/shared/schemas/papers';
import { calendarioTokens, partidas } from '@/server/db/schema';
import { insertTeesCourse, insertTournament } from '@/server/modules/scores/test-fixtures';
import { BASE_URL, createTestApp, type Session, type TestApp } from '@/server/test/harness';

const TODAY = '2030-06-01';
let t: TestApp;
let ana: Session;
let bea: Session;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp(
    { TZ: 'Europe/Madrid', CLUB_NAME: 'Peña de Pruebas' },
    { clock: () => new Date(`${TODAY}T10:00:00Z`) },
  );
  ana = await t.signUp({ nombre: 'Ana' });
  bea = await t.signUp({ nombre: 'Bea' });
  admin = await t.signUp({ nombre: 'Admin' });
  await t.makeAdmin(admin);
  const db = t.runtime.deps.db;
  const course = await insertTeesCourse(db);
  // Upcoming: Ana in group 1 (09:00), Bea in group 2 (09:10, from the 10th).
  const next = await insertTournament(db, {
    fecha_juego: '2030-06-15',
    course,
    groups: 2,
    participants: [
      { profileId: ana.profileId, group: 0 },
      { profileId: bea.profileId, group: 1 },
    ],
  });
  await db.update(partidas).set({ hoyo_salida: 10 }).where(eq(partidas.id, next.groupIds[1]!));
  // 30 days ago (listed) and 90 days ago (not listed).
  await insertTournament(db, {
    fecha_juego: '2030-05-02',
    course,
    participants: [{ profileId: ana.profileId, group: 0 }],
  });
  await insertTournament(db, {
    fecha_juego: '2030-03-01',
    course,
    participants: [{ profileId: ana.profileId, group: 0 }],
  });
});
afterAll(async () => {
  await t.close();
});

const call = (method: string, who: Session | null) =>
  t.request('/api/me/calendar', { method, ...(who ? { cookie: who.cookie } : {}) });
async function address(res: Response): Promise<TCalendarAddress> {
  expect(res.status).toBe(200);
  return ZCalendarAddress.parse(await res.json());
}
const feed = (url: string) => t.request(url.slice(BASE_URL.length));

describe('calendar address', () => {
  it('none at first; created; the feed shows only its owner tee times', async () => {
    expect(await address(await call('GET', ana))).toEqual({ url: null });
    const { url } = await address(await call('POST', ana));
    expect(url).toMatch(new RegExp(`^${BASE_URL}/api/calendar/[A-Za-z0-9_-]{32}\\.ics$`));
    expect(await address(await call('GET', ana))).toEqual({ url });
    const res = await feed(url!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const ics = (await res.text()).replace(/\r\n[ \t]/g, '');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    // 15 June, 09:00 in Madrid (summer time) is 07:00 UTC; 2 May 09:00 is 07:00 UTC.
    expect(ics).toContain('DTSTART:20300615T070000Z');
    expect(ics).toContain('DTSTART:20300502T070000Z');
    expect(ics).not.toContain('20300301');
    expect(ics).not.toContain('09:10');

    const beas = (await address(await call('POST', bea))).url!;
    const other = (await (await feed(beas)).text()).replace(/\r\n[ \t]/g, '');
    expect(other.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(other).toContain('DTSTART:20300615T071000Z');
    expect(other).toContain('Tee del 10');
  });

  it('renewing stops the old address at once; disabling stops the new one', async () => {
    const old = (await address(await call('GET', ana))).url!;
    const renewed = (await address(await call('POST', ana))).url!;
    expect(renewed).not.toBe(old);
    expect((await feed(old)).status).toBe(404);
    expect((await feed(renewed)).status).toBe(200);
    expect((await call('DELETE', ana)).status).toBe(204);
    expect((await feed(renewed)).status).toBe(404);
    expect(await address(await call('GET', ana))).toEqual({ url: null });
    const rows = await t.runtime.deps.db
      .select()
      .from(calendarioTokens)
      .where(eq(calendarioTokens.profile_id, ana.profileId));
    expect(rows).toEqual([]);
  });

  it('role matrix: visitors 401 on /api/me/calendar; unknown or malformed tokens 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) expect((await call(method, null)).status).toBe(401);
    expect((await address(await call('POST', admin))).url).toContain('/api/calendar/');
    for (const path of [
      '/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
      '/api/calendar/x.ics',
      '/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      "/api/calendar/'%20or%201=1.ics",
    ]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        'Dirección de calendario no encontrada',
      );
    }
  });
});
