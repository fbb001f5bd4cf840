/**
 * /admin and /admin/campos end to end from an EMPTY database (SEED=none, ADMIN_EMAIL/ADMIN_PASSWORD): the access
 * control of the administration, then an administrator sets up a course without touching SQL — a tee with slope,
 * course rating and 18 holes with unique stroke indexes typed in the grid, its copy for women, a swap of two
 * stroke indexes in one save, and a deletion refused because a game uses the course.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, shootTop } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signInThroughForm } from './support/sign-in';
import { waitForToast as toast } from './support/toast';

const ADMIN = { email: 'gerente@club.test', password: 'gerente-1234' };
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const INDEXES = [7, 1, 15, 11, 3, 9, 17, 5, 13, 8, 2, 16, 12, 4, 10, 18, 6, 14];
const COURSE = 'Club de Golf El Encinar';

let server: RunningServer;
let browser: Browser;
let admin: { context: BrowserContext; page: Page };

beforeAll(async () => {
  server = await startServer({ SEED: 'none', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  admin = await newPage(browser, DESKTOP);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => `${server.baseUrl}${path}`;

/** A toast (sonner) with this title and, when given, this description. */
function signIn(page: Page, email: string, password: string) {
  return signInThroughForm(page, server.baseUrl, { email, password });
}

/** The tee's hole grid as typed: [par, stroke index] per hole. */
async function grid(page: Page): Promise<[string, string][]> {
  const rows: [string, string][] = [];
  for (let n = 1; n <= 18; n++) {
    rows.push([
      await page.getByLabel(`Par del hoyo ${n}`, { exact: true }).inputValue(),
      await page.getByLabel(`Hándicap del hoyo ${n}`, { exact: true }).inputValue(),
    ]);
  }
  return rows;
}

describe('administration of courses from an empty club', () => {
  it('sends visitors to /auth and players to / with "Acceso denegado"', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(url('/admin/campos'));
    await page.waitForURL(url('/auth?destino=%2Fadmin%2Fcampos'));

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
    await page.goto(url('/admin'));
    await page.waitForURL(url('/'));
    await toast(page, 'Acceso denegado', 'No tienes permisos de administrador');
    const api = await page.request.get(url('/api/admin/courses'));
    expect(api.status()).toBe(403);
    await context.close();
  });

  it('the administrator opens the panel: players count, areas and account tools', async () => {
    const { page } = admin;
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto(url('/admin'));
    await page.getByRole('heading', { name: 'Administración del Club' }).waitFor();
    // Pepa only: the administrator of ADMIN_EMAIL is not a player until their profile is filled in.
    expect(await page.getByLabel('Jugadores registrados').innerText()).toBe('1');
    for (const area of [
      'Gestión de Jugadores',
      'Gestión de Torneos',
      'Gestión de Partidas',
      'Gestión de Campos',
      'Gestión de Ligas',
    ]) {
      await page.getByRole('link', { name: new RegExp(area) }).waitFor();
    }
    await page.getByRole('link', { name: 'Inicio' }).waitFor();
    await page.getByRole('link', { name: 'Mi Perfil' }).waitFor();
    await shootTop(page, 'admin-panel-desktop');

    // An area not built yet keeps showing its title; the panel is one click away.
    await page.getByRole('link', { name: /Gestión de Ligas/ }).click();
    await page.getByRole('heading', { name: 'Gestión de Ligas' }).waitFor();
    await page.goto(url('/admin'));
    await page.getByRole('link', { name: /Gestión de Campos/ }).click();
    await page.waitForURL(url('/admin/campos'));
    await page.getByText('Todavía no hay campos. Crea el primero.').waitFor();
  });

  it('creates a course and a tee with slope, course rating and 18 holes with unique stroke indexes', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Nuevo campo' }).first().click();
    const courseDialog = page.getByRole('dialog', { name: 'Nuevo campo' });
    await courseDialog.getByRole('button', { name: 'Guardar' }).click();
    await courseDialog.getByText('El nombre y ubicación son obligatorios').waitFor();
    await courseDialog.getByLabel('Nombre').fill(COURSE);
    await courseDialog.getByLabel('Ubicación').fill('Segovia');
    await courseDialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Campo creado', COURSE);

    await page.getByRole('button', { name: 'Nuevo tipo de salida' }).click();
    const teeDialog = page.getByRole('dialog', { name: 'Nuevo tipo de salida' });
    await teeDialog.getByLabel('Nombre').fill('Amarillas');
    await teeDialog.getByLabel('Slope', { exact: true }).fill('200');
    await teeDialog.getByRole('button', { name: 'Guardar' }).click();
    await teeDialog.getByText('El slope debe estar entre 55 y 155').waitFor();
    await teeDialog.getByLabel('Slope', { exact: true }).fill('132');
    await teeDialog.getByLabel('Course rating', { exact: true }).fill('59');
    await teeDialog.getByRole('button', { name: 'Guardar' }).click();
    await teeDialog.getByText('El course rating debe estar entre 60 y 80').waitFor();
    // Typed key by key as a Spanish club writes it: the decimal comma is kept (not 726).
    await teeDialog.getByLabel('Course rating', { exact: true }).clear();
    await teeDialog.getByLabel('Course rating', { exact: true }).pressSequentially('72,6');
    expect(await teeDialog.getByLabel('Course rating', { exact: true }).inputValue()).toBe('72,6');
    await shootTop(page, 'admin-courses-tee-dialog-desktop');
    await teeDialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Tipo de salida creado', 'Amarillas');
    const saved = (await (await page.request.get(url('/api/admin/courses'))).json()) as {
      tees: { nombre: string; course_rating: number | null }[];
    }[];
    expect(saved[0]!.tees.map((tee) => [tee.nombre, tee.course_rating])).toEqual([['Amarillas', 72.6]]);
    const teeRow = page
      .getByRole('table', { name: `Tipos de salida de ${COURSE}` })
      .getByRole('row', { name: /Amarillas/ });
    expect((await teeRow.innerText()).replace(/\s+/g, ' ')).toContain('Amarillas 132 72,6');
    await page.getByRole('button', { name: 'Editar Amarillas' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Editar tipo de salida' });
    expect(await editDialog.getByLabel('Course rating', { exact: true }).inputValue()).toBe('72,6');
    await editDialog.getByRole('button', { name: 'Cancelar' }).click();

    // The new tee has 18 holes of par 4 without stroke index.
    await page.getByRole('form', { name: 'Hoyos de Amarillas', exact: true }).waitFor();
    expect(await grid(page)).toEqual(Array.from({ length: 18 }, () => ['4', '']));
    expect(await page.getByLabel('Par total').innerText()).toBe('72');

    for (let n = 1; n <= 18; n++) {
      await page.getByLabel(`Par del hoyo ${n}`, { exact: true }).fill(String(PARS[n - 1]));
      await page.getByLabel(`Hándicap del hoyo ${n}`, { exact: true }).fill(String(INDEXES[n - 1]));
    }
    // A repeated stroke index is caught before anything is sent.
    await page.getByLabel('Hándicap del hoyo 2', { exact: true }).fill('7');
    await page.getByRole('button', { name: 'Guardar hoyos' }).click();
    await page.getByText('Hoyo 2 (Hcp Cab.): Este handicap ya está asignado a otro hoyo').waitFor();
    await page.getByLabel('Hándicap del hoyo 2', { exact: true }).fill('1');
    await page.getByLabel('Par del hoyo 3', { exact: true }).fill('6');
    await page.getByRole('button', { name: 'Guardar hoyos' }).click();
    await page.getByText('Hoyo 3 (Par): El par debe estar entre 3 y 5').waitFor();
    expect(await page.getByLabel('Par total').innerText()).toBe('—');
    await page.getByLabel('Par del hoyo 3', { exact: true }).fill('3');
    expect(await page.getByLabel('Par total').innerText()).toBe('72');
    await shootTop(page, 'admin-courses-desktop');
    await page.getByRole('button', { name: 'Guardar hoyos' }).click();
    await toast(page, 'Hoyos guardados', 'Amarillas: par 72');
    await page
      .getByRole('table', { name: `Tipos de salida de ${COURSE}` })
      .getByText('Completos')
      .waitFor();
  });

  it('duplicates the tee for women and renames the copy', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Duplicar Amarillas' }).click();
    await toast(page, 'Tipo de salida duplicado', 'Amarillas (Copia)');
    await page.getByRole('form', { name: 'Hoyos de Amarillas (Copia)', exact: true }).waitFor();
    expect(await grid(page)).toEqual(PARS.map((p, i) => [String(p), String(INDEXES[i])]));

    await page.getByRole('button', { name: 'Editar Amarillas (Copia)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar tipo de salida' });
    await dialog.getByLabel('Nombre').fill('');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El nombre no puede estar vacío').waitFor();
    await dialog.getByLabel('Nombre').fill('Rojas');
    await dialog.getByLabel('Slope', { exact: true }).fill('127');
    await dialog.getByLabel('Course rating', { exact: true }).fill('73.4');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Tipo de salida actualizado', 'Rojas');
    const row = page
      .getByRole('table', { name: `Tipos de salida de ${COURSE}` })
      .getByRole('row', { name: /Rojas/ });
    expect((await row.innerText()).replace(/\s+/g, ' ')).toContain('Rojas 127 73,4 72');
  });

  it('swaps two stroke indexes in one save, and the swap survives a reload', async () => {
    const { page } = admin;
    await page.getByRole('form', { name: 'Hoyos de Rojas', exact: true }).waitFor();
    // Holes 1 and 2 have 7 and 1: exchanging them needs both changes in the same save.
    await page.getByLabel('Hándicap del hoyo 1', { exact: true }).fill('1');
    await page.getByLabel('Hándicap del hoyo 2', { exact: true }).fill('7');
    await page.getByRole('button', { name: 'Guardar hoyos' }).click();
    await toast(page, 'Hoyos guardados', 'Rojas: par 72');
    await page.reload();
    await page.getByRole('form', { name: 'Hoyos de Rojas', exact: true }).waitFor();
    const rows = await grid(page);
    expect(rows.slice(0, 2)).toEqual([
      ['4', '1'],
      ['4', '7'],
    ]);
    // The men's tee kept its own order.
    await page.getByRole('button', { name: 'Hoyos de Amarillas' }).click();
    await page.getByRole('form', { name: 'Hoyos de Amarillas', exact: true }).waitFor();
    expect((await grid(page)).slice(0, 2)).toEqual([
      ['4', '7'],
      ['4', '1'],
    ]);
  });

  it('refuses to delete a course or tee a game uses, naming it; an unused course is deleted after confirming', async () => {
    const { page } = admin;
    const me = (await (await page.request.get(url('/api/me'))).json()) as { profile: { id: string } };
    const courses = (await (await page.request.get(url('/api/admin/courses'))).json()) as { id: string }[];
    const game = await page.request.post(url('/api/personal-games'), {
      headers: { origin: server.baseUrl },
      data: {
        nombre: 'Partida de prueba',
        fecha_juego: '2030-06-01',
        hora_salida: '09:30',
        campo_id: courses[0]!.id,
        participantes: [{ tipo: 'jugador', jugador_id: me.profile.id, handicap_partida: null }],
      },
    });
    expect(game.status()).toBe(201);
    await page.reload();

    await page.getByRole('button', { name: 'Eliminar campo' }).click();
    const refusal = page.getByRole('alertdialog', { name: 'No se puede eliminar' });
    await refusal.getByText(`No se puede eliminar el campo «${COURSE}»: lo usa 1 partida personal`).waitFor();
    await refusal.getByRole('button', { name: 'Entendido' }).click();
    await page.getByRole('button', { name: 'Eliminar Amarillas' }).click();
    await refusal
      .getByText('No se puede eliminar la salida «Amarillas»: la usa 1 partida personal')
      .waitFor();
    await shootTop(page, 'admin-courses-refused-delete-desktop');
    await refusal.getByRole('button', { name: 'Entendido' }).click();

    await page.getByRole('button', { name: 'Nuevo campo' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo campo' });
    await dialog.getByLabel('Nombre').fill('Campo de Prácticas');
    await dialog.getByLabel('Ubicación').fill('Madrid');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Campo creado', 'Campo de Prácticas');
    await page.getByRole('button', { name: 'Eliminar campo' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Eliminar campo' });
    await confirm.getByText(/Se eliminará el campo «Campo de Prácticas»/).waitFor();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await toast(page, 'Campo eliminado', 'Campo de Prácticas');
    await page
      .getByRole('navigation', { name: 'Campos' })
      .getByText('Campo de Prácticas')
      .waitFor({ state: 'detached' });
    await page.getByRole('navigation', { name: 'Campos' }).getByText(COURSE).waitFor();
  });

  it('reads well on a 360 px phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await context.addCookies(await admin.context.cookies());
    await page.goto(url('/admin'));
    await page.getByRole('heading', { name: 'Administración del Club' }).waitFor();
    await shootTop(page, 'admin-panel-phone');
    await page.goto(url('/admin/campos'));
    await page.getByRole('form', { name: 'Hoyos de Amarillas', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shootTop(page, 'admin-courses-phone');
    await page.getByRole('button', { name: 'Editar Rojas' }).click();
    await shootTop(page, 'admin-courses-tee-dialog-phone');
    await context.close();
  });
});
