/**
 * A club's Saturday competition from an EMPTY club (SEED=none, ADMIN_EMAIL/ADMIN_PASSWORD), all through the screens
 * in a real browser: the administrator imports the club's 14 players from its sheet, creates the course and its tee
 * (18 holes typed in the grid), the tournament (Stableford, 'Cierre de inscripción' the day before at 20:00,
 * 'Plazas' 12), its categories '1ª', '2ª' and 'Damas' with 'Premios no acumulables' and a 'Bola más cercana' on the
 * par-3 hole 7; invites three members, who create their accounts from the link; enrols eleven, the three enrol
 * themselves (Jorge takes the last place, Julia and Manuela go to the 'Lista de espera'); Jorge cancels before the
 * close and Julia, first waiting, is promoted; generates and publishes the groups; types the twelve cards in the quick entry; records the closest to
 * the pin from a group's score entry; reads the standings ('Premiados') and the results PDF the standings export.
 * The API is only read, to check what the screens did.
 *
 * The tee: slope 113, course rating 72 = par 72, so the course handicap is the index; Stableford plays 95 %
 * (the form's default for the format): playing handicap = round(index × 0,95).
 * Every card is the par plus one stroke on holes 1, 2, 3… and a second one from hole 1 again past 18 ("over"):
 * never more than par + 2 on a hole, so no hole scores below 0 points and the Stableford total is
 * 36 + playing handicap − over (the stroke indexes decide on which holes the points fall, not the total).
 *
 *   player                 sex  index  HJ  over  points   category
 *   Alberto Gómez Ruiz      H    4,2    4    5     35      1ª
 *   Carlos Martín Sanz      H    8,7    8    6     38      1ª
 *   Diego Navarro Gil       H   11,3   11   14     33      1ª
 *   Emilio Castro León      H   14,0   13   18     31      1ª
 *   Beatriz Vega Ramos      M   10,4   10    6     40      1ª, Damas
 *   Dolores Pérez Vidal     M   13,8   13   19     30      1ª, Damas
 *   Gonzalo Ortiz Molina    H   18,5   18   20     34      2ª
 *   Héctor Serrano Cano     H   22,1   21   28     29      2ª
 *   Luis Moreno Iglesias    H   16,2   15   14     37      2ª
 *   Francisca Romero Díaz   M   20,3   19   23     32      2ª, Damas
 *   Inés Delgado Prieto     M   26,0   25   20     41      2ª, Damas
 *   Julia Herrero Blanco    M   17,5   17   17     36      2ª, Damas (promoted from the waiting list)
 *   Jorge Marín Suárez      H    9,6    9    —      —      enrolled, then cancelled
 *   Manuela Rubio Méndez    M   31,2   30    —      —      waiting list, puesto 1 at the end
 *
 * Categories in the club's order (the order prizes are given): '1ª' hasta 15,4 (2 prizes), '2ª' desde 15,5
 * (2 prizes), 'Damas' (2 prizes), not accumulating.
 *   1ª: Beatriz 40, Carlos 38, Alberto 35, Diego 33, Emilio 31, Dolores 30 → 1º Beatriz, 2º Carlos.
 *   2ª: Inés 41, Luis 37, Julia 36, Gonzalo 34, Francisca 32, Héctor 29 → 1º Inés, 2º Luis.
 *   Damas: Inés 41 (premiada en 2ª), Beatriz 40 (premiada en 1ª), Julia 36, Francisca 32, Dolores 30
 *          → 1º Julia, 2º Francisca.
 * 'Bola más cercana' on hole 7: Dolores Pérez Vidal at 1,92 m.
 */
import fs from 'node:fs';
import iconv from 'iconv-lite';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { todayInTimeZone } from '@/shared/domain';
import { ZAdminTournament } from '@/shared/schemas/admin-tournaments';
import { lines, readPdf } from '@/server/modules/papers/test-fixtures';
import { apiOf } from './support/api';
import { newPage, PHONE, shootBoth } from './support/browser';
import { startEmptyClub, useClub, usePage } from './support/club';
import { goToHole } from './support/scorecard';
import { signInThroughForm } from './support/sign-in';
import { waitForToast as toast, withoutToasts } from './support/toast';

const ADMIN = { email: 'capitan@club.test', password: 'capitan-1234' };
const SCREEN = { width: 1280, height: 800 };
const SIZES = { phone: { width: 360, height: 800 }, desktop: SCREEN };
const COURSE = 'Club de Golf Los Almendros';
const TOURNAMENT = 'Sábado de la peña';
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const INDEXES = [7, 1, 15, 11, 3, 9, 17, 5, 13, 8, 2, 16, 12, 4, 10, 18, 6, 14];
const PRIZE_HOLE = 7;

interface Player {
  nombre: string;
  sexo: 'Hombre' | 'Mujer';
  indice: string;
  /** Playing handicap: round(index × 0,95). */
  hj: number;
  /** Strokes over par on the card (null: does not play). */
  over: number | null;
  /** 36 + hj − over. */
  puntos: number | null;
}
const player = (
  nombre: string,
  sexo: Player['sexo'],
  indice: string,
  hj: number,
  over: number | null,
): Player => ({ nombre, sexo, indice, hj, over, puntos: over === null ? null : 36 + hj - over });

const ALBERTO = player('Alberto Gómez Ruiz', 'Hombre', '4,2', 4, 5);
const CARLOS = player('Carlos Martín Sanz', 'Hombre', '8,7', 8, 6);
const DIEGO = player('Diego Navarro Gil', 'Hombre', '11,3', 11, 14);
const EMILIO = player('Emilio Castro León', 'Hombre', '14,0', 13, 18);
const BEATRIZ = player('Beatriz Vega Ramos', 'Mujer', '10,4', 10, 6);
const DOLORES = player('Dolores Pérez Vidal', 'Mujer', '13,8', 13, 19);
const GONZALO = player('Gonzalo Ortiz Molina', 'Hombre', '18,5', 18, 20);
const HECTOR = player('Héctor Serrano Cano', 'Hombre', '22,1', 21, 28);
const FRANCISCA = player('Francisca Romero Díaz', 'Mujer', '20,3', 19, 23);
const LUIS = player('Luis Moreno Iglesias', 'Hombre', '16,2', 15, 14);
const INES = player('Inés Delgado Prieto', 'Mujer', '26,0', 25, 20);
const JULIA = player('Julia Herrero Blanco', 'Mujer', '17,5', 17, 17);
const JORGE = player('Jorge Marín Suárez', 'Hombre', '9,6', 9, null);
const MANUELA = player('Manuela Rubio Méndez', 'Mujer', '31,2', 30, null);

/** Enrolled by the administrator. */
const BY_ADMIN = [ALBERTO, CARLOS, DIEGO, EMILIO, BEATRIZ, DOLORES, GONZALO, HECTOR, FRANCISCA, LUIS, INES];
/** Invited, they create their accounts and enrol themselves, in this order. */
const BY_THEMSELVES = [JORGE, JULIA, MANUELA];
const EVERYBODY = [...BY_ADMIN, ...BY_THEMSELVES];
/** Who plays: Jorge cancelled, Manuela is still waiting. */
const FIELD = EVERYBODY.filter((p) => p.over !== null);

/** The card: par plus one stroke on each hole from hole 1, a second from hole 1 again past 18. */
const card = (over: number) => PARS.map((par, i) => par + Math.floor(over / 18) + (i < over % 18 ? 1 : 0));

/** The club's sheet as Excel saves it on a Spanish Windows ('Importar jugadores'). */
const SHEET = iconv.encode(
  [
    'Nombre;Sexo;Hándicap;Fecha de nacimiento',
    ...EVERYBODY.map((p, i) => `${p.nombre};${p.sexo};${p.indice};${10 + i}/03/1968`),
  ].join('\r\n') + '\r\n',
  'win1252',
);

/**
 * The next Saturday at least two days ahead (the club's day, Madrid), and its close: the Friday at 20:00 (ahead of
 * now whatever the hour). `viernes`: the Friday's day of the month.
 */
function nextSaturday(): { fecha: string; cierre: string; viernes: number } {
  const [y, m, d] = todayInTimeZone(new Date(), 'Europe/Madrid').split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const day = new Date(Date.UTC(y, m - 1, d + 2));
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1);
  const iso = (t: Date) => t.toISOString().slice(0, 10);
  const friday = new Date(day.getTime() - 86_400_000);
  return { fecha: iso(day), cierre: `${iso(friday)}T20:00`, viernes: friday.getUTCDate() };
}
const SATURDAY = nextSaturday();

const club = useClub(() => startEmptyClub('pena-e2e-saturday-', ADMIN));
const { url } = club;
const admin = usePage(club, SCREEN);
let torneoId = '';
/** The invited players' own browsers (phones), signed in. */
const phones = new Map<string, { context: BrowserContext; page: Page }>();

const api = <T>(path: string) => apiOf(admin.page, club.server.baseUrl)<T>('GET', path);
const section = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading }) });
const text = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The player's entry card on /torneos/{id}/inscripcion, reloaded. */
async function entryCard(nombre: string) {
  const { page } = phones.get(nombre)!;
  await page.goto(url(`/torneos/${torneoId}/inscripcion`));
  const article = page.getByRole('article', { name: TOURNAMENT, exact: true });
  await article.waitFor();
  return article;
}

/** The participants table of the admin's tournament page, as text rows. */
async function participantRows(page: Page): Promise<string[]> {
  const rows = page.getByRole('table', { name: 'Participantes' }).locator('tbody tr');
  return (await rows.allInnerTexts()).map(text);
}

describe('a Saturday competition from an empty club, through the screens', () => {
  it("imports the club's 14 players from its sheet", async () => {
    const { page } = admin;
    await signInThroughForm(page, club.server.baseUrl, ADMIN);
    await page.goto(url('/admin/jugadores'));
    await page.getByRole('button', { name: 'Importar jugadores' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByLabel('Archivo (CSV o Excel)')
      .setInputFiles({ name: 'socios.csv', mimeType: 'text/csv', buffer: SHEET });
    await dialog.getByText('14 jugadores listos para importar · 0 filas con errores').waitFor();
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await toast(page, 'Jugadores importados', '14 jugadores creados');
    await page.getByText('14 jugadores', { exact: true }).waitFor();
  });

  it('creates the course and its tee with the 18 holes typed in the grid', async () => {
    const { page } = admin;
    await page.goto(url('/admin/campos'));
    await page.getByRole('button', { name: 'Nuevo campo' }).first().click();
    const courseDialog = page.getByRole('dialog', { name: 'Nuevo campo' });
    await courseDialog.getByLabel('Nombre').fill(COURSE);
    await courseDialog.getByLabel('Ubicación').fill('Boadilla del Monte');
    await courseDialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Campo creado', COURSE);

    await page.getByRole('button', { name: 'Nuevo tipo de salida' }).click();
    const teeDialog = page.getByRole('dialog', { name: 'Nuevo tipo de salida' });
    await teeDialog.getByLabel('Nombre').fill('Amarillas');
    await teeDialog.getByLabel('Slope', { exact: true }).fill('113');
    await teeDialog.getByLabel('Course rating', { exact: true }).fill('72');
    await teeDialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Tipo de salida creado', 'Amarillas');
    await page.getByRole('form', { name: 'Hoyos de Amarillas', exact: true }).waitFor();
    for (let n = 1; n <= 18; n++) {
      await page.getByLabel(`Par del hoyo ${n}`, { exact: true }).fill(String(PARS[n - 1]));
      await page.getByLabel(`Hándicap del hoyo ${n}`, { exact: true }).fill(String(INDEXES[n - 1]));
    }
    await page.getByRole('button', { name: 'Guardar hoyos' }).click();
    await toast(page, 'Hoyos guardados', 'Amarillas: par 72');
  });

  it("creates the Saturday: Stableford, 'Cierre de inscripción' the Friday at 20:00, 12 'Plazas'", async () => {
    const { page } = admin;
    await page.goto(url('/admin/torneos'));
    await page.getByRole('button', { name: 'Nuevo torneo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo torneo' });
    await dialog.getByLabel('Nombre *').fill(TOURNAMENT);
    await dialog.getByLabel('Fecha de juego *').fill(SATURDAY.fecha);
    await dialog.getByLabel('Campo *').selectOption({ label: `${COURSE} (Boadilla del Monte)` });
    await dialog.getByLabel('Salida hombres').selectOption({ label: 'Amarillas (slope 113)' });
    await dialog.getByLabel('Salida mujeres').selectOption({ label: 'Amarillas (slope 113)' });
    await dialog.getByLabel('Modalidad').selectOption('stableford_individual');
    // Choosing Stableford sets its recommended allowance.
    expect(await dialog.getByLabel('Reductor de hándicap (%)').inputValue()).toBe('95');
    await dialog.getByLabel('Cierre de inscripción').fill(SATURDAY.cierre);
    await dialog.getByLabel('Plazas').fill('12');
    await dialog.getByLabel('Descripción').fill('Stableford a 18 hoyos. Premios: 1ª, 2ª y Damas.');
    await shootBoth(page, 'sat-torneo-form', {
      sizes: SIZES,
      // The dialog scrolls inside: the close and the places in the middle of it.
      prepare: () => dialog.getByLabel('Plazas').evaluate((el) => el.scrollIntoView({ block: 'center' })),
    });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Torneo creado', TOURNAMENT);
    await page.getByRole('heading', { name: TOURNAMENT }).waitFor();
    torneoId = /\/admin\/torneos\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    const saved = ZAdminTournament.parse(await api(`/api/admin/tournaments/${torneoId}`));
    expect([saved.modalidad, saved.reductor_handicap, saved.plazas, saved.cierre_inscripcion]).toEqual([
      'stableford_individual',
      95,
      12,
      SATURDAY.cierre,
    ]);
  });

  it("adds '1ª', '2ª' and 'Damas' not accumulating, and a 'Bola más cercana' on the par 3 of hole 7", async () => {
    const { page } = admin;
    const categories = section(page, 'Categorías');
    await categories.getByText('Este torneo no tiene categorías.').waitFor();
    for (let i = 0; i < 3; i++) await categories.getByRole('button', { name: 'Añadir categoría' }).click();
    await categories.getByLabel('Nombre de la categoría 1').fill('1ª');
    await categories.getByLabel('Índice hasta de la categoría 1').fill('15,4');
    await categories.getByLabel('Premios de la categoría 1').fill('2');
    await categories.getByLabel('Nombre de la categoría 2').fill('2ª');
    await categories.getByLabel('Índice desde de la categoría 2').fill('15,5');
    await categories.getByLabel('Premios de la categoría 2').fill('2');
    await categories.getByLabel('Nombre de la categoría 3').fill('Damas');
    await categories.getByLabel('Tipo de la categoría 3').selectOption('sexo');
    expect(await categories.getByLabel('Sexo de la categoría 3').inputValue()).toBe('mujer');
    await categories.getByLabel('Premios de la categoría 3').fill('2');
    expect(
      await categories.getByRole('checkbox', { name: 'Premios no acumulables' }).getAttribute('data-state'),
    ).toBe('checked');
    await categories.getByRole('button', { name: 'Guardar categorías' }).click();
    await toast(page, 'Categorías guardadas');

    const prize = page.getByRole('form', { name: 'Añadir premio especial' });
    await prize.getByLabel('Premio').selectOption({ label: 'Bola más cercana' });
    await prize.getByLabel('Hoyo').selectOption(String(PRIZE_HOLE));
    await prize.getByRole('button', { name: 'Añadir premio' }).click();
    await toast(page, 'Premio añadido');
    await page
      .getByRole('list', { name: 'Premios especiales' })
      .getByText(`Bola más cercana · Hoyo ${PRIZE_HOLE}`)
      .waitFor();
    await withoutToasts(page, () =>
      shootBoth(page, 'sat-torneo-categorias', { sizes: SIZES, section: categories }),
    );
  });

  it('invites three members by link; each creates their account on their phone', async () => {
    const { page } = admin;
    await page.goto(url('/admin/jugadores'));
    await page.getByText('14 jugadores', { exact: true }).waitFor();
    for (const p of BY_THEMSELVES)
      await page.getByRole('checkbox', { name: `Seleccionar a ${p.nombre}` }).click();
    await page.getByText('3 seleccionados', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Invitar', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Invitar a 3 jugadores' })
      .getByRole('button', { name: 'Crear invitaciones' })
      .click();
    await page.waitForURL(url('/admin/jugadores/invitaciones'));
    const cards = page.getByRole('list', { name: 'Invitaciones' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(3);

    for (const [i, p] of BY_THEMSELVES.entries()) {
      const link = await cards.filter({ hasText: p.nombre }).getByText('/invitacion#').innerText();
      const phone = await newPage(club.browser, PHONE);
      await phone.page.goto(link.trim());
      await phone.page.getByRole('heading', { name: `Hola, ${p.nombre}` }).waitFor();
      await phone.page.getByLabel('Email').fill(`socio${i + 1}@club.test`);
      await phone.page.getByLabel('Contraseña', { exact: true }).fill(`socio-clave-${i + 1}`);
      await phone.page.getByRole('button', { name: 'Crear mi cuenta' }).click();
      await phone.page.waitForURL(url('/'));
      phones.set(p.nombre, phone);
    }
  });

  it("enrols eleven; Jorge takes the last place, Julia and Manuela go to the 'Lista de espera'", async () => {
    const { page } = admin;
    await page.goto(url(`/admin/torneos/${torneoId}`));
    await page.getByText('No hay participantes inscritos en este torneo').waitFor();
    await page.getByRole('button', { name: 'Añadir jugadores' }).click();
    const members = page.getByRole('dialog', { name: 'Añadir jugadores' });
    for (const p of BY_ADMIN) await members.getByRole('checkbox', { name: p.nombre }).click();
    await members.getByRole('button', { name: `Añadir ${BY_ADMIN.length} jugadores` }).click();
    await toast(page, `${BY_ADMIN.length} jugadores añadidos`);
    await page.getByText('Queda 1 plaza').waitFor();

    // The players, on their phones, with the close on the card: the last place, then the waiting list in order.
    const jorge = await entryCard(JORGE.nombre);
    await jorge
      .getByText(new RegExp(`^Inscripción hasta el vie, ${SATURDAY.viernes} \\S+, 20:00$`))
      .waitFor();
    await jorge.getByText('Queda 1 plaza').waitFor();
    await jorge.getByRole('button', { name: 'Inscribirse' }).click();
    await jorge.getByText('Inscrito', { exact: true }).waitFor();
    for (const [i, p] of [JULIA, MANUELA].entries()) {
      const article = await entryCard(p.nombre);
      await article.getByText('No quedan plazas').waitFor();
      await article.getByRole('button', { name: 'Apuntarse a la lista de espera' }).click();
      await article.getByText(`Lista de espera: puesto ${i + 1}`).waitFor();
    }
    const manuela = phones.get(MANUELA.nombre)!.page;
    await withoutToasts(manuela, () => shootBoth(manuela, 'sat-inscripcion-espera', { sizes: SIZES }));

    await page.reload();
    const participants = section(page, 'Participantes (12 de 12)');
    await participants.getByText('No quedan plazas').waitFor();
    const waiting = page.getByRole('region', { name: 'Lista de espera' });
    await waiting.getByRole('heading', { name: 'Lista de espera (2)' }).waitFor();
    expect(await waiting.getByRole('listitem').allInnerTexts()).toEqual([JULIA.nombre, MANUELA.nombre]);
    await withoutToasts(page, () =>
      shootBoth(page, 'sat-participantes-espera', { sizes: SIZES, section: participants }),
    );
  });

  it('Jorge cancels before the close: Julia, first on the waiting list, gets his place', async () => {
    const jorge = await entryCard(JORGE.nombre);
    await jorge.getByRole('button', { name: 'Cancelar Inscripción' }).click();
    await toast(phones.get(JORGE.nombre)!.page, 'Inscripción cancelada');
    // Full again at once: Jorge could only wait now.
    await jorge.getByRole('button', { name: 'Apuntarse a la lista de espera' }).waitFor();

    const julia = await entryCard(JULIA.nombre);
    await julia.getByText('Inscrito', { exact: true }).waitFor();
    await julia.getByRole('button', { name: 'Cancelar Inscripción' }).waitFor();
    const manuela = await entryCard(MANUELA.nombre);
    await manuela.getByText('Lista de espera: puesto 1').waitFor();

    const { page } = admin;
    await page.reload();
    const waiting = page.getByRole('region', { name: 'Lista de espera' });
    await waiting.getByRole('heading', { name: 'Lista de espera (1)' }).waitFor();
    expect(await waiting.getByRole('listitem').allInnerTexts()).toEqual([MANUELA.nombre]);
    // The twelve who play, each with the index and the playing handicap of the table at the top of this file.
    const nameOf = (row: string) => FIELD.find((p) => row.startsWith(`${p.nombre} `))?.nombre;
    await expect
      .poll(async () => (await participantRows(page)).map(nameOf).sort())
      .toEqual(FIELD.map((p) => p.nombre).sort());
    const rows = await participantRows(page);
    for (const p of FIELD) {
      expect(rows.find((r) => r.startsWith(`${p.nombre} `))).toContain(
        `${p.nombre} ${p.sexo[0]} ${p.indice.replace(/,0$/, '')} ${p.hj} `,
      );
    }
    await withoutToasts(page, () =>
      shootBoth(page, 'sat-participantes-promovida', {
        sizes: SIZES,
        section: section(page, 'Participantes (12 de 12)'),
      }),
    );
    for (const { context } of phones.values()) await context.close();
    phones.clear();
  });

  it('generates and publishes the groups', async () => {
    const { page } = admin;
    await page.getByRole('link', { name: 'Gestionar partidas' }).click();
    await page.waitForURL(url(`/admin/partidas?torneo=${torneoId}`));
    await page.getByText('Sin partidas').waitFor();
    await page.getByRole('button', { name: 'Generar Partidas' }).click();
    await toast(page, 'Partidas generadas', '3 partidas');
    await page.getByRole('button', { name: 'Publicar Partidas' }).click();
    await toast(page, 'Partidas publicadas', '3 partidas guardadas');
  });

  it('types the twelve cards in the quick entry; each shows the Stableford points computed by hand', async () => {
    const { page } = admin;
    await page.goto(url(`/admin/torneos/${torneoId}`));
    const quick = section(page, 'Introducción rápida de resultados');
    const participant = quick.getByLabel('Participante');
    // The first of the first group; after each save the entry moves to the next player by itself.
    await participant.selectOption({ index: 1 });
    const done = new Set<string>();
    for (let n = 0; n < FIELD.length; n++) {
      const chosen = await participant.evaluate((el) => {
        const select = el as HTMLSelectElement;
        return select.options[select.selectedIndex]!.text.trim();
      });
      const p = FIELD.find((x) => x.nombre === chosen)!;
      expect(p, `${chosen} plays`).toBeDefined();
      expect(done.has(p.nombre)).toBe(false);
      await quick.getByText(`${p.nombre} · Partida`).waitFor();
      await quick.getByLabel('Hoyo 1', { exact: true }).click();
      // Key by key, Enter after each hole moving to the next ('\n' is the Enter key); Enter on hole 18 saves.
      await page.keyboard.type(card(p.over!).join('\n'));
      await quick.getByText(`Total ${72 + p.over!} · ${p.puntos} puntos`).waitFor();
      await page.keyboard.press('Enter');
      await toast(page, 'Resultados guardados', p.nombre);
      done.add(p.nombre);
      if (n < FIELD.length - 1)
        await expect
          .poll(() => participant.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text))
          .not.toContain(p.nombre);
    }
    await expect
      .poll(async () => (await participantRows(page)).filter((r) => /Partida \d+ 18\b/.test(r)).length)
      .toBe(12);
  });

  it("records the 'Bola más cercana' from a group's score entry: Dolores at 1,92 m", async () => {
    const { page } = admin;
    await page.goto(url(`/admin/torneos/${torneoId}`));
    await page.getByText('Introducción de datos por partida').waitFor();
    await page.getByRole('link', { name: /^Partida 1 · / }).click();
    await page.waitForURL(/\/introduccion-datos\//);
    await goToHole(page, PRIZE_HOLE);
    await page.getByRole('button', { name: 'Bola más cercana — registrar ganador' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Ganador').selectOption({ label: DOLORES.nombre });
    await dialog.getByLabel('Metros', { exact: true }).fill('1,92');
    await dialog.getByRole('button', { name: 'Registrar ganador' }).click();
    await toast(page, 'Ganador registrado');
    await page
      .getByRole('list', { name: `Premios especiales del hoyo ${PRIZE_HOLE}` })
      .getByText(`${DOLORES.nombre} · 1,92 m`)
      .waitFor();
  });

  it("the standings: a tab per category and 'Premiados' as computed by hand", async () => {
    const { page } = admin;
    await page.goto(url(`/admin/torneos/${torneoId}`));
    await page.getByRole('link', { name: 'Ver resultados' }).click();
    await page.waitForURL(url(`/clasificacion?torneo=${torneoId}`));
    const categories = page.getByRole('region', { name: 'Categorías' });
    await categories.getByRole('tab', { name: 'Premiados' }).waitFor();
    expect(await categories.getByRole('tab').allInnerTexts()).toEqual(['1ª', '2ª', 'Damas', 'Premiados']);
    const winners = async (name: string) =>
      (
        await categories
          .getByRole('region', { name: `Premiados ${name}` })
          .locator('li')
          .allInnerTexts()
      ).map(text);
    await expect
      .poll(() => winners('1ª'))
      .toEqual([`1º premio ${BEATRIZ.nombre} 40`, `2º premio ${CARLOS.nombre} 38`]);
    expect(await winners('2ª')).toEqual([`1º premio ${INES.nombre} 41`, `2º premio ${LUIS.nombre} 37`]);
    expect(await winners('Damas')).toEqual([
      `1º premio ${JULIA.nombre} 36`,
      `2º premio ${FRANCISCA.nombre} 32`,
    ]);
    await page
      .getByRole('region', { name: 'Premios especiales' })
      .getByText(`${DOLORES.nombre} · 1,92 m`)
      .waitFor();
    await withoutToasts(page, () => shootBoth(page, 'sat-clasificacion-premiados', { sizes: SIZES }));

    await categories.getByRole('tab', { name: 'Damas' }).click();
    const damas = categories.getByRole('list', { name: 'Categoría Damas' });
    await expect
      .poll(async () => (await damas.locator('li').allInnerTexts()).map(text))
      .toEqual([
        `1 ${INES.nombre} Con premio en 2ª 41`,
        `2 ${BEATRIZ.nombre} Con premio en 1ª 40`,
        `3 ${JULIA.nombre} 1º premio 36`,
        `4 ${FRANCISCA.nombre} 2º premio 32`,
        `5 ${DOLORES.nombre} 30`,
      ]);
    await withoutToasts(page, () =>
      shootBoth(page, 'sat-clasificacion-damas', { sizes: SIZES, section: categories }),
    );
  });

  it("the results PDF the standings export ends with the prize list and the 'Bola más cercana'", async () => {
    const { page } = admin;
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar PDF' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^resultados-.+\.pdf$/);
    const pages = await readPdf(new Uint8Array(fs.readFileSync(await file.path())));
    // Each table starts on its own page: its title line, then the column headings, then its rows.
    const table = (title: string) => {
      const page = pages.find((p) => p.text.includes(title))!;
      expect(page, title).toBeDefined();
      const rows = lines(page).map((l) => l.join('|'));
      return rows.slice(rows.indexOf(title) + 2);
    };
    // Position, name, playing handicap, holes, points, gross (72 + over), net (gross − playing handicap).
    const row = (pos: number, name: string, p: Player) =>
      `${pos}|${name}|${p.hj}|18|${p.puntos}|${72 + p.over!}|${72 + p.over! - p.hj}`;
    expect(table('Modalidad: Stableford individual · Premiados')).toEqual([
      row(1, `1ª: ${BEATRIZ.nombre}`, BEATRIZ),
      row(2, `1ª: ${CARLOS.nombre}`, CARLOS),
      row(1, `2ª: ${INES.nombre}`, INES),
      row(2, `2ª: ${LUIS.nombre}`, LUIS),
      row(1, `Damas: ${JULIA.nombre}`, JULIA),
      row(2, `Damas: ${FRANCISCA.nombre}`, FRANCISCA),
    ]);
    // The Damas list says why the two best ladies have no prize there.
    expect(table('Modalidad: Stableford individual · Categoría Damas · Hándicap')).toEqual([
      row(1, `${INES.nombre} (con premio en 2ª)`, INES),
      row(2, `${BEATRIZ.nombre} (con premio en 1ª)`, BEATRIZ),
      row(3, `${JULIA.nombre} · 1º premio`, JULIA),
      row(4, `${FRANCISCA.nombre} · 2º premio`, FRANCISCA),
      row(5, DOLORES.nombre, DOLORES),
    ]);
    // The last page: the special prizes, with the winner, the distance and who recorded it (the account made from
    // ADMIN_EMAIL is named after the e-mail's local part).
    const prizes = lines(pages.at(-1)!).map((l) => l.join('|'));
    expect(prizes).toContain('Premio|Hoyo|Ganador|Distancia|Registrado por');
    expect(prizes.filter((l) => l.startsWith('Bola más cercana|'))).toEqual([
      `Bola más cercana|${PRIZE_HOLE}|${DOLORES.nombre}|1,92 m|capitan`,
    ]);
  });
});
