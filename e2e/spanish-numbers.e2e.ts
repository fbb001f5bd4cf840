/**
 * Numbers as a Spanish club types them, end to end from an EMPTY club (SEED=none, ADMIN_EMAIL/ADMIN_PASSWORD):
 * plus handicaps ('+0,8' is stored −0.8 and written back '+0,8') and decimal commas ('40,5') typed key by key in the
 * administration's and a player's forms, and what the screens then show.
 *
 * Course (through the API): one tee 'Amarillas' for both sexes, slope 113, course rating 72, par 72, reductor 100;
 * so a playing handicap is the index rounded (design §7): Pablo Plus, index '+0,8' (−0.8) → −1, shown '+1'; the
 * guest Gema, '+2,6' (−2.6) → −3, shown '+3', then set by hand to '+2'.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from './support/api';
import { DESKTOP, launchBrowser, newPage, PHONE, shoot, shootTop } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signInThroughForm } from './support/sign-in';
import { waitForToast } from './support/toast';

const ADMIN = { email: 'tesorera@club.test', password: 'tesorera-1234' };
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const INDEXES = [7, 1, 15, 11, 3, 9, 17, 5, 13, 8, 2, 16, 12, 4, 10, 18, 6, 14];
const COURSE = 'Club de Golf El Robledal';

let server: RunningServer;
let browser: Browser;
let admin: { context: BrowserContext; page: Page };
let torneoId = '';

beforeAll(async () => {
  server = await startServer({ SEED: 'none', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  admin = await newPage(browser, DESKTOP);
  await signInThroughForm(admin.page, server.baseUrl, ADMIN);
  const api = apiOf(admin.page, server.baseUrl);
  const course = await api<{ id: string }>('POST', '/api/admin/courses', {
    nombre: COURSE,
    ubicacion: 'Ávila',
  });
  const tee = await api<{ id: string }>('POST', `/api/admin/courses/${course.id}/tees`, {
    nombre: 'Amarillas',
    slope: 113,
    course_rating: 72,
  });
  await api('PUT', `/api/admin/tees/${tee.id}/holes`, {
    hoyos: PARS.map((par, i) => ({ numero_hoyo: i + 1, par, handicap: INDEXES[i] })),
  });
  const torneo = await api<{ id: string }>('POST', '/api/admin/tournaments', {
    nombre: 'Copa Plus',
    fecha_juego: '2030-06-15',
    campo_id: course.id,
    modalidad: 'individual_por_golpes',
    metodo_desempate: 'puntuacion_media',
    descripcion: '',
    activo: true,
    limite_golpes_hoyo: 5,
    salida_hombre_id: tee.id,
    salida_mujer_id: tee.id,
    reductor_handicap: 100,
  });
  torneoId = torneo.id;
  await api('POST', '/api/admin/players', {
    nombre: 'Pablo Plus',
    fecha_nacimiento: '1990-01-01',
    handicap: -0.8,
    sexo: 'hombre',
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => `${server.baseUrl}${path}`;

/** The participants table as text rows: name, sex, own handicap, playing handicap, points, group, holes. */
async function participantRows(page: Page): Promise<string[]> {
  const rows = page.getByRole('table', { name: 'Participantes' }).locator('tbody tr');
  return (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
}

/** Clears a field and types into it key by key, as a person does (a number field would drop the comma). */
async function typeInto(page: Page, label: string, text: string, scope = page.locator('body')) {
  const field = scope.getByLabel(label, { exact: true });
  await field.clear();
  await field.pressSequentially(text);
  expect(await field.inputValue()).toBe(text);
}

describe('plus handicaps and decimal commas in a real browser', () => {
  it("enrols a plus player and a plus guest typed '+2,6'; a playing handicap typed '+2'; points typed '40,5'", async () => {
    const { page } = admin;
    await page.goto(url(`/admin/torneos/${torneoId}`));
    await page.getByRole('button', { name: 'Añadir jugadores' }).click();
    const members = page.getByRole('dialog', { name: 'Añadir jugadores' });
    await members.getByLabel('Buscar jugador').fill('pablo');
    // The list shows the stored −0.8 as it is written.
    await expect
      .poll(async () =>
        (await members.getByRole('list', { name: 'Jugadores' }).innerText()).replace(/\s+/g, ' '),
      )
      .toBe('Pablo Plus +0,8');
    await members.getByRole('checkbox', { name: 'Pablo Plus' }).click();
    await typeInto(page, 'Hándicap de referencia (opcional)', '+0,8', members);
    await members.getByRole('button', { name: 'Añadir', exact: true }).click();
    await waitForToast(page, 'Jugador añadido');

    await page.getByRole('button', { name: 'Añadir invitado' }).click();
    const guest = page.getByRole('dialog', { name: 'Añadir invitado' });
    await guest.getByLabel('Nombre').fill('Gema Invitada');
    await guest.getByLabel('Sexo').selectOption('mujer');
    await typeInto(page, 'Hándicap', '1.234,5', guest);
    await guest.getByRole('button', { name: 'Añadir invitado' }).click();
    await guest.getByText('El handicap debe ser un número válido').waitFor();
    await typeInto(page, 'Hándicap', '+2,6', guest);
    await page.setViewportSize(PHONE);
    await shoot(page, 'numbers-add-guest-phone');
    await page.setViewportSize(DESKTOP);
    await shoot(page, 'numbers-add-guest-desktop');
    await guest.getByRole('button', { name: 'Añadir invitado' }).click();
    await waitForToast(page, 'Invitado añadido', 'Gema Invitada');
    await expect
      .poll(() => participantRows(page))
      .toEqual(['Gema Invitada M Invitado +2,6 +3 Excluido — 0 —', 'Pablo Plus H +0,8 +1 Incluido — 0 —']);

    await page.getByRole('button', { name: 'Editar hándicap de juego de Gema Invitada' }).click();
    const playing = page.getByLabel('Hándicap de juego de Gema Invitada');
    expect(await playing.inputValue()).toBe('+3');
    await shootTop(page, 'numbers-playing-handicap-edit-desktop');
    await typeInto(page, 'Hándicap de juego de Gema Invitada', '+1,5');
    await page.getByRole('button', { name: 'Guardar hándicap' }).click();
    await page.getByText('Por favor ingrese un hándicap válido').waitFor();
    await typeInto(page, 'Hándicap de juego de Gema Invitada', '+2');
    await page.getByRole('button', { name: 'Guardar hándicap' }).click();
    await expect
      .poll(async () => (await participantRows(page))[0])
      .toBe('Gema Invitada M Invitado +2,6 +2 fijado a mano Quitar fijado Excluido — 0 —');
    const participants = await apiOf(page, server.baseUrl)<{ nombre: string; handicap_torneo: number }[]>(
      'GET',
      `/api/admin/tournaments/${torneoId}/participants`,
    );
    expect(participants.map((p) => [p.nombre, p.handicap_torneo])).toEqual([
      ['Gema Invitada', -2],
      ['Pablo Plus', -1],
    ]);

    const first = page.getByLabel('Puntos posición 1º', { exact: true });
    await expect.poll(() => first.inputValue()).toBe('40');
    await typeInto(page, 'Puntos posición 1º', '40,25');
    await page.getByRole('button', { name: 'Guardar puntos' }).click();
    await page.getByText('Los puntos deben ir de 0,5 en 0,5').waitFor();
    await typeInto(page, 'Puntos posición 1º', '40,5');
    await typeInto(page, 'Puntos posición 21º+', '7.5');
    await page.getByRole('button', { name: 'Guardar puntos' }).click();
    await waitForToast(page, 'Configuración guardada');
    await page.reload();
    await expect.poll(() => page.getByLabel('Puntos posición 1º', { exact: true }).inputValue()).toBe('40,5');
    expect(await page.getByLabel('Puntos posición 21º+', { exact: true }).inputValue()).toBe('7,5');
    await shootTop(page, 'numbers-admin-torneo-desktop');
    const phone = await newPage(browser, PHONE);
    await phone.context.addCookies(await admin.context.cookies());
    await phone.page.goto(url(`/admin/torneos/${torneoId}`));
    await phone.page.getByRole('table', { name: 'Participantes' }).getByText('+2,6').waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shootTop(phone.page, 'numbers-admin-torneo-phone');
    await phone.context.close();
  });

  it("the standings show 'HCP +1' and 'HCP +2'; the participants list the index '+0,8'", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, viewport);
      await context.addCookies(await admin.context.cookies());
      await page.goto(url(`/clasificacion?torneo=${torneoId}`));
      const list = page.getByRole('list', { name: 'Clasificación' });
      await list.waitFor();
      const rows = (await list.locator(':scope > li').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
      expect(rows.find((r) => r.includes('Pablo'))).toMatch(/HCP \+1 0\/18/);
      expect(rows.find((r) => r.includes('Gema'))).toMatch(/HCP \+2 0\/18/);
      await shoot(page, `numbers-clasificacion-${viewport === PHONE ? 'phone' : 'desktop'}`);

      await page.goto(url(`/torneos/${torneoId}/participantes`));
      const table = page.getByRole('table').first();
      await table.getByText('Pablo Plus').waitFor();
      const text = (await table.innerText()).replace(/\s+/g, ' ');
      expect(text).toContain('+0,8');
      expect(text).toContain('+1');
      await shoot(page, `numbers-participantes-${viewport === PHONE ? 'phone' : 'desktop'}`);
      await context.close();
    }
  });

  it("a player's personal game: a guest typed '+0,8' plays off '+1', set by hand to '+2'", async () => {
    const { context, page } = await newPage(browser, PHONE);
    const signUp = await page.request.post(url('/api/accounts/sign-up'), {
      headers: { origin: server.baseUrl },
      data: {
        nombre: 'Pepa Jugadora',
        telefono: '600 111 222',
        email: 'pepa@club.test',
        password: 'pepa-1234',
      },
    });
    expect(signUp.status()).toBe(201);
    await page.goto(url('/crear-partida-personal'));
    await page.getByLabel('Nombre').first().fill('Partida del plus');
    await page.getByRole('combobox', { name: 'Campo de golf' }).click();
    await page.getByRole('option', { name: new RegExp(COURSE) }).click();
    await page.getByLabel('Fecha').fill('2030-06-20');
    await page.getByLabel('Hora de salida').fill('10:30');
    await page.getByRole('button', { name: 'Invitado', exact: true }).click();
    const guest = page.getByRole('group', { name: 'Invitado' });
    await guest.getByLabel('Nombre').fill('Gema');
    // A phone's decimal keypad has no '+': the '±' button puts it (and takes it away).
    await typeInto(page, 'Hándicap', '0,8', guest);
    const sign = guest.getByRole('button', { name: 'Poner o quitar el signo +' });
    await sign.click();
    expect(await guest.getByLabel('Hándicap', { exact: true }).inputValue()).toBe('+0,8');
    await sign.click();
    expect(await guest.getByLabel('Hándicap', { exact: true }).inputValue()).toBe('0,8');
    await sign.click();
    await guest.scrollIntoViewIfNeeded();
    await shoot(page, 'numbers-guest-form-phone');
    await guest.getByRole('button', { name: 'Añadir', exact: true }).click();
    await page.getByRole('heading', { name: 'Participantes (2)' }).waitFor();
    const row = page.getByRole('list', { name: 'Participantes' }).locator('li', { hasText: 'Gema' });
    await row.getByText('H: +0,8').waitFor();
    // Not set yet: the rules engine's preview, −0.8 on the course's tee → −1.
    await page.getByRole('button', { name: 'Hándicap de juego de Gema: +1. Editar' }).click();
    const editor = page.getByRole('textbox', { name: 'Hándicap de juego de Gema' });
    expect(await editor.inputValue()).toBe('+1');
    await editor.clear();
    await editor.pressSequentially('+2');
    await editor.press('Enter');
    await page.getByRole('button', { name: 'Hándicap de juego de Gema: +2. Editar' }).waitFor();
    await shootTop(page, 'numbers-crear-partida-phone');
    await page.setViewportSize(DESKTOP);
    await shootTop(page, 'numbers-crear-partida-desktop');
    await page.getByRole('button', { name: 'Crear Partida' }).click();
    await waitForToast(page, 'Partida personal creada correctamente');
    const games = await apiOf(page, server.baseUrl)<{ id: string }[]>('GET', '/api/personal-games');
    const game = await apiOf(page, server.baseUrl)<{
      participantes: { nombre: string; handicap: number | null; handicap_partida: number | null }[];
    }>('GET', `/api/personal-games/${games[0]!.id}`);
    expect(game.participantes.find((p) => p.nombre === 'Gema')).toMatchObject({
      handicap: -0.8,
      handicap_partida: -2,
    });

    // Her own index, set by the administrator to a plus one, on her home screen and her profile.
    const me = await apiOf(page, server.baseUrl)<{ profile: { id: string } }>('GET', '/api/me');
    await apiOf(admin.page, server.baseUrl)('PUT', `/api/admin/players/${me.profile.id}`, {
      nombre: 'Pepa Jugadora',
      fecha_nacimiento: '1985-03-01',
      handicap: '+1,2',
    });
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(url('/'));
      await page.getByText('HCP +1,2').waitFor();
      await page.goto(url('/profile'));
      await expect.poll(() => page.getByLabel('Hándicap', { exact: true }).inputValue()).toBe('+1,2');
      await shootTop(page, `numbers-profile-${viewport === PHONE ? 'phone' : 'desktop'}`);
    }
    await context.close();
  });
});
