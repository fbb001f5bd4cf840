/**
 * 'Gestión de Partidas' and the tournament e-mail end to end (decision record 013), on the demo club with a real SMTP
 * server in the test process. The administrator generates the groups of 'Cervecita 3ª jornada' (10 players, no
 * groups yet), drags one player with the mouse and another with the keyboard, reloads (the draft survives),
 * publishes, reloads (the published groups are there), moves a player who already has strokes (they follow him),
 * validates a group; the demo player sees their group and tee time on /torneos; the e-mail arrives with the right
 * tee time and a valid .ics.
 */
import fs from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localTimeToInstant } from '@/shared/domain';
import type { TTournamentGroups, TGroupsTournamentsResponse } from '@/shared/schemas/admin-groups';
import type { TScorecard } from '@/shared/schemas/scorecard';
import { startTestSmtp, type TestSmtp } from '@/server/test/smtp';
import { DESKTOP, launchBrowser, newPage, PHONE, shoot } from './support/browser';
import { clubDataDir } from './support/templates';
import { startServer, type RunningServer } from './support/server';
import { signInThroughForm } from './support/sign-in';
import { waitForToast as toast } from './support/toast';

const ADMIN = { email: 'admin@pena.golf', password: 'pena1234' };
const PLAYER = { email: 'jugador@pena.golf', password: 'pena1234' };
const TORNEO = 'Cervecita 3ª jornada';

let dataDir: string;
let smtp: TestSmtp;
let server: RunningServer;
let browser: Browser;
let admin: { context: BrowserContext; page: Page };
let torneoId = '';

beforeAll(async () => {
  dataDir = clubDataDir('pena-e2e-groups-', 'demo');
  smtp = await startTestSmtp();
  server = await startServer({ SEED: 'demo', DATA_DIR: dataDir, SMTP_URL: smtp.url, TZ: 'Europe/Madrid' });
  browser = await launchBrowser();
  admin = await newPage(browser, DESKTOP);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const url = (path: string) => `${server.baseUrl}${path}`;

function signIn(page: Page, email: string, password: string) {
  return signInThroughForm(page, server.baseUrl, { email, password });
}

async function api<T>(page: Page, method: 'GET' | 'PUT', path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(url(path), {
    method,
    headers: { origin: server.baseUrl },
    ...(data !== undefined ? { data } : {}),
  });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}
const groupsNow = () =>
  api<TTournamentGroups>(admin.page, 'GET', `/api/admin/groups/tournaments/${torneoId}`);

const group = (page: Page, n: number) => page.getByRole('region', { name: `Partida ${n}`, exact: true });
const playersOf = (page: Page, n: number) => page.getByRole('list', { name: `Jugadores de Partida ${n}` });
async function namesIn(page: Page, n: number): Promise<string[]> {
  const labels = await playersOf(page, n)
    .getByRole('button', { name: /^Mover / })
    .all();
  return Promise.all(
    labels.map(async (b) => ((await b.getAttribute('aria-label')) ?? '').replace(/^Mover /, '')),
  );
}

/** Drags with a real mouse: press on the handle, move in steps, release over the target. */
async function dragWithMouse(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
}

const moved = { mouse: '', keyboard: '' };

describe('Gestión de Partidas in a real browser', () => {
  it('generates the groups of a demo tournament as a draft', async () => {
    const { page } = admin;
    await signIn(page, ADMIN.email, ADMIN.password);
    const list = await api<TGroupsTournamentsResponse>(page, 'GET', '/api/admin/groups/tournaments');
    torneoId = list.find((t) => t.nombre === TORNEO)!.id;
    await page.goto(url('/admin/partidas'));
    await page.getByRole('heading', { name: 'Gestión de Partidas' }).waitFor();
    await page.getByText('Selecciona un torneo activo para gestionar sus partidas').waitFor();
    await page.getByLabel('Torneo').selectOption({ value: torneoId });
    await page.waitForURL(url(`/admin/partidas?torneo=${torneoId}`));
    await page.getByText('Sin partidas').waitFor();
    expect(await page.getByLabel('Primera salida').inputValue()).toBe('08:00');
    expect(await page.getByLabel('Minutos entre partidas').inputValue()).toBe('10');
    await page.getByRole('button', { name: 'Generar Partidas' }).click();
    await toast(page, 'Partidas generadas', '3 partidas');
    await page.getByText('Borrador', { exact: true }).waitFor();
    for (const [n, time, size] of [
      [1, '08:00', 4],
      [2, '08:10', 4],
      [3, '08:20', 2],
    ] as const) {
      await group(page, n).getByText(time).waitFor();
      expect(await namesIn(page, n)).toHaveLength(size);
    }
    // Every participant is in a group: the available list greys them with 'Asignado'.
    const available = page.getByRole('region', { name: 'Jugadores disponibles' });
    expect(await available.getByText('Asignado', { exact: true }).count()).toBe(10);
    await shoot(page, 'admin-groups-generated-desktop');
  });

  it('drags one player with the mouse and another with the keyboard; the draft survives a reload', async () => {
    const { page } = admin;
    const first = await namesIn(page, 1);
    moved.mouse = first[0]!;
    await dragWithMouse(page, page.getByRole('button', { name: `Mover ${moved.mouse}` }), group(page, 3));
    await toast(page, 'Jugador movido', `${moved.mouse} → Partida 3`);
    expect(await namesIn(page, 3)).toContain(moved.mouse);
    expect(await namesIn(page, 1)).not.toContain(moved.mouse);

    // Dropping on the same group does nothing.
    const second = await namesIn(page, 2);
    const same = page.getByRole('button', { name: `Mover ${second[1]!}` });
    await same.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    expect(await namesIn(page, 2)).toEqual(second);

    moved.keyboard = second[0]!;
    const handle = page.getByRole('button', { name: `Mover ${moved.keyboard}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(250);
    await page.keyboard.press('Space');
    await toast(page, 'Jugador movido', `${moved.keyboard} → Partida 1`);
    expect(await namesIn(page, 1)).toContain(moved.keyboard);
    expect(await namesIn(page, 2)).not.toContain(moved.keyboard);

    const before = [await namesIn(page, 1), await namesIn(page, 2), await namesIn(page, 3)];
    await page.reload();
    await page.getByText('Borrador', { exact: true }).waitFor();
    expect([await namesIn(page, 1), await namesIn(page, 2), await namesIn(page, 3)]).toEqual(before);
  });

  it('publishes; after a reload the published groups are there', async () => {
    const { page } = admin;
    const before = [await namesIn(page, 1), await namesIn(page, 2), await namesIn(page, 3)];
    await page.getByRole('button', { name: 'Publicar Partidas' }).click();
    await toast(page, 'Partidas publicadas', '3 partidas guardadas');
    await page.getByText('Partidas Publicadas', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Actualizar Partidas' }).waitFor();
    await page.reload();
    await page.getByText('Partidas Publicadas', { exact: true }).waitFor();
    expect([await namesIn(page, 1), await namesIn(page, 2), await namesIn(page, 3)]).toEqual(before);
    const saved = await groupsNow();
    expect(saved.partidas.map((g) => [g.nombre, g.hora_salida, g.participantes.length])).toEqual([
      ['Partida 1', '08:00', 4],
      ['Partida 2', '08:10', 3],
      ['Partida 3', '08:20', 3],
    ]);
  });

  it('moves a player who already has strokes: the strokes follow him to his new group', async () => {
    const { page } = admin;
    const saved = await groupsNow();
    const [g1, g2] = saved.partidas;
    const playerId = g1!.participantes[1]!;
    const nombre = saved.participantes.find((p) => p.participante_id === playerId)!.nombre;
    await api(page, 'PUT', `/api/groups/${g1!.id}/scores`, {
      participante_id: playerId,
      numero_hoyo: 1,
      golpes: 5,
    });
    await api(page, 'PUT', `/api/groups/${g1!.id}/scores`, {
      participante_id: playerId,
      numero_hoyo: 2,
      golpes: 3,
    });
    await page.reload();
    await dragWithMouse(page, page.getByRole('button', { name: `Mover ${nombre}` }), group(page, 2));
    await toast(page, 'Jugador movido', `${nombre} → Partida 2`);
    await page.getByRole('button', { name: 'Actualizar Partidas' }).click();
    await toast(page, 'Partidas publicadas', '3 partidas guardadas');

    const after = await groupsNow();
    expect(after.partidas.map((g) => g.id)).toEqual(saved.partidas.map((g) => g.id));
    expect(after.partidas[1]!.participantes).toContain(playerId);
    const card = await api<TScorecard>(page, 'GET', `/api/groups/${g2!.id}/scorecard`);
    expect(
      card.resultados
        .filter((r) => r.participante_id === playerId)
        .map((r) => [r.numero_hoyo, r.golpes])
        .sort(),
    ).toEqual([
      [1, 5],
      [2, 3],
    ]);
  });

  it('validates a group', async () => {
    const { page } = admin;
    await group(page, 3).getByRole('button', { name: 'Validar Partida 3' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Validar Partida 3' });
    await dialog.getByText('Una vez validados, solo los administradores podrán modificarlos.').waitFor();
    await dialog.getByRole('button', { name: 'Validar' }).click();
    await toast(page, 'Partida validada');
    await group(page, 3).getByText('Validada', { exact: true }).waitFor();
    expect((await groupsNow()).partidas[2]!.validada).toBe(true);

    // Taking a player out of the validated group asks first; cancelling and discarding keeps what was published.
    const out = (await namesIn(page, 3))[0]!;
    await group(page, 3)
      .getByRole('button', { name: `Quitar a ${out} de Partida 3` })
      .click();
    await page.getByText('Borrador', { exact: true }).waitFor();
    await group(page, 1).getByLabel('Añadir jugador a Partida 1').selectOption({ label: out });
    expect(await namesIn(page, 1)).toContain(out);
    await page.getByRole('button', { name: 'Actualizar Partidas' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Partidas validadas' });
    await confirm.getByText(/Partida 3: partida validada/).waitFor();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Descartar borrador' }).click();
    await page.getByText('Partidas Publicadas', { exact: true }).waitFor();
    expect(await namesIn(page, 3)).toContain(out);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'admin-groups-published-desktop');
  });

  it('the player sees their group and tee time on /torneos', async () => {
    const saved = await groupsNow();
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, PLAYER.email, PLAYER.password);
    const me = (await (await page.request.get(url('/api/me'))).json()) as { profile: { nombre: string } };
    const mine = saved.participantes.find((p) => p.nombre === me.profile.nombre)!;
    const g = saved.partidas.find((x) => x.participantes.includes(mine.participante_id))!;
    await page.goto(url('/torneos'));
    const myGroup = page
      .getByRole('article', { name: TORNEO, exact: true })
      .getByRole('region', { name: 'Mi Partida' });
    await myGroup.getByText(g.nombre, { exact: true }).waitFor();
    await myGroup.getByText(g.hora_salida!).waitFor();
    await myGroup.scrollIntoViewIfNeeded();
    await shoot(page, 'admin-groups-player-card-phone');
    await context.close();
  });

  it('sends the tournament e-mail: the right tee time and a valid .ics; sending again asks first', async () => {
    const { page } = admin;
    const saved = await groupsNow();
    await page.getByRole('button', { name: 'Enviar email' }).click();
    await toast(page, 'Emails enviados');
    const mail = await smtp.waitFor(PLAYER.email, new RegExp(TORNEO));
    const { context, page: playerPage } = await newPage(browser, PHONE);
    await signIn(playerPage, PLAYER.email, PLAYER.password);
    const me = (await (await playerPage.request.get(url('/api/me'))).json()) as {
      profile: { nombre: string };
    };
    await context.close();
    const mine = saved.participantes.find((p) => p.nombre === me.profile.nombre)!;
    const g = saved.partidas.find((x) => x.participantes.includes(mine.participante_id))!;
    expect(mail.text).toContain(`Partida: ${g.nombre}`);
    expect(mail.text).toContain(`Hora de salida: ${g.hora_salida}`);
    const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'))!;
    expect(ics.contentType).toContain('text/calendar');
    expect(ics.content).toContain('BEGIN:VCALENDAR');
    const event = /BEGIN:VEVENT[\s\S]*END:VEVENT/.exec(ics.content)?.[0] ?? '';
    const start = localTimeToInstant(saved.torneo.fecha_juego, g.hora_salida!, 'Europe/Madrid');
    const stamp = start
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(event).toContain(`DTSTART:${stamp}`);

    await page.getByRole('button', { name: 'Reenviar email' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reenviar email' });
    await dialog.getByText(/ya se enviaron/).waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  });

  it('on a 360 px phone a player is dragged by touch (press and hold, then move)', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
    });
    await context.addCookies(await admin.context.cookies());
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(url(`/admin/partidas?torneo=${torneoId}`));
    await page.getByText('Partidas Publicadas', { exact: true }).waitFor();
    await group(page, 1).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'admin-groups-phone');

    const nombre = (await namesIn(page, 2))[0]!;
    const handle = page.getByRole('button', { name: `Mover ${nombre}` });
    await handle.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const from = (await handle.boundingBox())!;
    const to = (await group(page, 1).boundingBox())!;
    const target = { x: to.x + to.width / 2, y: to.y + to.height - 40 };
    expect(target.y).toBeGreaterThan(120);
    const cdp = await context.newCDPSession(page);
    const touch = (type: string, x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y: Math.round(y) }],
      } as never);
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    await touch('touchStart', start.x, start.y);
    await page.waitForTimeout(350);
    for (let i = 1; i <= 12; i++) {
      await touch(
        'touchMove',
        start.x + ((target.x - start.x) * i) / 12,
        start.y + ((target.y - start.y) * i) / 12,
      );
      await page.waitForTimeout(16);
    }
    await touch('touchEnd', target.x, target.y);
    await toast(page, 'Jugador movido', `${nombre} → Partida 1`);
    expect(await namesIn(page, 1)).toContain(nombre);
    await page.getByText('Borrador', { exact: true }).waitFor();
    await shoot(page, 'admin-groups-phone-draft');
    await page.getByRole('button', { name: 'Descartar borrador' }).click();
    await page.getByText('Partidas Publicadas', { exact: true }).waitFor();
    expect(await namesIn(page, 1)).not.toContain(nombre);
    await context.close();
  });
});
