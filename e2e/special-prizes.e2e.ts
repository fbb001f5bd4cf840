/**
 * 'Premios especiales' (decision record 042), on the demo club (SEED=demo): today's 'Torneo del Sábado' gets a
 * 'Bola más cercana' on its first par 3. Javier, from his group's score entry on that hole, records the winner at
 * '3,45' m; the administrator's standings screen, open meanwhile, shows it live. Recording again asks first, naming
 * who is replaced, and the standings then show who was replaced. The admin's tournament page lists the prize.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '@/server/context';
import * as s from '@/server/db/schema';
import { DESKTOP, newPage, PHONE, shoot } from './support/browser';
import { useDemoClub } from './support/club';
import { goToHole } from './support/scorecard';
import { todaysTournament } from './support/todays-tournament';
import { waitForToast } from './support/toast';

interface Fixture {
  torneoId: string;
  partida: string;
  hole: number;
}

async function prepare({ db }: AppDeps): Promise<Fixture> {
  const { torneo: sabado, demoPlayer } = await todaysTournament(db, { withAccount: false });
  const [par3] = await db
    .select({ numero: s.hoyosTipoSalida.numero_hoyo })
    .from(s.hoyosTipoSalida)
    .innerJoin(s.tiposSalida, eq(s.tiposSalida.id, s.hoyosTipoSalida.tipo_salida_id))
    .where(and(eq(s.tiposSalida.campo_id, sabado.campo_id), eq(s.hoyosTipoSalida.par, 3)))
    .orderBy(asc(s.hoyosTipoSalida.numero_hoyo))
    .limit(1);
  await db.insert(s.premiosEspeciales).values({
    torneo_id: sabado.id,
    tipo: 'bola_mas_cercana',
    nombre: 'Bola más cercana',
    numero_hoyo: par3!.numero,
  });
  return { torneoId: sabado.id, partida: demoPlayer.partida, hole: par3!.numero };
}

const club = useDemoClub('pena-e2e-prizes-', prepare);

/** Records the winner from the open dialog: the `index`-th player, the distance in the two fields. */
async function fillWinner(page: Page, index: number, metres: string, centimetres = '') {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByLabel('Ganador').selectOption({ index });
  const name = await dialog.getByLabel('Ganador').evaluate((el) => {
    const select = el as HTMLSelectElement;
    return select.options[select.selectedIndex]!.text;
  });
  await dialog.getByLabel('Metros', { exact: true }).fill(metres);
  await dialog.getByLabel('Centímetros').fill(centimetres);
  return { dialog, name };
}

describe('special prizes', () => {
  it('a player records the closest to the pin on the par 3 from the score entry; the standings show it live', async () => {
    const viewer = await newPage(club.browser, DESKTOP);
    await club.signIn(viewer.page, 'admin@pena.golf');
    await viewer.page.goto(`${club.server.baseUrl}/clasificacion?torneo=${club.fixture.torneoId}`);
    const block = viewer.page.getByRole('region', { name: 'Premios especiales' });
    await block.getByText('Sin ganador todavía').waitFor();

    const { page } = await newPage(club.browser, PHONE);
    await club.signIn(page, 'jugador@pena.golf');
    await page.goto(`${club.server.baseUrl}/introduccion-datos/${club.fixture.partida}`);
    await goToHole(page, club.fixture.hole);
    const control = page.getByRole('button', { name: 'Bola más cercana — registrar ganador' });
    await control.waitFor();
    await shoot(page, 'score-entry-phone');

    // A bad distance is refused in Spanish and nothing is sent.
    await control.click();
    let { dialog, name } = await fillWinner(page, 1, '3,456');
    await dialog.getByRole('button', { name: 'Registrar ganador' }).click();
    await dialog.getByText('Distancia no válida: escribe los metros con coma (por ejemplo 3,45)').waitFor();
    await dialog.getByLabel('Metros', { exact: true }).fill('3,45');
    await shoot(page, 'record-dialog-phone');
    await dialog.getByRole('button', { name: 'Registrar ganador' }).click();
    await waitForToast(page, 'Ganador registrado');
    await page
      .getByRole('list', { name: `Premios especiales del hoyo ${club.fixture.hole}` })
      .getByText(`${name} · 3,45 m`)
      .waitFor();
    await block.getByText(`${name} · 3,45 m`).waitFor();

    // Replacing asks first, naming who is replaced.
    const first = name;
    await control.click();
    ({ dialog, name } = await fillWinner(page, 2, '2', '10'));
    await dialog.getByRole('button', { name: 'Sustituir ganador' }).click();
    await dialog.getByText(`${name} sustituirá a ${first} · 3,45 m. ¿Seguro?`).waitFor();
    await shoot(page, 'replace-confirm-phone');
    await dialog.getByRole('button', { name: 'Sí, sustituir' }).click();
    await waitForToast(page, 'Ganador registrado');
    await block.getByText(`${name} · 2,10 m`).waitFor();
    expect(await block.innerText()).toContain(`sustituye a ${first} · 3,45 m`);
    await shoot(viewer.page, 'standings-desktop');

    const phoneViewer = await newPage(club.browser, PHONE);
    await club.signIn(phoneViewer.page, 'admin@pena.golf');
    await phoneViewer.page.goto(`${club.server.baseUrl}/clasificacion?torneo=${club.fixture.torneoId}`);
    await phoneViewer.page
      .getByRole('region', { name: 'Premios especiales' })
      .getByText(`${name} · 2,10 m`)
      .waitFor();
    await shoot(phoneViewer.page, 'standings-phone');

    // The administrator's tournament page lists it, with its winner.
    for (const [p, label] of [
      [viewer.page, 'desktop'],
      [phoneViewer.page, 'phone'],
    ] as const) {
      await p.goto(`${club.server.baseUrl}/admin/torneos/${club.fixture.torneoId}`);
      await p
        .getByRole('list', { name: 'Premios especiales' })
        .getByText(`Bola más cercana · Hoyo ${club.fixture.hole}`)
        .waitFor();
      await p.getByRole('button', { name: 'Añadir premio' }).scrollIntoViewIfNeeded();
      await shoot(p, `admin-tournament-${label}`);
    }
  }, 120_000);
});
