/**
 * /admin/torneos end to end from an EMPTY database (SEED=none, ADMIN_EMAIL/ADMIN_PASSWORD): the administrator sets up
 * a real tournament without touching SQL — a course with a men's tee (slope, course rating, 18 holes with unique
 * stroke indexes) and its copy for women, a tournament with both tees and a reductor of 85, three members and a
 * guest, playing handicaps recomputed, the points table edited, one participant's whole card typed in the quick
 * entry — and the standings show it.
 *
 * Playing handicaps by hand (design.md §7: index × slope / 113 + (course rating − par), × reductor / 100, rounded):
 *   men, Amarillas (slope 132, CR 71.8, par 72):
 *     Andrés 12.4 → 12.4 × 132 / 113 − 0.2 = 14.285 × 0.85 = 12.14 → 12
 *     Carlos  7.3 →  7.3 × 132 / 113 − 0.2 =  8.327 × 0.85 =  7.08 → 7
 *   women, Rojas (slope 127, CR 73.4, par 72):
 *     Beatriz 20.1 → 20.1 × 127 / 113 + 1.4 = 23.990 × 0.85 = 20.39 → 20
 *     Gina (guest) 15 → 15 × 127 / 113 + 1.4 = 18.258 × 0.85 = 15.52 → 16
 * Andrés's card: par everywhere but a bogey on hole 1 → 73 strokes, 12 received → net 61, −11 to par.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, shoot, shootTop } from './support/browser';
import { adminEnv, useClub, usePage } from './support/club';
import { startServer } from './support/server';
import { signInThroughForm } from './support/sign-in';
import { waitForToast as toast } from './support/toast';

const ADMIN = { email: 'capitan@club.test', password: 'capitan-1234' };
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const INDEXES = [7, 1, 15, 11, 3, 9, 17, 5, 13, 8, 2, 16, 12, 4, 10, 18, 6, 14];
const COURSE = 'Club de Golf La Moraleja';
const TOURNAMENT = 'Trofeo de Primavera';
const CARD = PARS.map((p, i) => (i === 0 ? p + 1 : p));

const club = useClub(() => startServer({ SEED: 'none', ...adminEnv(ADMIN) }));
const { url } = club;
const admin = usePage(club);
let torneoUrl = '';

/** The participants table as text rows: name, own handicap, playing handicap, points, group, holes. */
async function participantRows(page: Page): Promise<string[]> {
  const rows = page.getByRole('table', { name: 'Participantes' }).locator('tbody tr');
  return (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
}

describe('an administrator sets up a tournament from an empty club', () => {
  it('signs in and creates a course with a men’s tee and its copy for women', async () => {
    const { page } = admin;
    await signInThroughForm(page, club.server.baseUrl, ADMIN);

    await page.goto(url('/admin/campos'));
    await page.getByRole('button', { name: 'Nuevo campo' }).first().click();
    const courseDialog = page.getByRole('dialog', { name: 'Nuevo campo' });
    await courseDialog.getByLabel('Nombre').fill(COURSE);
    await courseDialog.getByLabel('Ubicación').fill('Alcobendas');
    await courseDialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Campo creado', COURSE);

    await page.getByRole('button', { name: 'Nuevo tipo de salida' }).click();
    const teeDialog = page.getByRole('dialog', { name: 'Nuevo tipo de salida' });
    await teeDialog.getByLabel('Nombre').fill('Amarillas');
    await teeDialog.getByLabel('Slope', { exact: true }).fill('132');
    await teeDialog.getByLabel('Course rating', { exact: true }).fill('71.8');
    await teeDialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Tipo de salida creado', 'Amarillas');
    await page.getByRole('form', { name: 'Hoyos de Amarillas', exact: true }).waitFor();
    for (let n = 1; n <= 18; n++) {
      await page.getByLabel(`Par del hoyo ${n}`, { exact: true }).fill(String(PARS[n - 1]));
      await page.getByLabel(`Hándicap del hoyo ${n}`, { exact: true }).fill(String(INDEXES[n - 1]));
    }
    await page.getByRole('button', { name: 'Guardar hoyos' }).click();
    await toast(page, 'Hoyos guardados', 'Amarillas: par 72');

    await page.getByRole('button', { name: 'Duplicar Amarillas' }).click();
    await toast(page, 'Tipo de salida duplicado', 'Amarillas (Copia)');
    await page.getByRole('button', { name: 'Editar Amarillas (Copia)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar tipo de salida' });
    await dialog.getByLabel('Nombre').fill('Rojas');
    await dialog.getByLabel('Slope', { exact: true }).fill('127');
    await dialog.getByLabel('Course rating', { exact: true }).fill('73.4');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Tipo de salida actualizado', 'Rojas');
  });

  it('creates the tournament with both tees and a reductor of 85 through the form of T§4', async () => {
    const { page } = admin;
    await page.goto(url('/admin/torneos'));
    await page.getByText('Todavía no hay torneos').waitFor();
    await page.getByRole('button', { name: 'Nuevo torneo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo torneo' });
    // The new form's defaults (T§4).
    expect(await dialog.getByLabel('Modalidad').inputValue()).toBe('individual_por_golpes');
    expect(await dialog.getByLabel('Método de desempate').inputValue()).toBe('puntuacion_media');
    expect(await dialog.getByLabel('Límite de golpes por hoyo').inputValue()).toBe('5');
    expect(await dialog.getByLabel('Reductor de hándicap (%)').inputValue()).toBe('100');
    expect(await dialog.getByRole('checkbox', { name: /Activo/ }).getAttribute('data-state')).toBe('checked');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Por favor complete todos los campos requeridos').first().waitFor();

    await dialog.getByLabel('Nombre *').fill(TOURNAMENT);
    await dialog.getByLabel('Fecha de juego *').fill('2030-04-26');
    await dialog.getByLabel('Campo *').selectOption({ label: `${COURSE} (Alcobendas)` });
    await dialog.getByLabel('Salida hombres').selectOption({ label: 'Amarillas (slope 132)' });
    await dialog.getByLabel('Salida mujeres').selectOption({ label: 'Rojas (slope 127)' });
    // A modality without strokes has no limit; back to 'por golpes' the limit is 5 again.
    await dialog.getByLabel('Modalidad').selectOption('matchplay_individual');
    expect(await dialog.getByLabel('Límite de golpes por hoyo').count()).toBe(0);
    await dialog.getByLabel('Modalidad').selectOption('individual_por_golpes');
    expect(await dialog.getByLabel('Límite de golpes por hoyo').inputValue()).toBe('5');
    await dialog.getByLabel('Reductor de hándicap (%)').fill('201');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El reductor debe estar entre 0 y 200').waitFor();
    await dialog.getByLabel('Reductor de hándicap (%)').fill('85');
    await dialog.getByLabel('Descripción').fill('Medal a 18 hoyos, salidas desde las 08:00.');
    await shoot(page, 'admin-torneo-form-desktop');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Torneo creado', TOURNAMENT);
    await page.getByRole('heading', { name: TOURNAMENT }).waitFor();
    torneoUrl = page.url();
    expect(torneoUrl).toMatch(/\/admin\/torneos\/[0-9a-f-]{36}$/);
    await page.getByText('No hay participantes inscritos en este torneo').waitFor();
  });

  it('adds three members (two at once, one with a reference handicap) and a guest', async () => {
    const { page } = admin;
    for (const player of [
      { nombre: 'Andrés Ruiz', handicap: 12.4, sexo: 'hombre' },
      { nombre: 'Beatriz Sanz', handicap: 20.1, sexo: 'mujer' },
      { nombre: 'Carlos Vidal', handicap: null, sexo: 'hombre' },
    ]) {
      const res = await page.request.post(url('/api/admin/players'), {
        headers: { origin: club.server.baseUrl },
        data: { ...player, fecha_nacimiento: '1980-01-01' },
      });
      expect(res.status()).toBe(201);
    }
    await page.reload();
    await page.getByRole('button', { name: 'Añadir jugadores' }).click();
    const members = page.getByRole('dialog', { name: 'Añadir jugadores' });
    await members.getByLabel('Buscar jugador').fill('andres');
    await members.getByRole('checkbox', { name: 'Andrés Ruiz' }).click();
    await members.getByLabel('Buscar jugador').fill('');
    await members.getByRole('checkbox', { name: 'Beatriz Sanz' }).click();
    await shoot(page, 'admin-torneo-jugadores-desktop');
    await members.getByRole('button', { name: 'Añadir 2 jugadores' }).click();
    await toast(page, '2 jugadores añadidos');

    // 'Marcar todos' marks every player the search shows who is not enrolled yet (here: Carlos).
    await page.getByRole('button', { name: 'Añadir jugadores' }).click();
    await members.getByLabel('Buscar jugador').fill('vidal');
    await members.getByRole('button', { name: 'Marcar todos (1)' }).click();
    expect(await members.getByRole('checkbox', { name: 'Carlos Vidal' }).getAttribute('data-state')).toBe(
      'checked',
    );
    await members.getByLabel('Hándicap de referencia (opcional)').fill('7.3');
    await members.getByRole('button', { name: 'Añadir', exact: true }).click();
    await toast(page, 'Jugador añadido');

    await page.getByRole('button', { name: 'Añadir invitado' }).click();
    const guest = page.getByRole('dialog', { name: 'Añadir invitado' });
    await guest.getByLabel('Nombre').fill('Gina Invitada');
    await guest.getByLabel('Hándicap').fill('');
    await guest.getByLabel('Sexo').selectOption('mujer');
    await guest.getByRole('button', { name: 'Añadir invitado' }).click();
    await guest.getByText('El handicap debe ser un número válido').waitFor();
    await guest.getByLabel('Hándicap').fill('15');
    await guest.getByRole('button', { name: 'Añadir invitado' }).click();
    await toast(page, 'Invitado añadido', 'Gina Invitada');

    await expect
      .poll(() => participantRows(page))
      .toEqual([
        'Andrés Ruiz H 12,4 12 Incluido — 0 —',
        'Beatriz Sanz M 20,1 20 Incluido — 0 —',
        'Carlos Vidal H 7,3 7 Incluido — 0 —',
        'Gina Invitada M Invitado 15 16 Excluido — 0 —',
      ]);
  });

  it('edits a playing handicap, refuses a wrong one, and recomputes all with the rules engine', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Editar hándicap de juego de Andrés Ruiz' }).click();
    await page.getByLabel('Hándicap de juego de Andrés Ruiz').fill('doce');
    await page.getByRole('button', { name: 'Guardar hándicap' }).click();
    await page.getByText('Por favor ingrese un hándicap válido').waitFor();
    await page.setViewportSize(PHONE);
    await shootTop(page, 'admin-torneo-editor-hj-phone');
    await page.setViewportSize(DESKTOP);
    await page.getByLabel('Hándicap de juego de Andrés Ruiz').fill('30');
    await page.getByRole('button', { name: 'Guardar hándicap' }).click();
    await expect
      .poll(async () => (await participantRows(page))[0])
      .toBe('Andrés Ruiz H 12,4 30 fijado a mano Quitar fijado Incluido — 0 —');
    // The guest counts for points after the toggle.
    await page.getByRole('button', { name: 'Gina Invitada: Excluido en puntos' }).click();
    await page.getByRole('button', { name: 'Gina Invitada: Incluido en puntos' }).waitFor();

    // Set by hand: kept by 'Recalcular' until 'Quitar fijado'.
    await page.getByRole('button', { name: 'Recalcular hándicaps de juego' }).click();
    await toast(page, 'Hándicaps de juego recalculados', '0 participantes actualizados');
    expect((await participantRows(page))[0]).toBe(
      'Andrés Ruiz H 12,4 30 fijado a mano Quitar fijado Incluido — 0 —',
    );
    await page.setViewportSize(PHONE);
    await shootTop(page, 'admin-torneo-fijado-phone');
    await page.setViewportSize(DESKTOP);
    await shootTop(page, 'admin-torneo-fijado-desktop');
    await page.getByRole('button', { name: 'Quitar fijado del hándicap de juego de Andrés Ruiz' }).click();
    const andres = page.getByRole('button', { name: 'Editar hándicap de juego de Andrés Ruiz' });
    await expect.poll(() => andres.getAttribute('title')).toBe('Hándicap 12,4 · Amarillas · HC 14 · HJ 12');
    await expect
      .poll(() => participantRows(page))
      .toEqual([
        'Andrés Ruiz H 12,4 12 Incluido — 0 —',
        'Beatriz Sanz M 20,1 20 Incluido — 0 —',
        'Carlos Vidal H 7,3 7 Incluido — 0 —',
        'Gina Invitada M Invitado 15 16 Incluido — 0 —',
      ]);
    await shootTop(page, 'admin-torneo-desktop');
  });

  it('edits the points table and keeps it after a reload', async () => {
    const { page } = admin;
    const first = page.getByLabel('Puntos posición 1º', { exact: true });
    await expect.poll(() => first.inputValue()).toBe('40');
    await first.fill('45.25');
    await page.getByRole('button', { name: 'Guardar puntos' }).click();
    await page.getByText('Los puntos deben ir de 0,5 en 0,5').waitFor();
    await first.fill('45.5');
    await page.getByLabel('Puntos posición 21º+', { exact: true }).fill('8');
    await page.getByRole('button', { name: 'Guardar puntos' }).click();
    await toast(page, 'Configuración guardada');
    await page.reload();
    // Shown as the club writes it: a decimal comma.
    await expect.poll(() => page.getByLabel('Puntos posición 1º', { exact: true }).inputValue()).toBe('45,5');
    expect(await page.getByLabel('Puntos posición 21º+', { exact: true }).inputValue()).toBe('8');
  });

  it('types Andrés’s whole card in the quick entry with Enter, and the standings show it', async () => {
    const { page } = admin;
    await page.goto(url('/admin/torneos'));
    await page.getByLabel('Torneo', { exact: true }).selectOption({ label: `${TOURNAMENT} · 26/04/2030` });
    await page.getByLabel('Participante').selectOption({ label: 'Andrés Ruiz' });
    await page.getByLabel('Hoyo 1', { exact: true }).click();
    await page.getByLabel('Hoyo 1', { exact: true }).fill('16');
    await page.getByText('Los golpes deben estar entre 1 y 15').waitFor();
    for (const strokes of CARD) {
      await page.keyboard.press('Control+A');
      await page.keyboard.type(String(strokes));
      await page.keyboard.press('Enter');
    }
    // Enter on hole 18 saves; the next participant (by name) comes up with an empty card.
    await toast(page, 'Resultados guardados', 'Andrés Ruiz');
    await page.getByText('Beatriz Sanz · sin partida (se creará una al guardar) · Total 0').waitFor();
    await shootTop(page, 'admin-torneos-desktop');

    await page.goto(torneoUrl);
    await expect
      .poll(async () => (await participantRows(page))[0])
      .toBe('Andrés Ruiz H 12,4 12 Incluido Partida 1 18 —');
    await page.getByRole('link', { name: 'Ver resultados' }).click();
    await page.waitForURL(/\/clasificacion\?torneo=/);
    const list = page.getByRole('list', { name: 'Clasificación' });
    await list.waitFor();
    await expect
      .poll(async () => (await list.locator(':scope > li').first().innerText()).replace(/\s+/g, ' '))
      .toMatch(/^1 .*Andrés Ruiz.* HCP 12 18\/18 -11/);
    await shoot(page, 'admin-torneo-clasificacion-desktop');
  });

  it('asks before changing the reductor or the tie method of a tournament with results; deleting it is refused', async () => {
    const { page } = admin;
    await page.goto(torneoUrl);
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar torneo' });
    await dialog.getByLabel('Reductor de hándicap (%)').fill('100');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Cambiar la clasificación?' });
    await confirm.getByText(/cambiarán la clasificación y los puntos de liga/).waitFor();
    await confirm.getByRole('button', { name: 'Guardar cambios' }).click();
    await toast(page, 'Torneo actualizado', TOURNAMENT);
    // Reductor 100: Andrés 14.28 → 14.
    await expect
      .poll(async () => (await participantRows(page))[0])
      .toBe('Andrés Ruiz H 12,4 14 Incluido Partida 1 18 —');
    await shoot(page, 'admin-torneo-confirm-reductor-desktop');

    // The tie method moves the standings and the league points too: the same question, without the handicaps.
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await dialog.getByLabel('Método de desempate').selectOption('desempate_handicap');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await confirm
      .getByText(
        'Este torneo ya tiene resultados. Al cambiar las salidas, el reductor, el límite de golpes o el método de desempate cambiarán la clasificación y los puntos de liga.',
      )
      .waitFor();
    await shoot(page, 'admin-torneo-confirm-desempate-desktop');
    await page.setViewportSize(PHONE);
    await shoot(page, 'admin-torneo-confirm-desempate-phone');
    await page.setViewportSize(DESKTOP);
    await confirm.getByRole('button', { name: 'Guardar cambios' }).click();
    await toast(page, 'Torneo actualizado', TOURNAMENT);
    await page.getByText('Desempate por hándicap').first().waitFor();

    await page.getByRole('button', { name: 'Eliminar torneo' }).click();
    await page
      .getByRole('alertdialog', { name: 'No se puede eliminar' })
      .getByText('No se puede eliminar el torneo: tiene resultados registrados y se perdería el historial')
      .waitFor();
    await page.getByRole('button', { name: 'Entendido' }).click();
  });

  it('works on a 360 px phone', async () => {
    const phone = await newPage(club.browser, PHONE);
    const cookies = await admin.context.cookies();
    await phone.context.addCookies(cookies);
    await phone.page.goto(url('/admin/torneos'));
    await phone.page.getByRole('link', { name: new RegExp(TOURNAMENT) }).waitFor();
    await phone.page.getByLabel('Buscar torneos').fill('moraleja');
    await phone.page.getByRole('link', { name: new RegExp(TOURNAMENT) }).waitFor();
    await phone.page.getByLabel('Buscar torneos').fill('matchplay');
    await phone.page.getByText('No se encontraron torneos que coincidan con tu búsqueda').waitFor();
    await phone.page.getByLabel('Buscar torneos').fill('');
    await phone.page
      .getByLabel('Torneo', { exact: true })
      .selectOption({ label: `${TOURNAMENT} · 26/04/2030` });
    await phone.page.getByLabel('Participante').selectOption({ label: 'Beatriz Sanz' });
    await phone.page.getByLabel('Hoyo 1', { exact: true }).fill('5');
    await phone.page.getByLabel('Hoyo 2', { exact: true }).fill('4');
    await shootTop(phone.page, 'admin-torneos-phone');
    await phone.page.goto(torneoUrl);
    await phone.page.getByRole('table', { name: 'Participantes' }).waitFor();
    await shootTop(phone.page, 'admin-torneo-phone');
    await phone.page.getByRole('button', { name: 'Editar', exact: true }).click();
    await phone.page.getByRole('dialog', { name: 'Editar torneo' }).waitFor();
    await shoot(phone.page, 'admin-torneo-form-phone');
    await phone.context.close();
  });
});
