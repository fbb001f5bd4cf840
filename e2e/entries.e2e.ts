/**
 * Entries in a real browser (decision record 039), on the demo club: the administrator sets 2 places, the close and
 * a fee of 15,50 € through the tournament form; Javier and Lucía fill the places, Pablo joins the waiting list
 * ('Lista de espera: puesto 1'); Javier cancels and Pablo is promoted ('Inscrito'); the administrator ticks
 * Lucía's fee paid ('Pagado: 15,50 € de 31,00 €'). Screenshots at 360 and 1280 of the changed screens.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, shoot } from './support/browser';
import { apiOf } from './support/api';
import { startServer, type RunningServer } from './support/server';
import { signInThroughForm } from './support/sign-in';

const PASSWORD = 'pena1234';
const ADMIN = { email: 'admin@pena.golf', password: PASSWORD };
const JAVIER = { email: 'jugador@pena.golf', password: PASSWORD };
const LUCIA = { email: 'lucia.fernandez.gil@pena.golf', password: PASSWORD };
const PABLO = { email: 'pablo.navarro.ramos@pena.golf', password: PASSWORD };
const TOURNAMENT = 'Sábado con plazas';

let server: RunningServer;
let browser: Browser;
let admin: { context: BrowserContext; page: Page };
let torneoId = '';
const fecha = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const cierre = new Date(Date.now() + 29 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startServer({ SEED: 'demo' });
  browser = await launchBrowser();
  admin = await newPage(browser, DESKTOP);
  await signInThroughForm(admin.page, server.baseUrl, ADMIN);
  const api = apiOf(admin.page, server.baseUrl);
  const courses = await api<{ id: string; tees: { id: string }[] }[]>('GET', '/api/admin/courses');
  const course = courses[0]!;
  const created = await api<{ id: string }>('POST', '/api/admin/tournaments', {
    nombre: TOURNAMENT,
    fecha_juego: fecha,
    campo_id: course.id,
    modalidad: 'stableford_individual',
    metodo_desempate: 'ultimos_hoyos',
    descripcion: '',
    activo: true,
    limite_golpes_hoyo: null,
    salida_hombre_id: course.tees[0]!.id,
    salida_mujer_id: course.tees[1]?.id ?? null,
    reductor_handicap: 100,
  });
  torneoId = created.id;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => `${server.baseUrl}${path}`;
const hideToasts = (page: Page) =>
  page.addStyleTag({ content: '[data-sonner-toaster] { visibility: hidden !important; }' });

async function asPlayer(account: { email: string; password: string }, viewport = PHONE) {
  const session = await newPage(browser, viewport);
  await signInThroughForm(session.page, server.baseUrl, account);
  await session.page.goto(url(`/torneos/${torneoId}/inscripcion`));
  const card = session.page.getByRole('article', { name: TOURNAMENT, exact: true });
  await card.waitFor();
  return { ...session, card };
}

describe('places, close, waiting list and fee through the screens', () => {
  it('the administrator sets 2 places, the close and the fee in the tournament form', async () => {
    const { page } = admin;
    await page.goto(url(`/admin/torneos/${torneoId}`));
    await page.getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar torneo' });
    await dialog.getByLabel('Plazas').fill('2');
    await dialog.getByLabel('Cierre de inscripción').fill(`${cierre}T20:00`);
    await dialog.getByLabel('Cuota (€)').fill('15,50');
    await hideToasts(page);
    await shoot(page, 'entries-form-1280');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const phone = await newPage(browser, PHONE);
    await signInThroughForm(phone.page, server.baseUrl, ADMIN);
    await phone.page.goto(url(`/admin/torneos/${torneoId}`));
    await phone.page.getByRole('button', { name: 'Editar' }).click();
    const phoneDialog = phone.page.getByRole('dialog', { name: 'Editar torneo' });
    expect(await phoneDialog.getByLabel('Plazas').inputValue()).toBe('2');
    expect(await phoneDialog.getByLabel('Cuota (€)').inputValue()).toBe('15,50');
    expect(await phoneDialog.getByLabel('Cierre de inscripción').inputValue()).toBe(`${cierre}T20:00`);
    await phoneDialog.getByLabel('Plazas').scrollIntoViewIfNeeded();
    await phone.page.screenshot({ path: 'e2e/screenshots/entries-form-360.png' });
    await phone.context.close();
  });

  it('two players fill the places, the third waits, a cancellation promotes them', async () => {
    const javier = await asPlayer(JAVIER);
    await javier.card.getByText('Quedan 2 plazas').waitFor();
    await javier.card.getByText('Cuota 15,50 €').waitFor();
    await javier.card.getByRole('button', { name: 'Inscribirse' }).click();
    await javier.card.getByText('Queda 1 plaza').waitFor();

    const lucia = await asPlayer(LUCIA, DESKTOP);
    await lucia.card.getByRole('button', { name: 'Inscribirse' }).click();
    await lucia.card.getByText('No quedan plazas').waitFor();

    const pablo = await asPlayer(PABLO);
    await pablo.card.getByRole('button', { name: 'Apuntarse a la lista de espera' }).click();
    await pablo.card.getByText('Lista de espera: puesto 1').waitFor();
    await pablo.card.getByRole('button', { name: 'Salir de la lista de espera' }).waitFor();
    await hideToasts(pablo.page);
    await shoot(pablo.page, 'entries-card-waiting-360');
    await lucia.page.reload();
    await lucia.card.getByText('1 en lista de espera').waitFor();
    await hideToasts(lucia.page);
    await shoot(lucia.page, 'entries-card-full-1280');

    await javier.card.getByRole('button', { name: 'Cancelar Inscripción' }).click();
    await javier.card.getByRole('button', { name: 'Inscribirse' }).waitFor({ state: 'detached' });
    await javier.card.getByRole('button', { name: 'Apuntarse a la lista de espera' }).waitFor();

    await pablo.page.reload();
    await pablo.card.getByText('Inscrito', { exact: true }).waitFor();
    await pablo.card.getByRole('button', { name: 'Cancelar Inscripción' }).waitFor();
    for (const s of [javier, lucia, pablo]) await s.context.close();
  });

  it('the administrator ticks a fee paid and sees the totals', async () => {
    const { page } = admin;
    await page.goto(url(`/admin/torneos/${torneoId}`));
    await page.getByText('Pagado: 0,00 € de 31,00 €').waitFor();
    await page.getByRole('checkbox', { name: 'Lucía Fernández Gil: pagado' }).click();
    await page.getByText('Pagado: 15,50 € de 31,00 €').waitFor();
    await page.getByText('No quedan plazas').first().waitFor();
    await hideToasts(page);
    await shoot(page, 'entries-participants-1280');
    const phone = await newPage(browser, PHONE);
    await signInThroughForm(phone.page, server.baseUrl, ADMIN);
    await phone.page.goto(url(`/admin/torneos/${torneoId}`));
    await phone.page.getByText('Pagado: 15,50 € de 31,00 €').waitFor();
    await shoot(phone.page, 'entries-participants-360');
    await phone.context.close();
  });
});
