/**
 * Personal games end to end (decision record 006): create with a registered player and a guest, edit, score, live view of
 * another participant, standings checked against values computed by hand, validation lock, delete.
 *
 * Card computed by hand. Course 'Club de Golf La Dehesa', first tee Amarillas: slope 132, course rating 71.8, par 72.
 * Game handicaps (design.md §7): Javier 18.4 × 132 / 113 − 0.2 = 21.29 → 21; Lucía 8.7 → 9.96 → 10 (edited to 12);
 * guest Pepe 10.0 → 11.48 → 11.
 * Holes 1–3: par 4, 4, 3 with stroke index 7, 1, 15.
 *   strokes          Javier 5 6 3    Lucía 4 5 2    Pepe 6 5 4
 *   received         2 on SI ≤ 3, 1 elsewhere: 1 2 1 · Lucía (12): 1 1 0 · Pepe (11): 1 1 0
 *   net to par       Javier 0 0 -1 = -1 · Lucía -1 0 -1 = -2 · Pepe +1 0 +1 = +2
 *   scratch          Javier 14 − 11 = +3 · Lucía 11 − 11 = PAR · Pepe 15 − 11 = +4
 * Then Pepe scores 6 on hole 4 (par 5, stroke index 11, he receives 1): net to par 0, scratch +1 → Pepe +2 / +5.
 * Handicap ranking: Lucía -2, Javier -1, Pepe +2. Scratch ranking: Lucía PAR, Javier +3, Pepe +5.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, shoot } from './support/browser';
import { useClub } from './support/club';
import { startServer } from './support/server';
import { signInThroughForm } from './support/sign-in';

const club = useClub(() => startServer({ SEED: 'demo' }));

function signIn(page: Page, email: string) {
  return signInThroughForm(page, club.server.baseUrl, { email, password: 'pena1234' });
}

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

async function chooseOption(page: Page, combobox: string, option: RegExp) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).click();
}

async function goToHole(page: Page, hole: number) {
  await chooseOption(page, 'Hoyo', new RegExp(`^Hoyo ${hole} ·`));
  await page.getByRole('list', { name: `Resultados del hoyo ${hole}` }).waitFor();
}

async function enterStrokes(page: Page, hole: number, nombre: string, golpes: number) {
  await goToHole(page, hole);
  await page
    .getByRole('list', { name: `Resultados del hoyo ${hole}` })
    .getByRole('button', { name: new RegExp(nombre) })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Seleccionar resultado' });
  await dialog.getByRole('button', { name: new RegExp(`^${golpes}( |$)`) }).click();
  await toast(page, `Resultado del hoyo ${hole} guardado correctamente`);
  await dialog.waitFor({ state: 'hidden' });
}

async function standings(page: Page): Promise<string[]> {
  const items = page.getByRole('list', { name: 'Clasificación' }).locator(':scope > li');
  return (await items.allInnerTexts()).map(
    (t) => t.replace(/\s+/g, ' ').trim().split(' Resultados por Hoyo')[0]!,
  );
}

async function expandedDetail(page: Page, nombre: string): Promise<string> {
  const item = page.getByRole('list', { name: 'Clasificación' }).locator(':scope > li', { hasText: nombre });
  return (await item.innerText()).replace(/\s+/g, ' ').trim();
}

describe('personal games in a real browser', () => {
  it('create, edit, score, follow live, standings by hand, validate, delete', async () => {
    const { context, page } = await newPage(club.browser, PHONE);
    await signIn(page, 'jugador@pena.golf');

    // JUGAR: the demo player plays today's 'Torneo del Sábado', so it opens his group's score entry (decision record 032;
    // e2e/jugar.e2e.ts). Mis Partidas, with his upcoming game, from Mi Área.
    await page.getByRole('button', { name: 'JUGAR' }).click();
    await page.waitForURL(new RegExp(`^${club.server.baseUrl}/introduccion-datos/[0-9a-f-]+$`));
    await page.goto(`${club.server.baseUrl}/mis-partidas`);
    await page.getByRole('article', { name: 'Partida con Roberto' }).waitFor();
    await shoot(page, 'mis-partidas-phone');

    // Create: validation messages first.
    await page.getByRole('link', { name: 'Crear Partida' }).first().click();
    await page.waitForURL(`${club.server.baseUrl}/crear-partida-personal`);
    await page.getByRole('button', { name: 'Crear Partida' }).click();
    await toast(page, 'Completa todos los campos de la partida');
    await page.getByLabel('Nombre').first().fill('Partida e2e');
    await chooseOption(page, 'Campo de golf', /Club de Golf La Dehesa/);
    await page.getByLabel('Fecha').fill('2026-11-22');
    await page.getByLabel('Hora de salida').fill('10:30');
    await page.getByRole('button', { name: /Eliminar a Javier Martín López/ }).click();
    await toast(page, 'No puedes eliminarte de tu propia partida');
    await chooseOption(page, 'Añadir jugador', /^Lucía Fernández Gil \(H: 8,7\)$/);
    await page.getByRole('button', { name: 'Invitado', exact: true }).click();
    const guest = page.getByRole('group', { name: 'Invitado' });
    await guest.getByRole('button', { name: 'Añadir' }).click();
    await toast(page, 'Introduce el nombre del invitado');
    await guest.getByLabel('Nombre').fill('Pepe');
    await guest.getByLabel('Hándicap').fill('10');
    await guest.getByRole('button', { name: 'Añadir' }).click();
    await page.getByRole('heading', { name: 'Participantes (3)' }).waitFor();
    await shoot(page, 'crear-partida-phone');
    await page.getByRole('button', { name: 'Crear Partida' }).click();
    await toast(page, 'Partida personal creada correctamente');
    await page.waitForURL(`${club.server.baseUrl}/mis-partidas`);

    // Edit: the name and Lucía's game handicap (computed 10 → 12).
    const card = page.getByRole('article', { name: 'Partida e2e' });
    await card.getByRole('link', { name: 'Editar partida' }).click();
    await page.waitForURL(/\/editar-partida-personal\//);
    await page.getByLabel('Nombre').first().fill('Partida e2e del domingo');
    await page.getByRole('button', { name: /Hándicap de juego de Lucía Fernández Gil: 10\. Editar/ }).click();
    const hcp = page.getByRole('textbox', { name: 'Hándicap de juego de Lucía Fernández Gil' });
    await hcp.fill('12');
    await hcp.press('Enter');
    await page
      .getByRole('button', { name: /Hándicap de juego de Lucía Fernández Gil: 12\. Editar/ })
      .waitFor();
    await shoot(page, 'editar-partida-phone');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await toast(page, 'Partida actualizada correctamente');
    await page.waitForURL(`${club.server.baseUrl}/mis-partidas`);

    // Open the game.
    await page
      .getByRole('article', { name: 'Partida e2e del domingo' })
      .getByRole('link', { name: 'Partida e2e del domingo' })
      .click();
    await page.waitForURL(/\/partida-personal\//);
    const gameUrl = page.url();

    // Lucía watches from another browser.
    const lucia = await newPage(club.browser, DESKTOP);
    await signIn(lucia.page, 'lucia.fernandez.gil@pena.golf');
    await lucia.page.goto(gameUrl);
    await lucia.page.getByRole('list', { name: 'Resultados del hoyo 1' }).waitFor();

    // Strokes on holes 1–3.
    const card1: Array<[string, number[]]> = [
      ['Javier Martín López', [5, 6, 3]],
      ['Lucía Fernández Gil', [4, 5, 2]],
      ['Pepe', [6, 5, 4]],
    ];
    for (const [nombre, strokes] of card1) {
      for (const [i, golpes] of strokes.entries()) await enterStrokes(page, i + 1, nombre, golpes);
    }
    await goToHole(page, 2);
    await shoot(page, 'partida-entrada-phone');

    // Lucía saw hole 1 arrive without reloading, and cannot change it.
    const luciaRows = lucia.page.getByRole('list', { name: 'Resultados del hoyo 1' });
    await expect
      .poll(async () => (await luciaRows.locator(':scope > li').allInnerTexts()).join(' | '))
      .toMatch(
        /Javier Martín López[\s\S]*5[\s\S]*\|[\s\S]*Lucía Fernández Gil[\s\S]*4[\s\S]*\|[\s\S]*Pepe[\s\S]*6/,
      );
    expect(await luciaRows.getByRole('button').count()).toBe(0);
    expect(await lucia.page.getByRole('button', { name: 'Validar Resultados' }).count()).toBe(0);
    // …and a stroke saved now reaches her live.
    await chooseOption(lucia.page, 'Hoyo', /^Hoyo 4 ·/);
    await enterStrokes(page, 4, 'Pepe', 6);
    await lucia.page.getByRole('list', { name: 'Resultados del hoyo 4' }).getByText('Bogey').waitFor();

    // Standings, handicap mode.
    await page.getByRole('tab', { name: 'Clasificación' }).click();
    await page.getByRole('button', { name: 'Hándicap' }).waitFor();
    const hcpRows = await standings(page);
    expect(hcpRows[0]).toMatch(/^1 LF Lucía Fernández Gil HCP 12 3\/18 -2$/);
    expect(hcpRows[1]).toMatch(/^2 JM Javier Martín López HCP 21 3\/18 -1$/);
    expect(hcpRows[2]).toMatch(/^3 P Pepe HCP 11 4\/18 \+2$/);
    await page
      .getByRole('list', { name: 'Clasificación' })
      .getByRole('button', { name: /Javier Martín López/ })
      .click();
    await page.getByText('* Recibe golpe de hándicap').waitFor();
    // Grid cells: strokes, net to par per hole ('E'), '*' where a handicap stroke is received; then the totals.
    const javier = await expandedDetail(page, 'Javier Martín López');
    expect(javier).toContain('Resultados por Hoyo 1 * 5 E 2 * 6 E 3 * 3 -1 4 * –');
    expect(javier).toContain('Golpes Brutos 14 Golpes Netos 10 Hándicap de Juego 21 Resultado vs Par -1');
    await shoot(page, 'clasificacion-handicap-phone');
    await lucia.page.getByRole('tab', { name: 'Clasificación' }).click();
    await shoot(lucia.page, 'clasificacion-desktop');

    // Scratch mode.
    await page.getByRole('button', { name: 'Scratch' }).click();
    const scratchRows = await standings(page);
    expect(scratchRows[0]).toMatch(/^1 LF Lucía Fernández Gil HCP 12 3\/18 PAR$/);
    expect(scratchRows[1]).toMatch(/^2 JM Javier Martín López HCP 21 3\/18 \+3$/);
    expect(scratchRows[2]).toMatch(/^3 P Pepe HCP 11 4\/18 \+5$/);
    expect(await expandedDetail(page, 'Javier Martín López')).toContain(
      'Golpes Brutos 14 Golpes Netos 10 Hándicap de Juego 21 Resultado vs Par +3',
    );

    // Validate: the card locks, for the creator and (live) for Lucía.
    await page.getByRole('tab', { name: 'Introducir Resultados' }).click();
    await page.getByRole('button', { name: 'Validar Resultados' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Validar resultados?' });
    await confirm
      .getByText(
        'Una vez validados los resultados, no se podrán modificar. ¿Estás seguro de que quieres continuar?',
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Validar' }).click();
    await toast(page, 'Resultados validados');
    await page.getByRole('status').getByText('Resultados validados').waitFor();
    expect(await page.getByRole('button', { name: 'Validar Resultados' }).count()).toBe(0);
    expect(
      await page
        .getByRole('list', { name: /Resultados del hoyo/ })
        .getByRole('button')
        .count(),
    ).toBe(0);
    await shoot(page, 'partida-validada-phone');
    await lucia.page.getByRole('tab', { name: 'Introducir Resultados' }).click();
    await lucia.page.getByRole('status').getByText('Resultados validados').waitFor();
    // The server refuses a write after validation, whoever sends it.
    const gameId = gameUrl.split('/').pop()!;
    const refused = await page.evaluate(async (id) => {
      const detail = (await (await fetch(`/api/personal-games/${id}`)).json()) as {
        participantes: { id: string }[];
      };
      const res = await fetch(`/api/personal-games/${id}/scores`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ participante_id: detail.participantes[0]!.id, numero_hoyo: 5, golpes: 4 }),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    }, gameId);
    expect(refused).toEqual({
      status: 409,
      body: {
        error: {
          code: 'SCORES_LOCKED',
          message: 'No se pueden modificar los resultados de una partida validada',
        },
      },
    });

    // Delete.
    await page.goto(`${club.server.baseUrl}/mis-partidas`);
    await page
      .getByRole('article', { name: 'Partida e2e del domingo' })
      .getByRole('button', { name: 'Borrar partida' })
      .click();
    await page
      .getByText('¿Estás seguro de que quieres borrar esta partida? Esta acción no se puede deshacer.')
      .waitFor();
    await shoot(page, 'borrar-partida-phone');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Borrar' }).click();
    await toast(page, 'Partida borrada correctamente');
    await page.getByRole('article', { name: 'Partida e2e del domingo' }).waitFor({ state: 'detached' });
    await lucia.page.goto(gameUrl);
    await lucia.page.getByText('Partida no encontrada').waitFor();

    await lucia.context.close();
    await context.close();
  });

  it('screens at desktop size, and the standings redirect for personal games', async () => {
    const { context, page } = await newPage(club.browser, DESKTOP);
    await signIn(page, 'jugador@pena.golf');
    await page.goto(`${club.server.baseUrl}/mis-partidas`);
    await page.getByRole('article', { name: 'Partida del domingo' }).waitFor();
    await shoot(page, 'mis-partidas-desktop');
    await page
      .getByRole('article', { name: 'Partida del domingo' })
      .getByRole('link', { name: 'Partida del domingo' })
      .click();
    await page.waitForURL(/\/partida-personal\//);
    const id = page.url().split('/').pop()!;
    await page.getByRole('tab', { name: 'Clasificación' }).click();
    await page.getByRole('list', { name: 'Clasificación' }).waitFor();
    await shoot(page, 'partida-clasificacion-desktop');
    await page.goto(`${club.server.baseUrl}/clasificacion/${id}`);
    await page.waitForURL(`${club.server.baseUrl}/partida-personal/${id}`);
    await page.goto(`${club.server.baseUrl}/crear-partida-personal`);
    await page.getByRole('heading', { name: 'Participantes (1)' }).waitFor();
    await shoot(page, 'crear-partida-desktop');
    await context.close();
  });
});
