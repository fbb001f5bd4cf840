/**
 * 'Marcador y jugador' end to end (design.md §18, decision record 046): 'Copa Marcadores' today on the demo club,
 * validated by marker and player, one group of two — Lucía and Pablo mark each other. On two phones each enters
 * their strokes, signs the other's card as marker and their own as player; a stroke after a signature withdraws it
 * and the marker is told; the last signature validates the group on both screens.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '@/server/context';
import * as s from '@/server/db/schema';
import { assignGroupMarkers } from '@/server/modules/scores/signatures';
import { newPage, PHONE, shoot } from './support/browser';
import { useDemoClub } from './support/club';
import { chooseStrokes, entries, goToHole } from './support/scorecard';
import { todaysTournament } from './support/todays-tournament';

const LUCIA = { nombre: 'Lucía Fernández Gil', email: 'lucia.fernandez.gil@pena.golf' };
const PABLO = { nombre: 'Pablo Navarro Ramos' };
const DESKTOP_800 = { width: 1280, height: 800 };

async function prepare({ db }: AppDeps) {
  const { today } = await todaysTournament(db, { withAccount: true });
  const [dehesa] = await db
    .select()
    .from(s.camposGolf)
    .where(eq(s.camposGolf.nombre, 'Club de Golf La Dehesa'));
  const [amarillas] = await db.select().from(s.tiposSalida).where(eq(s.tiposSalida.campo_id, dehesa!.id));
  const [copa] = await db
    .insert(s.torneos)
    .values({
      nombre: 'Copa Marcadores',
      fecha_juego: today,
      campo_id: dehesa!.id,
      validacion: 'marcador_jugador',
    })
    .returning();
  await db.insert(s.torneosSalidas).values([
    { torneo_id: copa!.id, sexo: 'hombre', tipo_salida_id: amarillas!.id },
    { torneo_id: copa!.id, sexo: 'mujer', tipo_salida_id: amarillas!.id },
  ]);
  const [group] = await db
    .insert(s.partidas)
    .values({
      torneo_id: copa!.id,
      nombre: 'Partida 1',
      fecha_juego: today,
      hora_salida: '11:00',
      orden_salida: 1,
    })
    .returning();
  let seat = 0;
  let pabloEmail = '';
  for (const nombre of [LUCIA.nombre, PABLO.nombre]) {
    const [profile] = await db.select().from(s.profiles).where(eq(s.profiles.nombre, nombre));
    if (nombre === PABLO.nombre) pabloEmail = profile!.email!;
    const [pt] = await db
      .insert(s.participantesTorneo)
      .values({ torneo_id: copa!.id, jugador_id: profile!.id, handicap_torneo: 10 })
      .returning();
    seat += 1;
    await db
      .insert(s.partidasParticipantes)
      .values({ partida_id: group!.id, participante_id: pt!.id, posicion_grupo: seat });
  }
  await assignGroupMarkers(db, copa!.id, [group!.id]);
  return { torneoId: copa!.id, partidaId: group!.id, pabloEmail };
}

const club = useDemoClub('pena-e2e-markers-', prepare);

const panel = (page: Page, nombre: string) => page.locator(`[aria-label="Firmas de ${nombre}"]`);

async function waitForToast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** Signs `nombre`'s card as `como` through its button and the confirmation. */
async function sign(page: Page, nombre: string, como: 'marcador' | 'jugador') {
  await panel(page, nombre)
    .getByRole('button', { name: `Firmar como ${como}`, exact: true })
    .click();
  const dialog = page.getByRole('alertdialog', { name: `¿Firmar como ${como}?` });
  await dialog.getByRole('button', { name: 'Firmar', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** A player's row on the hole (their name, strokes and label), without the signatures under it. */
const rowText = async (page: Page, nombre: string) =>
  (
    await entries(page, 1)
      .getByRole('button', { name: new RegExp(nombre) })
      .innerText()
  ).replace(/\s+/g, ' ');

const state = async (page: Page, nombre: string) =>
  (await panel(page, nombre).innerText()).replace(/\s+/g, ' ').trim();

describe("'Marcador y jugador' on two phones", () => {
  it('each enters, signs the other as marker and themselves as player; a change withdraws a signature; the group validates', async () => {
    const a = await newPage(club.browser, PHONE);
    const b = await newPage(club.browser, DESKTOP_800);
    await club.signIn(a.page, LUCIA.email);
    await club.signIn(b.page, club.fixture.pabloEmail);
    const url = `${club.server.baseUrl}/introduccion-datos/${club.fixture.partidaId}`;
    for (const { page } of [a, b]) {
      await page.goto(url);
      await goToHole(page, 1);
    }
    // Each sees who marks each card; nobody is offered 'Validar Resultados'.
    await expect.poll(() => state(a.page, PABLO.nombre)).toContain(`Marcador: ${LUCIA.nombre}`);
    await expect.poll(() => state(a.page, LUCIA.nombre)).toContain(`Marcador: ${PABLO.nombre}`);
    expect(await a.page.getByRole('button', { name: 'Validar Resultados' }).count()).toBe(0);

    // Each enters their own strokes on hole 1.
    await chooseStrokes(a.page, 1, LUCIA.nombre, '5');
    await waitForToast(a.page, 'Resultado guardado');
    await chooseStrokes(b.page, 1, PABLO.nombre, '6');
    await waitForToast(b.page, 'Resultado guardado');
    await expect.poll(() => rowText(a.page, PABLO.nombre)).toMatch(/ 6 /);
    await shoot(a.page, 'marcador-firmas-phone');
    await shoot(b.page, 'marcador-firmas-desktop');

    // Lucía marks Pablo's card; Pablo lowers his hole 1 and her signature goes, she is told.
    await sign(a.page, PABLO.nombre, 'marcador');
    await waitForToast(a.page, 'Tarjeta firmada');
    await expect.poll(() => state(b.page, PABLO.nombre)).toContain('Firmada por el marcador');
    await chooseStrokes(b.page, 1, PABLO.nombre, '5');
    await waitForToast(a.page, 'El jugador cambió el hoyo 1: tu firma como marcador se ha retirado');
    await expect.poll(() => state(a.page, PABLO.nombre)).toContain('Sin firmar');
    await shoot(a.page, 'marcador-firma-retirada-phone');

    // Signed again, and the rest: Pablo marks Lucía, each signs their own.
    await sign(a.page, PABLO.nombre, 'marcador');
    await waitForToast(a.page, 'Tarjeta firmada');
    await sign(b.page, LUCIA.nombre, 'marcador');
    await waitForToast(b.page, 'Tarjeta firmada');
    await sign(a.page, LUCIA.nombre, 'jugador');
    await waitForToast(a.page, 'Tarjeta firmada');
    await expect.poll(() => state(b.page, LUCIA.nombre)).toMatch(/Firmada$/);
    await expect.poll(() => state(b.page, PABLO.nombre)).toContain('Firmada por el marcador');
    await shoot(b.page, 'marcador-firmas-casi-desktop');
    await sign(b.page, PABLO.nombre, 'jugador');
    await waitForToast(b.page, 'Resultados validados');
    for (const { page } of [a, b]) {
      await page.getByRole('status').getByText('Resultados validados').waitFor();
    }
    await expect.poll(() => state(a.page, PABLO.nombre)).toMatch(/Firmada$/);
    expect(await a.page.getByRole('button', { name: /Firmar como/ }).count()).toBe(0);
    await shoot(a.page, 'marcador-validada-phone');
    await shoot(b.page, 'marcador-validada-desktop');

    // The history tells the signatures and the withdrawal.
    await a.page.getByText('Historial de cambios').click();
    const history = a.page.getByRole('list', { name: 'Historial de cambios' });
    await history
      .getByText(`${PABLO.nombre} · Tarjeta firma del marcador retirada (cambio en el hoyo 1)`)
      .waitFor();
    await b.context.close();
    await a.context.close();
  });

  it("an administrator names a card's marker on the group's score entry", async () => {
    const admin = await newPage(club.browser, DESKTOP_800);
    await club.signIn(admin.page, 'admin@pena.golf');
    await admin.page.goto(`${club.server.baseUrl}/introduccion-datos/${club.fixture.partidaId}`);
    await goToHole(admin.page, 1);
    const select = admin.page.getByRole('combobox', { name: `Marcador de ${PABLO.nombre}`, exact: true });
    await expect.poll(() => select.inputValue()).not.toBe('');
    await shoot(admin.page, 'marcador-admin-desktop');
    await select.selectOption({ label: 'Lo asigna el comité' });
    await waitForToast(admin.page, 'Marcador cambiado');
    await expect.poll(() => select.inputValue()).toBe('');
    await admin.page.setViewportSize(PHONE);
    await shoot(admin.page, 'marcador-admin-phone');
    await admin.context.close();
  });

  it("the tournament form asks 'Validación' in stroke play and Stableford, not in match play", async () => {
    const admin = await newPage(club.browser, DESKTOP_800);
    await club.signIn(admin.page, 'admin@pena.golf');
    await admin.page.goto(`${club.server.baseUrl}/admin/torneos/${club.fixture.torneoId}`);
    await admin.page.getByText('Marcador y jugador').first().waitFor();
    await admin.page.getByRole('button', { name: 'Editar', exact: true }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Editar torneo' });
    expect(await dialog.getByLabel('Validación').inputValue()).toBe('marcador_jugador');
    await dialog.getByLabel('Validación').scrollIntoViewIfNeeded();
    await shoot(admin.page, 'torneo-validacion-desktop');
    await dialog.getByLabel('Modalidad').selectOption('matchplay_individual');
    await expect.poll(() => dialog.getByLabel('Validación').count()).toBe(0);
    await dialog.getByLabel('Modalidad').selectOption('stableford_individual');
    // Back from match play the choice starts again at 'Por la partida'.
    expect(await dialog.getByLabel('Validación').inputValue()).toBe('partida');
    await admin.context.close();
  });
});
