/**
 * Tournaments and leagues for players, end to end on the demo club (decision record 007): search, enrolment
 * with the playing handicap computed by the server, cancellation, 'Mis Torneos y Ligas', the visitor's view, the
 * participants table, the league pages. Screenshots of every screen at 360 px and on desktop.
 *
 * Playing handicap computed by hand (design.md §7). Lucía Fernández Gil: woman, handicap index 8.7, not enrolled in
 * 'Cervecita 3ª jornada' (Club de Golf La Dehesa, reductor 85). Women play the tee Rojas: slope 126, course rating
 * 73.4, par 4+4+3+5+4+4+3+4+5 + 4+3+5+4+4+4+3+4+5 = 36 + 36 = 72.
 *   course handicap  = 8.7 × 126 / 113 + (73.4 − 72) = 9.7009 + 1.4 = 11.1009
 *   playing handicap = 11.1009 × 85 / 100 = 9.4358 → 9
 * (The men's tee Amarillas, slope 132 and course rating 71.8, would give 8.7 × 132 / 113 − 0.2 = 9.9628 × 0.85 =
 * 8.47 → 8: the 9 shows the tee of her sex was used.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, shoot as shootWithToasts } from './support/browser';
import { useClub } from './support/club';
import { startServer } from './support/server';
import { signInThroughForm } from './support/sign-in';

const LUCIA = { email: 'lucia.fernandez.gil@pena.golf', handicapJuego: '9' };

const club = useClub(() => startServer({ SEED: 'demo' }));

function signIn(page: Page, email: string) {
  return signInThroughForm(page, club.server.baseUrl, { email, password: 'pena1234' });
}

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

const list = (page: Page) => page.getByRole('list', { name: 'Torneos Disponibles' });
const card = (page: Page, nombre: string) => page.getByRole('article', { name: nombre, exact: true });
/** The demo's match-play championship shares its date with a stroke-play card: its place among them is not fixed. */
const CHAMPIONSHIP = 'Campeonato Match Play de la Peña';
const allCardTitles = async (page: Page) =>
  (await list(page).getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts()).map((t) =>
    t.trim(),
  );
/** The cards' titles in order, the championship (checked on its own) left out. */
const cardTitles = async (page: Page) => (await allCardTitles(page)).filter((t) => t !== CHAMPIONSHIP);

/** Types a search and waits until exactly the expected cards are listed. */
async function search(page: Page, query: string, expected: string[]) {
  await page.getByRole('searchbox', { name: 'Buscar torneos' }).fill(query);
  await expect.poll(() => cardTitles(page)).toEqual(expected);
}

/** A screenshot without the toasts over the header (they stay in the page for the assertions that follow). */
async function shoot(page: Page, name: string) {
  const style = await page.addStyleTag({
    content: '[data-sonner-toaster] { visibility: hidden !important; }',
  });
  await shootWithToasts(page, name);
  await style.evaluate((el) => (el as Element).remove());
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('tournaments and leagues in a real browser', () => {
  it("a visitor sees the lists, 'Iniciar Sesión para Inscribirse', and a finished card opens its standings", async () => {
    const { context, page } = await newPage(club.browser, PHONE);
    await page.goto(`${club.server.baseUrl}/torneos`);
    await page.getByRole('heading', { name: 'Torneos y Ligas' }).waitFor();
    await page.getByRole('heading', { name: 'Torneos Disponibles' }).waitFor();
    await expect
      .poll(() => cardTitles(page))
      .toEqual([
        'Cervecita 3ª jornada',
        'Gran Premio de Invierno',
        'Torneo del Sábado',
        'Copa de la Peña',
        'Cervecita 2ª jornada',
        'Cervecita 1ª jornada',
        'Torneo de Otoño',
      ]);
    expect(await page.getByPlaceholder('Buscar torneos por nombre, campo o liga...').count()).toBe(1);
    const upcoming = card(page, 'Gran Premio de Invierno');
    await upcoming.getByText('Individual por golpes').waitFor();
    await upcoming.getByText('Golf Sierra Verde').waitFor();
    await upcoming.getByText('Orden de Mérito 2026').waitFor();
    expect(await upcoming.getByText('Inscrito', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Inscribirse', exact: true }).count()).toBe(0);
    // Three upcoming tournaments (today's included), each with the visitor's button.
    expect(await page.getByRole('link', { name: 'Iniciar Sesión para Inscribirse' }).count()).toBe(3);
    await card(page, 'Copa de la Peña').getByText('Finalizado', { exact: true }).waitFor();
    // A championship whose final is not decided is in play, whatever its first date (design §14).
    await card(page, CHAMPIONSHIP).getByText('En juego · Semifinales').waitFor();
    await noHorizontalOverflow(page);
    await shoot(page, 'torneos-visitor-phone');

    await page.getByRole('tab', { name: 'Ligas' }).click();
    await page.waitForURL(/\/torneos\?tab=ligas$/);
    await page.getByRole('article', { name: 'Orden de Mérito 2026' }).getByText('Activa').waitFor();
    expect(await page.getByRole('link', { name: 'Ver Clasificación' }).count()).toBe(2);
    await shoot(page, 'torneos-ligas-phone');
    await page.getByRole('tab', { name: 'Torneos' }).click();

    // A finished card links to its standings, which ask a visitor to sign in first (T§6).
    const finished = card(page, 'Copa de la Peña').getByRole('link', { name: 'Copa de la Peña' });
    expect(await finished.getAttribute('href')).toMatch(/^\/clasificacion\?torneo=[0-9a-f-]{36}$/);
    await finished.click();
    await page.waitForURL(/\/auth\?destino=%2Fclasificacion%3Ftorneo%3D[0-9a-f-]{36}$/);

    // 'Iniciar Sesión para Inscribirse' keeps the tournament's enrolment page as the target; signed in, the player
    // lands on it.
    await page.goto(`${club.server.baseUrl}/torneos`);
    await page.getByRole('link', { name: 'Iniciar Sesión para Inscribirse' }).first().click();
    await page.waitForURL(/\/auth\?destino=%2Ftorneos%2F[0-9a-f-]{36}%2Finscripcion$/);
    const enrolment = new URL(page.url()).searchParams.get('destino')!;
    await page.getByLabel('Email').fill('jugador@pena.golf');
    await page.getByLabel('Contraseña', { exact: true }).fill('pena1234');
    await page.locator('form').getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL(`${club.server.baseUrl}${enrolment}`);
    await context.close();
  });

  it("a player searches, enrols with the hand-computed playing handicap, sees 'Inscrito', cancels, enrols again", async () => {
    const { context, page } = await newPage(club.browser, PHONE);
    await signIn(page, LUCIA.email);
    await page
      .getByRole('link', { name: /Torneos/ })
      .first()
      .click();
    await page.waitForURL(`${club.server.baseUrl}/torneos`);
    await list(page).waitFor();

    await search(page, 'DEHESA', [
      'Cervecita 3ª jornada',
      'Torneo del Sábado',
      'Cervecita 2ª jornada',
      'Torneo de Otoño',
    ]);
    await search(page, 'copa de la pena', ['Copa de la Peña']);
    await search(page, 'mérito otono', ['Torneo de Otoño']);
    await page.getByRole('searchbox', { name: 'Buscar torneos' }).fill('no existe');
    await page.getByText('No se encontraron torneos que coincidan con tu búsqueda').waitFor();
    await shoot(page, 'torneos-search-empty-phone');
    await search(page, 'cervecita 3', ['Cervecita 3ª jornada']);
    await shoot(page, 'torneos-search-phone');

    const cervecita = card(page, 'Cervecita 3ª jornada');
    await cervecita.getByRole('button', { name: 'Inscribirse' }).click();
    await toast(page, '¡Inscripción exitosa!');
    await toast(page, 'Te has inscrito en el torneo correctamente');
    await cervecita.getByText('Inscrito', { exact: true }).waitFor();
    await cervecita.getByText('Handicap de juego').waitFor();
    expect((await cervecita.getByTestId('handicap-juego').innerText()).trim()).toBe(LUCIA.handicapJuego);
    // What it is computed from: her index, the tee of her sex and her course handicap.
    expect((await cervecita.getByTestId('handicap-jugado').innerText()).trim()).toMatch(
      /^Hándicap \+?\d+(,\d)? · .+ · HC \+?\d+$/,
    );
    await cervecita.getByRole('link', { name: 'Participantes (11)' }).waitFor();
    await shoot(page, 'torneos-enrolled-phone');
    await page.setViewportSize(DESKTOP);
    await shoot(page, 'torneos-enrolled-desktop');
    await page.setViewportSize(PHONE);

    await cervecita.getByRole('button', { name: 'Cancelar Inscripción' }).click();
    await toast(page, 'Inscripción cancelada');
    await toast(page, 'Has cancelado tu inscripción del torneo');
    await cervecita.getByRole('button', { name: 'Inscribirse' }).waitFor();
    expect(await cervecita.getByText('Inscrito', { exact: true }).count()).toBe(0);
    await cervecita.getByRole('link', { name: 'Participantes (10)' }).waitFor();

    await cervecita.getByRole('button', { name: 'Inscribirse' }).click();
    await cervecita.getByText('Inscrito', { exact: true }).waitFor();
    expect((await cervecita.getByTestId('handicap-juego').innerText()).trim()).toBe(LUCIA.handicapJuego);

    // The participants table shows her, in Spanish order, with the same playing handicap.
    await cervecita.getByRole('link', { name: 'Participantes (11)' }).click();
    await page.waitForURL(/\/torneos\/[0-9a-f-]{36}\/participantes$/);
    const rows = page.getByRole('table', { name: 'Participantes' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(12);
    const names = await page.getByRole('table').locator('tbody tr td:nth-child(2) span').allInnerTexts();
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
    const mine = page.locator('tbody tr[aria-current="true"]');
    expect((await mine.innerText()).replace(/\s+/g, ' ').trim()).toMatch(/^\d+ Lucía Fernández Gil 8,7 9$/);
    await noHorizontalOverflow(page);
    await shoot(page, 'participantes-phone');
    await context.close();
  });

  it('Mi Partida: group, tee time, results entry or validated, participants', async () => {
    const { context, page } = await newPage(club.browser, PHONE);
    await signIn(page, 'jugador@pena.golf');
    await page.goto(`${club.server.baseUrl}/torneos`);
    const today = card(page, 'Torneo del Sábado');
    const group = today.getByRole('region', { name: 'Mi Partida' });
    await group.waitFor();
    expect(await group.innerText()).toMatch(/Partida \d/);
    expect(await group.innerText()).toMatch(/\d{2}:\d{2}/);
    expect(await group.innerText()).toMatch(/\d participantes?/);
    const entry = group.getByRole('link', { name: 'Introducir Resultados' });
    expect(await entry.getAttribute('href')).toMatch(/^\/introduccion-datos\/[0-9a-f-]{36}$/);
    // Strokes are recorded today: the enrolment can no longer be cancelled.
    expect(await today.getByRole('button', { name: 'Cancelar Inscripción' }).count()).toBe(0);
    await card(page, 'Gran Premio de Invierno')
      .getByRole('button', { name: 'Cancelar Inscripción' })
      .waitFor();
    const past = card(page, 'Copa de la Peña').getByRole('region', { name: 'Mi Partida' });
    await past.getByText('Resultados validados').waitFor();
    expect(await past.getByRole('link', { name: 'Introducir Resultados' }).count()).toBe(0);
    await noHorizontalOverflow(page);
    await shoot(page, 'torneos-player-phone');

    await page.setViewportSize(DESKTOP);
    await shoot(page, 'torneos-player-desktop');
    await page.getByRole('tab', { name: 'Ligas' }).click();
    await page.getByRole('article', { name: 'Liga Cervecita' }).waitFor();
    await shoot(page, 'torneos-ligas-desktop');
    await context.close();
  });

  it('/torneos asks for its list once when opened, and not again on a return while the list is fresh', async () => {
    const { context, page } = await newPage(club.browser, PHONE);
    await signIn(page, 'jugador@pena.golf');
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname === '/api/tournaments') asked.push(search);
    });
    // Its route asks for the list as it starts, and the page's query takes that answer: one request, not two.
    await page.goto(`${club.server.baseUrl}/torneos`);
    const today = card(page, 'Torneo del Sábado');
    await today.waitFor();
    expect(asked).toEqual(['']);

    // Back to /torneos after the route's early answer has expired (10 s) but within the list's freshness (30 s):
    // the list on the phone is shown, nothing is asked.
    await today.getByRole('link', { name: /^Participantes/ }).click();
    await page.waitForURL(/\/torneos\/[0-9a-f-]{36}\/participantes$/);
    await page.waitForTimeout(10_500);
    await page.goBack();
    await page.waitForURL(`${club.server.baseUrl}/torneos`);
    await card(page, 'Torneo del Sábado').waitFor();
    expect(asked).toEqual(['']);
    await context.close();
  });

  it('enrolment page: redirects a visitor to /auth and a past tournament to its standings', async () => {
    const { context, page } = await newPage(club.browser, PHONE);
    const ids = (await (await fetch(`${club.server.baseUrl}/api/tournaments`)).json()) as {
      id: string;
      nombre: string;
    }[];
    const idOf = (nombre: string) => ids.find((t) => t.nombre === nombre)!.id;
    const inscripcion = `/torneos/${idOf('Gran Premio de Invierno')}/inscripcion`;
    await page.goto(`${club.server.baseUrl}${inscripcion}`);
    await page.waitForURL(`${club.server.baseUrl}/auth?destino=${encodeURIComponent(inscripcion)}`);

    await signIn(page, 'ana.belen.serrano@pena.golf');
    await page.goto(`${club.server.baseUrl}/torneos/${idOf('Copa de la Peña')}/inscripcion`);
    await page.waitForURL(`${club.server.baseUrl}/clasificacion?torneo=${idOf('Copa de la Peña')}`);

    await page.goto(`${club.server.baseUrl}/torneos/${idOf('Gran Premio de Invierno')}/inscripcion`);
    await page.getByRole('heading', { name: 'Inscripción a Torneo' }).waitFor();
    const gp = card(page, 'Gran Premio de Invierno');
    await gp.getByRole('button', { name: 'Inscribirse' }).waitFor();
    expect(await gp.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'inscripcion-phone');
    await page.setViewportSize(DESKTOP);
    await shoot(page, 'inscripcion-desktop');

    await page.goto(`${club.server.baseUrl}/torneos/00000000-0000-4000-8000-000000000000/inscripcion`);
    await page.getByText('Torneo no encontrado').waitFor();
    await page.goto(`${club.server.baseUrl}/torneos/00000000-0000-4000-8000-000000000000/participantes`);
    await page.getByText('Torneo no encontrado').waitFor();
    await context.close();
  });

  it('Mis Torneos y Ligas: both tabs with counts, cancel from the list, results of a past tournament', async () => {
    // Ana Belén Serrano played 'Copa de la Peña' and 'Torneo de Otoño' (both Orden de Mérito 2026).
    const { context, page } = await newPage(club.browser, PHONE);
    await signIn(page, 'ana.belen.serrano@pena.golf');
    await page.goto(`${club.server.baseUrl}/torneos`);
    await card(page, 'Gran Premio de Invierno').getByRole('button', { name: 'Inscribirse' }).click();
    await card(page, 'Gran Premio de Invierno').getByText('Inscrito', { exact: true }).waitFor();

    await page.goto(`${club.server.baseUrl}/mi-area`);
    await page.getByRole('link', { name: /Mis Torneos y Ligas/ }).click();
    await page.waitForURL(`${club.server.baseUrl}/mis-torneos-ligas`);
    await page.getByRole('tab', { name: 'Torneos (3)' }).waitFor();
    await page.getByRole('tab', { name: 'Ligas (1)' }).waitFor();
    const mine = page.getByRole('list', { name: 'Mis Torneos' });
    expect(
      (await mine.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts()).map((t) =>
        t.trim(),
      ),
    ).toEqual(['Gran Premio de Invierno', 'Copa de la Peña', 'Torneo de Otoño']);
    const copa = card(page, 'Copa de la Peña');
    await copa.getByText('Finalizado', { exact: true }).waitFor();
    await copa.getByText('Inscrito', { exact: true }).waitFor();
    await copa.getByRole('region', { name: 'Mi Partida' }).getByText('Resultados validados').waitFor();
    expect(await page.getByRole('link', { name: 'Ver Resultados' }).count()).toBe(2);
    await noHorizontalOverflow(page);
    await shoot(page, 'mis-torneos-phone');

    await page.getByRole('tab', { name: 'Ligas (1)' }).click();
    const league = page.getByRole('article', { name: 'Orden de Mérito 2026' });
    await league.getByText('Activa').waitFor();
    await shoot(page, 'mis-ligas-phone');
    await page.setViewportSize(DESKTOP);
    await shoot(page, 'mis-ligas-desktop');
    await page.getByRole('tab', { name: 'Torneos (3)' }).click();
    await shoot(page, 'mis-torneos-desktop');
    await page.setViewportSize(PHONE);

    const gp = card(page, 'Gran Premio de Invierno');
    await gp.getByRole('button', { name: 'Cancelar Inscripción' }).click();
    await toast(page, 'Inscripción cancelada');
    await page.getByRole('tab', { name: 'Torneos (2)' }).waitFor();
    await gp.waitFor({ state: 'detached' });

    await copa.getByRole('link', { name: 'Ver Resultados' }).click();
    await page.waitForURL(/\/clasificacion\?torneo=[0-9a-f-]{36}$/);

    await page.goto(`${club.server.baseUrl}/mis-torneos-ligas?tab=ligas`);
    await page.getByRole('article', { name: 'Orden de Mérito 2026' }).getByRole('link').click();
    await page.waitForURL(/\/ligas\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Orden de Mérito 2026' }).waitFor();
    await context.close();
  });

  it('a player with no tournaments sees both empty texts', async () => {
    const { context, page } = await newPage(club.browser, PHONE);
    // A new member who has not played yet.
    const res = await fetch(`${club.server.baseUrl}/api/accounts/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: club.server.baseUrl },
      body: JSON.stringify({
        nombre: 'Nueva Jugadora',
        telefono: '600111222',
        email: 'nueva.jugadora@example.com',
        password: 'pena1234',
      }),
    });
    expect(res.status).toBe(201);
    await signIn(page, 'nueva.jugadora@example.com');
    await page.goto(`${club.server.baseUrl}/mis-torneos-ligas`);
    await page.getByRole('tab', { name: 'Torneos (0)' }).waitFor();
    await page.getByText('No has participado en ningún torneo aún.').waitFor();
    await shoot(page, 'mis-torneos-empty-phone');
    await page.getByRole('tab', { name: 'Ligas (0)' }).click();
    await page.getByText('No has participado en ninguna liga aún.').waitFor();
    await context.close();
  });

  it('leagues: /ligas and /ligas/{id}', async () => {
    const { context, page } = await newPage(club.browser, PHONE);
    await page.goto(`${club.server.baseUrl}/ligas`);
    await page.getByRole('heading', { name: 'Ligas', exact: true }).waitFor();
    const om = page.getByRole('article', { name: 'Orden de Mérito 2026' });
    await om.getByText('Activa').waitFor();
    await om.getByText(/\d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4}/).waitFor();
    await noHorizontalOverflow(page);
    await shoot(page, 'ligas-phone');
    await om.getByRole('link', { name: 'Ver Clasificación' }).click();
    await page.waitForURL(/\/ligas\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Orden de Mérito 2026' }).waitFor();
    await page
      .getByTestId('league-summary')
      .getByText(/4 torneos jugados/)
      .waitFor();
    await page.getByRole('heading', { name: 'Sistema de puntuación: OM 2026' }).waitFor();
    await noHorizontalOverflow(page);
    await shoot(page, 'liga-phone');
    await page.setViewportSize(DESKTOP);
    await shoot(page, 'liga-desktop');
    await page.goto(`${club.server.baseUrl}/ligas`);
    await om.waitFor();
    await shoot(page, 'ligas-desktop');
    await page.goto(`${club.server.baseUrl}/ligas/00000000-0000-4000-8000-000000000000`);
    await page.getByText('Liga no encontrada').waitFor();
    await page.goto(`${club.server.baseUrl}/torneos`);
    await list(page).waitFor();
    await shoot(page, 'torneos-visitor-desktop');
    const ids = (await (await fetch(`${club.server.baseUrl}/api/tournaments`)).json()) as { id: string }[];
    await page.goto(`${club.server.baseUrl}/torneos/${ids[1]!.id}/participantes`);
    await page.getByRole('table', { name: 'Participantes' }).waitFor();
    await shoot(page, 'participantes-desktop');
    await context.close();
  });
});

describe("the visitor's /torneos from the server (design.md §10, src/shared/first-paint.ts)", () => {
  const firstAnswers = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="first-answers">([^<]*)<\/script>/.exec(html)![1]!,
    ) as Record<string, unknown>;

  it("carries the answers the API gives a visitor, and paints the cards from them; a session's page carries neither", async () => {
    const res = await fetch(`${club.server.baseUrl}/torneos`);
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    const tournaments = (await (await fetch(`${club.server.baseUrl}/api/tournaments`)).json()) as {
      nombre: string;
    }[];
    const me: unknown = await (await fetch(`${club.server.baseUrl}/api/me`)).json();
    expect(firstAnswers(html)).toEqual({
      '/api/me': me,
      '/api/tournaments': tournaments,
    });
    expect(tournaments.length).toBeGreaterThan(0);
    const painted = /<div id="first-paint"[^>]*>([\s\S]*?)<\/div><div id="root">/.exec(html)![1]!;
    for (const t of tournaments) expect(painted).toContain(t.nombre);
    // The app (its entry and the page's code) is asked for after the first frame.
    expect(html).toMatch(
      /<script src="\/first-paint\.js" data-entry="\/assets\/index-[\w-]+\.js" data-modules="[^"]*\/assets\/torneos-page-[\w-]+\.js[^"]*" defer><\/script>/,
    );
    expect(html).not.toContain('<script type="module"');

    // Another tab or a search is not what the server paints: the answers only.
    const ligas = await (await fetch(`${club.server.baseUrl}/torneos?tab=ligas`)).text();
    expect(ligas).toContain('id="first-answers"');
    expect(ligas).not.toContain('<div id="first-paint"');

    const signIn = await fetch(`${club.server.baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: club.server.baseUrl },
      body: JSON.stringify({ email: LUCIA.email, password: 'pena1234' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const signedIn = await (await fetch(`${club.server.baseUrl}/torneos`, { headers: { cookie } })).text();
    expect(signedIn).not.toContain('id="first-answers"');
    expect(signedIn).not.toContain('<div id="first-paint"');
    expect(signedIn).toContain('<div id="root">');
  });

  it('without JavaScript the cards are there and lead on', async () => {
    const context = await club.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${club.server.baseUrl}/torneos`);
    await card(page, 'Gran Premio de Invierno').getByText('Golf Sierra Verde').waitFor();
    expect(await page.getByRole('link', { name: 'Iniciar Sesión para Inscribirse' }).count()).toBe(3);
    await context.close();
  });

  it('with JavaScript the app takes over without asking again: one list, no console error', async () => {
    const { context, page } = await newPage(club.browser, PHONE);
    const errors: string[] = [];
    const asked: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    page.on(
      'request',
      (r) => void (new URL(r.url()).pathname.startsWith('/api/') && asked.push(new URL(r.url()).pathname)),
    );
    await page.goto(`${club.server.baseUrl}/torneos`);
    await page.locator('#first-paint').waitFor({ state: 'detached' });
    await expect.poll(() => allCardTitles(page)).toHaveLength(8);
    expect(await page.getByRole('list', { name: 'Torneos Disponibles' }).count()).toBe(1);
    expect(asked).not.toContain('/api/tournaments');
    expect(asked).not.toContain('/api/me');
    // The search works on the app's list.
    await search(page, 'cervecita', ['Cervecita 3ª jornada', 'Cervecita 2ª jornada', 'Cervecita 1ª jornada']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
