/**
 * The administrator's tournament day from an EMPTY database (SEED=none): /admin/partidas and /admin/ligas open on
 * the only tournament or league and then on the last one chosen in this browser; 'Generar Partidas' over published
 * groups asks first and names the groups with results as the server has them (cancelling changes nothing); the
 * quick entry on /admin/torneos lists the participants by group with its tee time, shows the par of each hole of
 * the participant's own tee, and after a save goes to the next player of the same group, then of the next group.
 * The club's data (a course with a men's and a women's tee of different pars, tournaments, guests, leagues) is set
 * up through the same API the screens use.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TTournamentGroups } from '@/shared/schemas/admin-groups';
import type { TAdminParticipant } from '@/shared/schemas/admin-tournaments';
import { PHONE, shoot } from './support/browser';
import { apiOf } from './support/api';
import { adminEnv, useClub, usePage } from './support/club';
import { startServer } from './support/server';
import { signInThroughForm } from './support/sign-in';
import { waitForToast } from './support/toast';

const ADMIN = { email: 'capitana@club.test', password: 'capitana-1234' };
const SCREEN = { width: 1280, height: 800 };
const MEN = [4, 4, 3, 5, 4, 4, 3, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
const WOMEN = [5, 4, 4, 4, 4, 5, 3, 4, 4, 4, 5, 3, 4, 4, 5, 3, 4, 3];
const TORNEO = 'Sábado de estreno';
const GUESTS = [
  ['Ana Mora', 'mujer', 10],
  ['Bruno Gil', 'hombre', 14],
  ['Carla Vidal', 'mujer', 22],
  ['Diego Paz', 'hombre', 5],
  ['Elena Ruiz', 'mujer', 30],
  ['Fran Soto', 'hombre', 18],
] as const;

const club = useClub(() => startServer({ SEED: 'none', ...adminEnv(ADMIN) }));
const { url } = club;
const admin = usePage(club, SCREEN);
let torneoId = '';

const api = <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) =>
  apiOf(admin.page, club.server.baseUrl)<T>(method, path, data);
const groupsNow = () => api<TTournamentGroups>('GET', `/api/admin/groups/tournaments/${torneoId}`);
const participantsNow = () =>
  api<TAdminParticipant[]>('GET', `/api/admin/tournaments/${torneoId}/participants`);

async function shootAt(page: Page, name: string, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await shoot(page, name);
}

async function createTournament(nombre: string, campoId: string, tees: { men: string; women: string }) {
  const t = await api<{ id: string }>('POST', '/api/admin/tournaments', {
    nombre,
    fecha_juego: '2030-06-01',
    campo_id: campoId,
    modalidad: 'individual_por_golpes',
    metodo_desempate: 'puntuacion_media',
    activo: true,
    limite_golpes_hoyo: null,
    salida_hombre_id: tees.men,
    salida_mujer_id: tees.women,
    reductor_handicap: 100,
  });
  return t.id;
}

const tournamentSelect = (page: Page) => page.getByLabel('Torneo', { exact: true });

describe("the administrator's tournament day from an empty club", () => {
  let campoId = '';
  const tees = { men: '', women: '' };

  it('with nothing yet, /admin/partidas and /admin/ligas ask to choose', async () => {
    const { page } = admin;
    await signInThroughForm(page, club.server.baseUrl, ADMIN);
    await page.goto(url('/admin/partidas'));
    await page.getByText('Selecciona un torneo activo para gestionar sus partidas').waitFor();
    await page.goto(url('/admin/ligas'));
    await page.getByText('Selecciona una liga para ver sus torneos').waitFor();

    campoId = (
      await api<{ id: string }>('POST', '/api/admin/courses', { nombre: 'El Encinar', ubicacion: 'Ávila' })
    ).id;
    for (const [key, nombre, pars] of [
      ['men', 'Amarillas', MEN],
      ['women', 'Rojas', WOMEN],
    ] as const) {
      tees[key] = (
        await api<{ id: string }>('POST', `/api/admin/courses/${campoId}/tees`, {
          nombre,
          slope: 125,
          course_rating: 72,
        })
      ).id;
      await api('PUT', `/api/admin/tees/${tees[key]}/holes`, {
        hoyos: pars.map((par, i) => ({ numero_hoyo: i + 1, par, handicap: i + 1 })),
      });
    }
    torneoId = await createTournament(TORNEO, campoId, tees);
    for (const [nombre, sexo, handicap] of GUESTS) {
      await api('POST', `/api/admin/tournaments/${torneoId}/guests`, { nombre, sexo, handicap });
    }
  });

  it('/admin/partidas opens on the only tournament; generating without published groups asks nothing', async () => {
    const { page } = admin;
    await page.goto(url('/admin/partidas'));
    await page.getByText('Sin partidas', { exact: true }).waitFor();
    expect(await tournamentSelect(page).inputValue()).toBe(torneoId);
    await page.getByLabel('Jugadores por partida').selectOption('3');
    await page.getByRole('button', { name: 'Generar Partidas' }).click();
    await waitForToast(page, 'Partidas generadas', '2 partidas');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Publicar Partidas' }).click();
    await waitForToast(page, 'Partidas publicadas', '2 partidas guardadas');
    await page.getByText('Partidas Publicadas', { exact: true }).waitFor();
  });

  it("'Generar Partidas' over published groups names those with results; cancel keeps them, accept makes a draft", async () => {
    const { page } = admin;
    // Results arrive while the screen is open: the question reads them from the server, not from the screen.
    const published = await groupsNow();
    const [g1, g2] = published.partidas;
    await api('POST', `/api/admin/groups/partidas/${g1!.id}/validate`, {});
    await api('PUT', `/api/admin/participants/${g2!.participantes[0]}/card`, {
      golpes: [5, 4, ...Array<null>(16).fill(null)],
    });

    await page.getByRole('button', { name: 'Generar Partidas' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Generar Partidas' });
    await dialog.getByText(/Este torneo ya tiene 2 partidas publicadas/).waitFor();
    expect(
      await dialog
        .getByRole('list', { name: 'Partidas con resultados' })
        .getByRole('listitem')
        .allInnerTexts(),
    ).toEqual(['Partida 1 · 08:00: validada', 'Partida 2 · 08:10: 1 jugador con golpes']);
    await shootAt(page, 'tournament-day-regenerate-question-desktop', SCREEN);
    await shootAt(page, 'tournament-day-regenerate-question-phone', { width: PHONE.width, height: 800 });
    await page.setViewportSize(SCREEN);

    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Partidas Publicadas', { exact: true }).waitFor();
    expect(await page.getByText('Borrador', { exact: true }).count()).toBe(0);
    expect(
      await page.evaluate((id) => localStorage.getItem(`pena:partidas-borrador:${id}`), torneoId),
    ).toBeNull();
    const unchanged = await groupsNow();
    expect(unchanged.partidas.map((g) => [g.id, g.validada, g.participantes])).toEqual([
      [g1!.id, true, g1!.participantes],
      [g2!.id, false, g2!.participantes],
    ]);

    await page.getByRole('button', { name: 'Generar Partidas' }).click();
    await dialog.getByRole('button', { name: 'Generar borrador' }).click();
    await waitForToast(page, 'Partidas generadas', '2 partidas');
    await page.getByText('Borrador', { exact: true }).waitFor();
    // A draft only: the server still has the published groups until 'Actualizar Partidas'.
    expect((await groupsNow()).partidas.map((g) => g.id)).toEqual([g1!.id, g2!.id]);
    await page.getByRole('button', { name: 'Descartar borrador' }).click();
    await page.getByText('Partidas Publicadas', { exact: true }).waitFor();
  });

  it('quick entry: participants by group with its tee time, the pars of their own tee, next of the same group', async () => {
    const { page } = admin;
    await api('POST', `/api/admin/tournaments/${torneoId}/guests`, {
      nombre: 'Gema Ortiz',
      sexo: 'mujer',
      handicap: 25,
    });
    const groups = await groupsNow();
    const people = await participantsNow();
    const nameOf = new Map(people.map((p) => [p.id, p.nombre]));
    const sexOf = new Map(people.map((p) => [p.id, p.sexo]));

    await page.goto(url('/admin/torneos'));
    await page.locator('#quick-torneo').selectOption(torneoId);
    const participante = page.getByLabel('Participante', { exact: true });
    await participante.locator('optgroup').first().waitFor({ state: 'attached' });
    const listed = await participante.evaluate((select) =>
      [...select.querySelectorAll('optgroup')].map((g) => [
        g.label,
        [...g.querySelectorAll('option')].map((o) =>
          o.textContent.replace(/\s*\(\d+ hoyos\)\s*$/, '').trim(),
        ),
      ]),
    );
    expect(listed).toEqual([
      ['Partida 1 · 08:00', groups.partidas[0]!.participantes.map((id) => nameOf.get(id))],
      ['Partida 2 · 08:10', groups.partidas[1]!.participantes.map((id) => nameOf.get(id))],
      ['Sin partida', ['Gema Ortiz']],
    ]);

    const parsShown = async () => {
      await page.getByLabel('Hoyo 18', { exact: true }).waitFor();
      return page
        .locator('form')
        .filter({ has: page.getByLabel('Hoyo 1', { exact: true }) })
        .locator('span[id]')
        .allInnerTexts();
    };
    const parsOf = (id: string) => (sexOf.get(id) === 'mujer' ? WOMEN : MEN).map((p) => `par ${p}`);
    async function typeCard(strokes: number[]) {
      await page.getByLabel('Hoyo 1', { exact: true }).click();
      for (const s of strokes) {
        await page.keyboard.type(String(s));
        await page.keyboard.press('Enter');
      }
    }

    const [first, second, third] = groups.partidas[0]!.participantes;
    await participante.selectOption(first!);
    expect(await parsShown()).toEqual(parsOf(first!));
    await page
      .locator('form')
      .getByText(`${nameOf.get(first!)} · Partida 1 · 08:00`)
      .waitFor();
    await shootAt(page, 'tournament-day-quick-entry-desktop', SCREEN);
    await shootAt(page, 'tournament-day-quick-entry-phone', { width: PHONE.width, height: 800 });
    await page.setViewportSize(SCREEN);
    await typeCard(sexOf.get(first!) === 'mujer' ? WOMEN : MEN);
    await waitForToast(page, 'Resultados guardados', nameOf.get(first!));
    await expect.poll(() => participante.inputValue()).toBe(second);
    expect(await parsShown()).toEqual(parsOf(second!));

    // The last player of a group is followed by the first of the next group.
    await participante.selectOption(third!);
    expect(await parsShown()).toEqual(parsOf(third!));
    await typeCard(Array<number>(18).fill(4));
    await waitForToast(page, 'Resultados guardados', nameOf.get(third!));
    const nextGroupFirst = groups.partidas[1]!.participantes[0]!;
    await expect.poll(() => participante.inputValue()).toBe(nextGroupFirst);
    expect(await parsShown()).toEqual(parsOf(nextGroupFirst));
    expect(
      (await api<{ golpes: (number | null)[] }>('GET', `/api/admin/participants/${third}/card`)).golpes,
    ).toEqual(Array(18).fill(4));
  });

  it('/admin/partidas remembers the tournament last chosen in this browser', async () => {
    const { page } = admin;
    const otro = await createTournament('Copa de invierno', campoId, tees);
    await page.goto(url('/admin/partidas'));
    // Two tournaments and nothing chosen yet (the only one opened by itself): it asks.
    await page.getByText('Selecciona un torneo activo para gestionar sus partidas').waitFor();
    await tournamentSelect(page).selectOption(otro);
    await page.waitForURL(url(`/admin/partidas?torneo=${otro}`));
    await page.goto(url('/admin/partidas'));
    await page.getByText('Sin partidas', { exact: true }).waitFor();
    expect(await tournamentSelect(page).inputValue()).toBe(otro);
    await tournamentSelect(page).selectOption(torneoId);
    await page.getByText('Partidas Publicadas', { exact: true }).waitFor();
    await page.goto(url('/admin/partidas'));
    await page.getByText('Partidas Publicadas', { exact: true }).waitFor();
    expect(await tournamentSelect(page).inputValue()).toBe(torneoId);
    await shootAt(page, 'tournament-day-partidas-desktop', SCREEN);
    await shootAt(page, 'tournament-day-partidas-phone', { width: PHONE.width, height: 800 });
    await page.setViewportSize(SCREEN);
  });

  it('/admin/ligas opens on the only league, then on the one last chosen', async () => {
    const { page } = admin;
    const liga = (nombre: string) =>
      api<{ id: string }>('POST', '/api/admin/leagues', { nombre, sistema_puntuacion: 'cervecita' });
    await liga('Liga de los sábados');
    await page.goto(url('/admin/ligas'));
    await page.getByRole('heading', { name: 'Liga de los sábados', level: 2 }).waitFor();
    expect(await page.getByRole('button', { name: 'Calcular Puntuaciones' }).isEnabled()).toBe(true);

    await liga('Liga de invierno');
    await page.goto(url('/admin/ligas'));
    await page.getByText('Selecciona una liga para ver sus torneos').waitFor();
    await page.getByRole('combobox', { name: 'Liga' }).click();
    await page.getByRole('option', { name: 'Liga de invierno' }).click();
    await page.getByRole('heading', { name: 'Liga de invierno', level: 2 }).waitFor();
    await page.goto(url('/admin/ligas'));
    await page.getByRole('heading', { name: 'Liga de invierno', level: 2 }).waitFor();
    await shootAt(page, 'tournament-day-ligas-desktop', SCREEN);
    await shootAt(page, 'tournament-day-ligas-phone', { width: PHONE.width, height: 800 });
    await page.setViewportSize(SCREEN);
  });
});
