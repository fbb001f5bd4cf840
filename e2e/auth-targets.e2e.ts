/**
 * The ways to /auth that used to drop where the visitor was going (decision record 032),
 * on the demo club: the signed-out home given a target (`/?destino=…`) and the invitation link (`/invitacion?destino=
 * …#token`: signing up, or 'Inicia sesión' for someone with an account) land on the target. 'Iniciar Sesión para
 * Inscribirse' is in e2e/tournaments.e2e.ts. A foreign target is never followed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TAdminPlayersResponse } from '@/shared/schemas/admin-players';
import type { TCreateInvitationsResponse } from '@/shared/schemas/invitations';
import { apiOf } from './support/api';
import { DESKTOP, newPage, PHONE, shoot } from './support/browser';
import { useClub } from './support/club';
import { startServer } from './support/server';

const club = useClub(() => startServer({ SEED: 'demo' }));

const { url } = club;

async function signInHere(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('pena1234');
  await page.locator('form').getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/** Two invitation links made by the demo administrator (for members without an account). */
async function invitationLinks(): Promise<string[]> {
  const { page, context } = await newPage(club.browser, DESKTOP);
  await page.goto(url('/auth'));
  await signInHere(page, 'admin@pena.golf');
  await page.waitForURL(url('/'));
  const api = apiOf(page, club.server.baseUrl);
  const players = await api<TAdminPlayersResponse>('GET', '/api/admin/players');
  const ids = ['Manuel Nieto Calvo', 'Pilar Santos Arias'].map(
    (n) => players.find((p) => p.nombre === n)!.id,
  );
  const made = await api<TCreateInvitationsResponse>('POST', '/api/admin/invitations', { jugador_ids: ids });
  await context.close();
  return made.invitaciones.map((i) => i.url);
}

describe('sign-in targets kept on every way to /auth', () => {
  it('the signed-out home passes its target on to /auth; a foreign one is dropped', async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const { page, context } = await newPage(club.browser, viewport);
      await page.goto(url('/?destino=%2Fmis-resultados'));
      await page.getByRole('link', { name: 'Acceso / Registro' }).click();
      await page.waitForURL(url('/auth?destino=%2Fmis-resultados'));
      // The address changes before the sign-in page is drawn ('Cargando...'): the picture is of its form.
      await page.getByRole('tab', { name: 'Iniciar Sesión' }).waitFor();
      await page.getByLabel('Email').waitFor();
      await shoot(page, `auth-with-target-${name}`);
      if (name === 'phone') {
        await signInHere(page, 'jugador@pena.golf');
        await page.waitForURL(url('/mis-resultados'));
      }
      await context.close();
    }
    const { page, context } = await newPage(club.browser, PHONE);
    await page.goto(url(`/?destino=${encodeURIComponent('//evil.example/x')}`));
    await page.getByRole('link', { name: 'Acceso / Registro' }).click();
    await page.waitForURL(url('/auth'));
    await context.close();
  });

  it('an invitation link with a target: signing up, or signing in first, lands on it', async () => {
    const [manuel, pilar] = (await invitationLinks()) as [string, string];
    const withTarget = (link: string) => link.replace('/invitacion#', '/invitacion?destino=%2Ftorneos#');

    // A new account through the link lands on the target.
    const a = await newPage(club.browser, PHONE);
    await a.page.goto(withTarget(manuel));
    await a.page.getByLabel('Email').fill('manuel.nieto@example.com');
    await a.page.getByLabel('Contraseña', { exact: true }).fill('manuel-clave-1');
    await a.page.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await a.page.waitForURL(url('/torneos'));
    await a.context.close();

    // Somebody with an account: 'Inicia sesión' keeps the invitation (and its target) as the target; signed in,
    // the invitation page offers to join the account (its 'Unir' then lands on the target, as sign-up does).
    const b = await newPage(club.browser, PHONE);
    await b.page.goto(withTarget(pilar));
    await b.page.getByRole('link', { name: 'Inicia sesión' }).click();
    await b.page.waitForURL(url(`/auth?destino=${encodeURIComponent('/invitacion?destino=%2Ftorneos')}`));
    // The address changes while the sign-in page's code still loads: the invitation's own sign-up form (with its
    // own 'Email') stays on screen until then, so wait for the sign-in page before typing.
    await b.page.getByRole('tab', { name: 'Iniciar Sesión' }).waitFor();
    await signInHere(b.page, 'jugador@pena.golf');
    await b.page.waitForURL(url('/invitacion?destino=%2Ftorneos'));
    await b.page.getByText('Has iniciado sesión como').waitFor();
    expect(await b.page.getByText('Pilar Santos Arias').count()).toBeGreaterThan(0);
    await b.context.close();
  });
});
