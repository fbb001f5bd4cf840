/**
 * 'Premios especiales' (decision record 042), on the demo club (SEED=demo): today's 'Torneo del Sábado' gets a
 * 'Bola más cercana' on its first par 3. Javier, from his group's score entry on that hole, records the winner at
 * '3,45' m; the administrator's standings screen, open meanwhile, shows it live. Recording again asks first, naming
 * who is replaced, and the standings then show who was replaced. The admin's tournament page lists the prize.
 */
import fs from 'node:fs';
import { and, asc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInTimeZone } from '@/shared/domain';
import { loadConfig } from '@/server/config';
import * as s from '@/server/db/schema';
import { createLogger } from '@/server/lib/logger';
import { createRuntime } from '@/server/runtime';
import { DESKTOP, launchBrowser, newPage, PHONE, shoot } from './support/browser';
import { signInThroughForm } from './support/sign-in';
import { goToHole } from './support/scorecard';
import { clubDataDir } from './support/templates';
import { startServer, type RunningServer } from './support/server';
import { waitForToast } from './support/toast';

interface Fixture {
  torneoId: string;
  partida: string;
  hole: number;
}

async function prepare(dataDir: string): Promise<Fixture> {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'silent' });
  const runtime = await createRuntime(config, { logger: createLogger('silent') });
  try {
    const db = runtime.deps.db;
    const today = todayInTimeZone(new Date(), 'Europe/Madrid');
    const [sabado] = await db
      .select()
      .from(s.torneos)
      .where(and(eq(s.torneos.nombre, 'Torneo del Sábado'), eq(s.torneos.fecha_juego, today)));
    const [par3] = await db
      .select({ numero: s.hoyosTipoSalida.numero_hoyo })
      .from(s.hoyosTipoSalida)
      .innerJoin(s.tiposSalida, eq(s.tiposSalida.id, s.hoyosTipoSalida.tipo_salida_id))
      .where(and(eq(s.tiposSalida.campo_id, sabado!.campo_id), eq(s.hoyosTipoSalida.par, 3)))
      .orderBy(asc(s.hoyosTipoSalida.numero_hoyo))
      .limit(1);
    const [seat] = await db
      .select({ partida: s.partidasParticipantes.partida_id })
      .from(s.partidasParticipantes)
      .innerJoin(s.participantesTorneo, eq(s.participantesTorneo.id, s.partidasParticipantes.participante_id))
      .innerJoin(s.profiles, eq(s.profiles.id, s.participantesTorneo.jugador_id))
      .where(and(eq(s.participantesTorneo.torneo_id, sabado!.id), eq(s.profiles.email, 'jugador@pena.golf')));
    await db.insert(s.premiosEspeciales).values({
      torneo_id: sabado!.id,
      tipo: 'bola_mas_cercana',
      nombre: 'Bola más cercana',
      numero_hoyo: par3!.numero,
    });
    return { torneoId: sabado!.id, partida: seat!.partida, hole: par3!.numero };
  } finally {
    await runtime.close();
  }
}

let dataDir: string;
let fixture: Fixture;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  dataDir = clubDataDir('pena-e2e-prizes-', 'demo');
  fixture = await prepare(dataDir);
  server = await startServer({ DATA_DIR: dataDir, SEED: 'demo' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

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
    const viewer = await newPage(browser, DESKTOP);
    await signInThroughForm(viewer.page, server.baseUrl, { email: 'admin@pena.golf', password: 'pena1234' });
    await viewer.page.goto(`${server.baseUrl}/clasificacion?torneo=${fixture.torneoId}`);
    const block = viewer.page.getByRole('region', { name: 'Premios especiales' });
    await block.getByText('Sin ganador todavía').waitFor();

    const { page } = await newPage(browser, PHONE);
    await signInThroughForm(page, server.baseUrl, { email: 'jugador@pena.golf', password: 'pena1234' });
    await page.goto(`${server.baseUrl}/introduccion-datos/${fixture.partida}`);
    await goToHole(page, fixture.hole);
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
      .getByRole('list', { name: `Premios especiales del hoyo ${fixture.hole}` })
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

    const phoneViewer = await newPage(browser, PHONE);
    await signInThroughForm(phoneViewer.page, server.baseUrl, {
      email: 'admin@pena.golf',
      password: 'pena1234',
    });
    await phoneViewer.page.goto(`${server.baseUrl}/clasificacion?torneo=${fixture.torneoId}`);
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
      await p.goto(`${server.baseUrl}/admin/torneos/${fixture.torneoId}`);
      await p
        .getByRole('list', { name: 'Premios especiales' })
        .getByText(`Bola más cercana · Hoyo ${fixture.hole}`)
        .waitFor();
      await p.getByRole('button', { name: 'Añadir premio' }).scrollIntoViewIfNeeded();
      await shoot(p, `admin-tournament-${label}`);
    }
  }, 120_000);
});
