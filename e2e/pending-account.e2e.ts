/**
 * Without SMTP, a player signs up with the e-mail of a club player who has no account: the sign-up gets a profile
 * of its own and the player is told it waits to be joined; the administrator sees it flagged under the club player
 * in /admin/jugadores (not as a second player) and on the player's card, joins it in one action, and the player now
 * has the club player's profile. The club starts empty with ADMIN_EMAIL, whose administrator is in no players' list.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, shoot } from './support/browser';
import { startEmptyClub, useClub, usePage } from './support/club';
import { signInThroughForm } from './support/sign-in';
import { waitForToast as toast } from './support/toast';

const ADMIN = { email: 'admin@club.es', password: 'admin-secreto-1' };
const MARTA = { nombre: 'Marta Sánchez', email: 'marta@club.es', licencia: 'LIC-MARTA' };
const WAITING = 'Tu cuenta está pendiente de unirse a tu perfil de la peña';

const club = useClub(() => startEmptyClub('pena-e2e-pending-', ADMIN));
const { url } = club;
const admin = usePage(club);
const player = usePage(club, PHONE);

/** A screenshot at the phone's width and one at the desktop's, back to the page's own size after. */
async function shootBoth(page: Page, name: string, own: { width: number; height: number }) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await shoot(page, `${name}-${size}`);
  }
  await page.setViewportSize(own);
}

/** The players table's rows named Marta. */
const martaRows = (page: Page) =>
  page.getByRole('table', { name: 'Jugadores' }).getByRole('row').filter({ hasText: MARTA.nombre });

describe('an account signed up with a club player’s e-mail, without SMTP', () => {
  it('the administrator creates the club player; the administrator is not listed as a player', async () => {
    const { page } = admin;
    await signInThroughForm(page, club.server.baseUrl, ADMIN);
    await page.goto(url('/admin/jugadores'));
    await page.getByText('0 jugadores').waitFor();
    await page.getByRole('button', { name: 'Nuevo jugador' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo jugador' });
    await dialog.getByLabel('Nombre').fill(MARTA.nombre);
    await dialog.getByLabel('Fecha de nacimiento').fill('1970-04-05');
    await dialog.getByLabel('Email').fill(MARTA.email);
    await dialog.getByLabel('Número de licencia federativa').fill(MARTA.licencia);
    await dialog.getByRole('button', { name: 'Crear jugador' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('1 jugadores').waitFor();
  });

  it('the sign-up is told it waits to be joined, and by whom', async () => {
    const { page } = player;
    await page.goto(url('/auth'));
    await page.getByRole('tab', { name: 'Registrarse' }).click();
    await page.getByLabel('Nombre Completo').fill(MARTA.nombre);
    await page.getByLabel('Teléfono').fill('612 345 678');
    await page.getByLabel('Email').fill(MARTA.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('marta-clave');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await page.waitForURL(url('/'));
    const notice = page.getByRole('status').filter({ hasText: WAITING });
    await notice.getByText('Pide al administrador de la peña que la una.', { exact: false }).waitFor();
    await shootBoth(page, 'pending-join-home', PHONE);
    await page.goto(url('/profile'));
    await page.getByRole('status').filter({ hasText: WAITING }).waitFor();
    expect(await page.getByLabel('Número de licencia federativa').inputValue()).toBe('');
    await shootBoth(page, 'pending-join-profile', PHONE);
  });

  it('the administrator sees it flagged on the list and the card, and joins it in one action', async () => {
    const { page } = admin;
    await page.goto(url('/admin/jugadores'));
    // The sign-up is Marta, not another player: one row, flagged, with the account under her name.
    await page.getByText('1 jugadores').waitFor();
    await expect.poll(() => martaRows(page).count()).toBe(1);
    const flagged = martaRows(page).filter({ hasText: 'Pendiente de unir' });
    expect(await flagged.count()).toBe(1);
    await flagged.getByText(`Registrado como ${MARTA.email}`).waitFor();
    await shootBoth(page, 'pending-join-list', DESKTOP);
    await flagged.getByRole('link', { name: MARTA.nombre }).click();

    const card = page.getByRole('region', { name: 'Cuenta pendiente de unir' });
    await card
      .getByText(`${MARTA.email} se registró con el email de este jugador`, { exact: false })
      .waitFor();
    await shootBoth(page, 'pending-join-card', DESKTOP);
    await card.getByRole('button', { name: 'Unir cuenta a este jugador' }).click();
    await toast(page, 'Cuenta unida');
    await card.waitFor({ state: 'hidden' });
    await page.getByText('Con cuenta').waitFor();

    await page.goto(url('/admin/jugadores'));
    await page.getByText('1 jugadores').waitFor();
    expect(await martaRows(page).count()).toBe(1);
    expect(await martaRows(page).filter({ hasText: 'Sí' }).count()).toBe(1);
  });

  it('the player now has the club player’s profile, and nothing waits', async () => {
    const { page } = player;
    await page.goto(url('/profile'));
    await expect
      .poll(() => page.getByLabel('Número de licencia federativa').inputValue())
      .toBe(MARTA.licencia);
    expect(await page.getByRole('status').filter({ hasText: WAITING }).count()).toBe(0);
    await page.goto(url('/'));
    await page.getByRole('heading', { name: `Hola ${MARTA.nombre}` }).waitFor();
    expect(await page.getByText(WAITING).count()).toBe(0);
  });
});
