/**
 * Tournament score entry and standings end to end (decision records 007 and 009), on the demo club (SEED=demo) plus one
 * tournament this test adds for the hand-computed standings.
 *
 * Signed out, the score entry of a group (the QR of its printed card) goes to /auth?destino=… and, signed in, back
 * to it.
 *
 * Demo part: two members of today's demo group of Javier ('Torneo del Sábado') enter strokes for each other on
 * hole 18 (par 5; nobody has played it yet), each sees the other's arrive live, one clears a stroke with 'Borrar'; a
 * player of another group is refused; validating with holes missing asks the right question and locks the card;
 * the admin still changes a stroke and the history shows it.
 *
 * 'Copa e2e' (today, Club de Golf La Dehesa; men play Amarillas slope 132 CR 71.8, women Rojas slope 126 CR 73.4,
 * par 72; stroke limit par + 2; ties: desempate_handicap). Playing handicaps (design.md §7, reductor 100):
 *   Lucía   8.7 × 126 / 113 + (73.4 − 72) = 11.10 → 11      Pablo  4.3 × 132 / 113 + (71.8 − 72) = 4.82 → 5
 *   Laura  11.0 × 126 / 113 + 1.4        = 13.67 → 14      Diego  9.5 × 132 / 113 − 0.2          = 10.90 → 11
 *   Sergio  6.1 × 132 / 113 − 0.2        =  6.93 → 7       Victoria 7.2 × 126 / 113 + 1.4         =  9.43 → 9
 * Holes 1–3: par 4, 4, 3, stroke index 7, 1, 15 (both tees). Strokes received: one on index ≤ handicap:
 *   Pablo (5) only on hole 2; everybody else (7, 11, 14) on holes 1 and 2.
 * Strokes (Laura's 10 on hole 1 is entered in the browser with '10+'; it counts as par + 2 = 6):
 *                 h1  h2  h3  gross counted  scratch   received  net  handicap
 *   Diego (11)     4   4   3   11            PAR        2         9    -2
 *   Lucía (11)     5   5   2   12            +1         2        10    -1
 *   Pablo (5)      4   5   3   12            +1         1        11    PAR
 *   Sergio (7)     5   5   3   13            +2         2        11    PAR
 *   Laura (14)    10   5   4   6+5+4 = 15    +4         2        13    +2
 *   Victoria: no strokes — listed last without a position.
 * Handicap: 1 Diego -2, 2 Lucía -1, 3 Pablo PAR, 4 Sergio PAR (tied with Pablo: T§9 "lower playing handicap
 * first", 5 < 7), 5 Laura +2, – Victoria. Scratch: 1 Diego PAR, 2 Pablo +1, 3 Lucía +1 (tied: 5 < 11), 4 Sergio
 * +2, 5 Laura +4, – Victoria. Group 'Partida 1' (Lucía, Pablo, Laura): handicap 1 Lucía -1, 2 Pablo PAR, 3 Laura
 * +2; scratch 1 Pablo +1, 2 Lucía +1, 3 Laura +4. On a phone names show whole, wrapping.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { calculatePlayingHandicap } from '@/shared/domain';
import type { AppDeps } from '@/server/context';
import * as s from '@/server/db/schema';
import { DESKTOP, newPage, PHONE, shoot } from './support/browser';
import { useDemoClub } from './support/club';
import { cardText, chooseStrokes, entries, goToHole, standings } from './support/scorecard';
import { todaysTournament } from './support/todays-tournament';

interface Fixture {
  demoGroup: string;
  /** Javier and a second member of his demo group with an account. */
  javier: { nombre: string; email: string; participante: string };
  partner: { nombre: string; email: string; participante: string };
  /** A player with an account in another group of the same tournament. */
  outsider: { email: string };
  copa: { torneoId: string; p1: string; p2: string; laura: string };
}

const NAMES = {
  lucia: 'Lucía Fernández Gil',
  pablo: 'Pablo Navarro Ramos',
  laura: 'Laura Medina Suárez',
  diego: 'Diego Molina Cruz',
  sergio: 'Sergio Delgado Marín',
  victoria: 'Victoria Esteban Sáez',
};

/** Adds 'Copa e2e' to the demo club (see the header) and finds Javier's partner and an outsider today. */
async function prepare({ db }: AppDeps): Promise<Fixture> {
  const { today, seats, demoPlayer: javier } = await todaysTournament(db, { withAccount: true });
  const partner = seats.find((x) => x.partida === javier.partida && x !== javier && x.role === null)!;
  const outsider = seats.find((x) => x.partida !== javier.partida && x.role === null)!;

  // 'Copa e2e'.
  const [dehesa] = await db
    .select()
    .from(s.camposGolf)
    .where(eq(s.camposGolf.nombre, 'Club de Golf La Dehesa'));
  const tees = await db.select().from(s.tiposSalida).where(eq(s.tiposSalida.campo_id, dehesa!.id));
  const holes = await db
    .select()
    .from(s.hoyosTipoSalida)
    .where(
      inArray(
        s.hoyosTipoSalida.tipo_salida_id,
        tees.map((t) => t.id),
      ),
    );
  const amarillas = tees.find((t) => t.nombre === 'Amarillas')!;
  const rojas = tees.find((t) => t.nombre === 'Rojas')!;
  const [copa] = await db
    .insert(s.torneos)
    .values({
      nombre: 'Copa e2e',
      fecha_juego: today,
      campo_id: dehesa!.id,
      limite_golpes_hoyo: 2,
      metodo_desempate: 'desempate_handicap',
      descripcion: 'Torneo de la prueba',
    })
    .returning();
  await db.insert(s.torneosSalidas).values([
    { torneo_id: copa!.id, sexo: 'hombre', tipo_salida_id: amarillas.id },
    { torneo_id: copa!.id, sexo: 'mujer', tipo_salida_id: rojas.id },
  ]);
  const groups = [];
  for (const [i, nombre] of ['Partida 1', 'Partida 2'].entries()) {
    const [g] = await db
      .insert(s.partidas)
      .values({
        torneo_id: copa!.id,
        nombre,
        fecha_juego: today,
        hora_salida: `10:${i}0`,
        orden_salida: i + 1,
      })
      .returning();
    groups.push(g!.id);
  }
  const plan: [keyof typeof NAMES, number, number, number[]][] = [
    ['lucia', 0, 11, [5, 5, 2]],
    ['pablo', 0, 5, [4, 5, 3]],
    ['laura', 0, 14, [0, 5, 4]],
    ['diego', 1, 11, [4, 4, 3]],
    ['sergio', 1, 7, [5, 5, 3]],
    ['victoria', 1, 9, []],
  ];
  const ids: Record<string, string> = {};
  const seatCount = [0, 0];
  for (const [key, group, handicap, strokes] of plan) {
    const [profile] = await db.select().from(s.profiles).where(eq(s.profiles.nombre, NAMES[key]));
    const tee = profile!.sexo === 'mujer' ? rojas : amarillas;
    // The playing handicap enrolment computes (design.md §7) is the one worked out by hand above.
    const computed = calculatePlayingHandicap(
      profile!.handicap!,
      {
        slope: tee.slope,
        course_rating: tee.course_rating,
        holes: holes.filter((h) => h.tipo_salida_id === tee.id),
      },
      100,
    );
    expect(computed).toBe(handicap);
    const [pt] = await db
      .insert(s.participantesTorneo)
      .values({ torneo_id: copa!.id, jugador_id: profile!.id, handicap_torneo: computed })
      .returning();
    ids[key] = pt!.id;
    seatCount[group]! += 1;
    await db
      .insert(s.partidasParticipantes)
      .values({ partida_id: groups[group]!, participante_id: pt!.id, posicion_grupo: seatCount[group]! });
    const results = strokes
      .map((golpes, i) => ({ participante_id: pt!.id, numero_hoyo: i + 1, golpes }))
      .filter((r) => r.golpes > 0);
    if (results.length > 0) await db.insert(s.resultadosHoyo).values(results);
  }
  return {
    demoGroup: javier.partida,
    javier: { nombre: javier.nombre, email: javier.email!, participante: javier.participante },
    partner: { nombre: partner.nombre, email: partner.email!, participante: partner.participante },
    outsider: { email: outsider.email! },
    copa: { torneoId: copa!.id, p1: groups[0]!, p2: groups[1]!, laura: ids.laura! },
  };
}

const club = useDemoClub('pena-e2e-scores-', prepare);
const { signIn } = club;

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

describe('tournament score entry and standings in a real browser', () => {
  it('a signed-out visitor of the score entry of a group (the QR of a printed card) lands on it after signing in', async () => {
    const { page, context } = await newPage(club.browser, PHONE);
    const path = `/introduccion-datos/${club.fixture.demoGroup}`;
    await page.goto(`${club.server.baseUrl}${path}`);
    await page.waitForURL(`${club.server.baseUrl}/auth?destino=${encodeURIComponent(path)}`);
    await page.getByLabel('Email').fill(club.fixture.javier.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('pena1234');
    await page.locator('form').getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL(`${club.server.baseUrl}${path}`);
    await goToHole(page, 18);
    // A hostile target is ignored: signed in, /auth?destino=//evil.example goes home.
    await page.goto(`${club.server.baseUrl}/auth?destino=${encodeURIComponent('//evil.example/x')}`);
    await page.waitForURL(`${club.server.baseUrl}/`);
    await context.close();
  });

  it('two members of a demo group score for each other live, clear one with Borrar; others are refused', async () => {
    const a = await newPage(club.browser, PHONE);
    const b = await newPage(club.browser, DESKTOP);
    await signIn(a.page, club.fixture.javier.email);
    await signIn(b.page, club.fixture.partner.email);
    const url = `${club.server.baseUrl}/introduccion-datos/${club.fixture.demoGroup}`;
    for (const { page } of [a, b]) {
      await page.goto(url);
      await goToHole(page, 18);
    }
    await shoot(a.page, 'introduccion-datos-phone');
    await shoot(b.page, 'introduccion-datos-desktop');

    // Javier enters his partner's strokes; the partner's screen shows them without reloading.
    await entries(a.page, 18)
      .getByRole('button', { name: new RegExp(club.fixture.partner.nombre) })
      .click();
    const dialog = a.page.getByRole('dialog', { name: 'Resultado Hoyo 18' });
    await dialog.getByRole('button', { name: '10+' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).waitFor();
    await shoot(a.page, 'resultado-hoyo-dialog-phone');
    await dialog.getByRole('button', { name: /^5( |$)/ }).click();
    await toast(a.page, 'Resultado guardado');
    await expect.poll(() => cardText(b.page, 18, club.fixture.partner.nombre)).toMatch(/ 5 Par$/);

    // And the partner enters Javier's.
    await chooseStrokes(b.page, 18, club.fixture.javier.nombre, '4');
    await toast(b.page, 'Resultado guardado');
    await expect.poll(() => cardText(a.page, 18, club.fixture.javier.nombre)).toMatch(/ 4 Birdie$/);

    // 'Borrar' clears the partner's stroke, on both screens.
    await entries(a.page, 18)
      .getByRole('button', { name: new RegExp(club.fixture.partner.nombre) })
      .click();
    await a.page
      .getByRole('dialog', { name: 'Resultado Hoyo 18' })
      .getByRole('button', { name: 'Borrar' })
      .click();
    await toast(a.page, 'Resultado borrado');
    await expect.poll(() => cardText(b.page, 18, club.fixture.partner.nombre)).toMatch(/ –$/);

    // A player of another group is refused, by the server.
    const c = await newPage(club.browser, PHONE);
    await signIn(c.page, club.fixture.outsider.email);
    await c.page.goto(url);
    await c.page.getByText('Acceso denegado').waitFor();
    await c.page.getByText('No tienes acceso a esta partida').waitFor();
    await shoot(c.page, 'acceso-denegado-phone');
    await c.context.close();
    await b.context.close();
    await a.context.close();
  });

  it('validating with holes missing asks first and locks the card; the admin still changes a stroke, in the history the player sees too', async () => {
    const a = await newPage(club.browser, PHONE);
    const b = await newPage(club.browser, PHONE);
    await signIn(a.page, club.fixture.javier.email);
    await signIn(b.page, club.fixture.partner.email);
    const url = `${club.server.baseUrl}/introduccion-datos/${club.fixture.demoGroup}`;
    await b.page.goto(url);
    await a.page.goto(url);
    await goToHole(a.page, 18);
    await a.page.getByRole('button', { name: 'Validar Resultados' }).click();
    const confirm = a.page.getByRole('alertdialog', { name: '¿Validar resultados?' });
    await confirm
      .getByText('Hay hoyos sin resultados guardados. ¿Seguro que quieres validar la partida?')
      .waitFor();
    await shoot(a.page, 'validar-confirmacion-phone');
    await confirm.getByRole('button', { name: 'Validar' }).click();
    await toast(a.page, 'Resultados validados');
    await a.page.getByRole('status').getByText('Resultados validados').waitFor();
    expect(await entries(a.page, 18).getByRole('button').count()).toBe(0);
    expect(await a.page.getByRole('button', { name: 'Validar Resultados' }).count()).toBe(0);
    await shoot(a.page, 'partida-validada-phone');
    // The partner's open card locks live.
    await b.page.getByRole('status').getByText('Resultados validados').waitFor();
    await expect
      .poll(() =>
        b.page
          .getByRole('list', { name: /Resultados del hoyo/ })
          .getByRole('button')
          .count(),
      )
      .toBe(0);
    await b.context.close();

    // The admin corrects Javier's 4 to 6 on hole 18, and the history shows who did it.
    const admin = await newPage(club.browser, DESKTOP);
    await signIn(admin.page, 'admin@pena.golf');
    await admin.page.goto(url);
    await goToHole(admin.page, 18);
    await chooseStrokes(admin.page, 18, club.fixture.javier.nombre, '6');
    await toast(admin.page, 'Resultado guardado');
    await expect.poll(() => cardText(a.page, 18, club.fixture.javier.nombre)).toMatch(/ 6 Bogey$/);
    await admin.page.getByText('Historial de cambios').click();
    const history = admin.page.getByRole('list', { name: 'Historial de cambios' });
    await history.getByText(`${club.fixture.javier.nombre} · Hoyo 18: 4 → 6`).waitFor();
    expect(await history.locator(':scope > li').first().innerText()).toContain('Carmen Ruiz Ortega');
    await shoot(admin.page, 'historial-admin-desktop');
    await admin.context.close();
    // Javier's own phone shows the same history: who changed his card, and how.
    await a.page.getByText('Historial de cambios').click();
    const mine = a.page.getByRole('list', { name: 'Historial de cambios' });
    await mine.getByText(`${club.fixture.javier.nombre} · Hoyo 18: 4 → 6`).waitFor();
    expect(await mine.locator(':scope > li').first().innerText()).toContain('Carmen Ruiz Ortega');
    await mine.scrollIntoViewIfNeeded();
    await shoot(a.page, 'historial-jugador-phone');
    await a.context.close();
  });

  it('the group and tournament standings equal the hand-computed ones, live, in both modes', async () => {
    const { copa } = club.fixture;
    // A standings screen stays open on a phone while Lucía enters Laura's 10 ('10+').
    const viewer = await newPage(club.browser, PHONE);
    await signIn(viewer.page, 'jugador@pena.golf');
    await viewer.page.goto(`${club.server.baseUrl}/clasificacion?torneo=${copa.torneoId}`);
    await viewer.page.getByRole('list', { name: 'Clasificación' }).waitFor();

    const lucia = await newPage(club.browser, PHONE);
    await signIn(lucia.page, 'lucia.fernandez.gil@pena.golf');
    await lucia.page.goto(`${club.server.baseUrl}/introduccion-datos/${copa.p1}`);
    await goToHole(lucia.page, 1);
    await chooseStrokes(lucia.page, 1, NAMES.laura, '10+');
    await toast(lucia.page, 'Resultado guardado');
    expect(await cardText(lucia.page, 1, NAMES.laura)).toMatch(/ 10$/);

    // Tournament, handicap mode (phone: names whole, wrapping), updated without reloading.
    await expect
      .poll(() => standings(viewer.page))
      .toEqual([
        '1 DM Diego Molina Cruz HCP 11 3/18 -2',
        '2 LF Lucía Fernández Gil HCP 11 3/18 -1',
        '3 PN Pablo Navarro Ramos HCP 5 3/18 PAR',
        '4 SD Sergio Delgado Marín HCP 7 3/18 PAR',
        '5 LM Laura Medina Suárez HCP 14 3/18 +2',
        '– VE Victoria Esteban Sáez HCP 9 0/18 –',
      ]);
    await viewer.page
      .getByRole('list', { name: 'Clasificación' })
      .getByRole('button', { name: /Laura Medina/ })
      .click();
    const laura = (
      await viewer.page
        .getByRole('list', { name: 'Clasificación' })
        .locator(':scope > li', { hasText: 'Laura' })
        .innerText()
    ).replace(/\s+/g, ' ');
    // Hole 1: 10 entered, 6 counted (par 4 + 2), net +1 with her stroke; hole 2: 5, net 0; hole 3: 4, +1.
    expect(laura).toContain('Resultados por Hoyo 1 * 10 =6 +1 2 * 5 E 3 4 +1 4 * –');
    expect(laura).toContain('Golpes Brutos 15 Golpes Netos 13 Hándicap de Juego 14 Resultado vs Par +2');
    await shoot(viewer.page, 'clasificacion-torneo-phone');

    await viewer.page.getByRole('button', { name: 'Scratch' }).click();
    expect(await standings(viewer.page)).toEqual([
      '1 DM Diego Molina Cruz HCP 11 3/18 PAR',
      '2 PN Pablo Navarro Ramos HCP 5 3/18 +1',
      '3 LF Lucía Fernández Gil HCP 11 3/18 +1',
      '4 SD Sergio Delgado Marín HCP 7 3/18 +2',
      '5 LM Laura Medina Suárez HCP 14 3/18 +4',
      '– VE Victoria Esteban Sáez HCP 9 0/18 –',
    ]);
    await shoot(viewer.page, 'clasificacion-torneo-scratch-phone');
    await viewer.page.getByRole('link', { name: 'Volver' }).click();
    await viewer.page.waitForURL(`${club.server.baseUrl}/torneos`);
    await viewer.context.close();

    // The group's standings, from its score entry ('Clasificación'), on a desktop: full names.
    const desk = await newPage(club.browser, DESKTOP);
    await signIn(desk.page, 'lucia.fernandez.gil@pena.golf');
    await desk.page.goto(`${club.server.baseUrl}/introduccion-datos/${copa.p1}`);
    await desk.page.getByRole('link', { name: 'Clasificación', exact: true }).click();
    await desk.page.waitForURL(`${club.server.baseUrl}/clasificacion/${copa.p1}`);
    await desk.page.getByRole('list', { name: 'Clasificación' }).waitFor();
    expect(await standings(desk.page)).toEqual([
      '1 LF Lucía Fernández Gil HCP 11 3/18 -1',
      '2 PN Pablo Navarro Ramos HCP 5 3/18 PAR',
      '3 LM Laura Medina Suárez HCP 14 3/18 +2',
    ]);
    await shoot(desk.page, 'clasificacion-partida-desktop');
    await desk.page.getByRole('button', { name: 'Scratch' }).click();
    expect(await standings(desk.page)).toEqual([
      '1 PN Pablo Navarro Ramos HCP 5 3/18 +1',
      '2 LF Lucía Fernández Gil HCP 11 3/18 +1',
      '3 LM Laura Medina Suárez HCP 14 3/18 +4',
    ]);
    await desk.page.getByRole('link', { name: 'Volver' }).click();
    await desk.page.waitForURL(`${club.server.baseUrl}/introduccion-datos/${copa.p1}`);
    await desk.page.goto(`${club.server.baseUrl}/clasificacion?torneo=${copa.torneoId}`);
    await desk.page.getByRole('list', { name: 'Clasificación' }).waitFor();
    await shoot(desk.page, 'clasificacion-torneo-desktop');
    await desk.context.close();
    await lucia.context.close();
  });

  it("finds a participant's group from the tournament, and says when there is none", async () => {
    const { page, context } = await newPage(club.browser, PHONE);
    await signIn(page, 'lucia.fernandez.gil@pena.golf');
    await page.goto(
      `${club.server.baseUrl}/introduccion-datos?torneo=${club.fixture.copa.torneoId}&participante=${club.fixture.copa.laura}`,
    );
    await page.waitForURL(`${club.server.baseUrl}/introduccion-datos/${club.fixture.copa.p1}`);
    await entries(page, 1).waitFor();
    await page.goto(
      `${club.server.baseUrl}/introduccion-datos?torneo=${club.fixture.copa.torneoId}&participante=nadie`,
    );
    await toast(page, 'No se pudo encontrar la partida correspondiente');
    await page.waitForURL(`${club.server.baseUrl}/`);
    await page.goto(`${club.server.baseUrl}/clasificacion/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('alert').getByText('Partida no encontrada', { exact: true }).waitFor();
    await shoot(page, 'clasificacion-no-encontrada-phone');
    await page.goto(`${club.server.baseUrl}/clasificacion?torneo=00000000-0000-4000-8000-000000000000`);
    await page.getByRole('alert').getByText('Torneo no encontrado', { exact: true }).waitFor();
    await context.close();
  });
});
