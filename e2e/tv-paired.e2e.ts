/**
 * 'Pantallas del club' on the demo club: the administrator pairs a screen on 'Ajustes de la peña'; its secret address,
 * opened at 1920×1080 in a browser with no session, shows today's tournament although its public link is off (the
 * club's /tv does not); after 'Renovar dirección' that TV, left on, and the old address opened afresh say the screen
 * is not paired. Screenshots of the admin section at 360×800 and 1280×800, the paired TV and the unpaired message.
 */
import { describe, expect, it } from 'vitest';
import { ZTvToday } from '@/shared/schemas/public';
import { newPage, shoot, shootBoth } from './support/browser';
import { useDemoClub, usePage } from './support/club';
import { waitForToast as toast } from './support/toast';

const TV = { width: 1920, height: 1080 };
const SIZES = { phone: { width: 360, height: 800 }, desktop: { width: 1280, height: 800 } };

const club = useDemoClub('pena-e2e-tv-paired-', () => Promise.resolve(null));
const { url } = club;
const admin = usePage(club);

const NOT_PAIRED = 'Esta pantalla no está emparejada. Pídale al administrador una dirección nueva.';

describe('a TV paired to a secret address', () => {
  let address = '';
  /** The TV left on between the tests. */
  let screen: Awaited<ReturnType<typeof newPage>>;

  it('the administrator pairs a screen on the club settings and gets its address and QR', async () => {
    const { page } = admin;
    await club.signIn(page, 'admin@pena.golf');
    await page.goto(url('/admin/ajustes'));
    await page.getByRole('heading', { name: 'Ajustes de la peña' }).waitFor();
    const card = page
      .locator('[data-slot="card"]')
      .filter({ has: page.getByRole('heading', { name: 'Pantallas del club' }) });
    await card.getByText('Todavía no hay pantallas emparejadas.').waitFor();
    await card.getByRole('button', { name: 'Emparejar pantalla', exact: true }).click();
    await card.getByText('Escribe el nombre de la pantalla (por ejemplo, Bar o Recepción)').waitFor();
    await card.getByLabel('Nombre de la pantalla', { exact: true }).fill('Bar');
    await card.getByRole('button', { name: 'Emparejar pantalla', exact: true }).click();
    await toast(page, 'Pantalla Bar emparejada');
    const input = card.getByLabel('Dirección de la pantalla Bar', { exact: true });
    await expect.poll(() => input.inputValue()).toMatch(/\/tv\/[\w-]{24}$/);
    address = await input.inputValue();
    await card.getByRole('img', { name: 'Código QR de la pantalla Bar' }).waitFor();
    await shootBoth(page, 'tv-paired-admin', { sizes: SIZES, section: card });
  });

  it("the address, in a browser with no session at 1920×1080, shows today's tournament whose public link is off", async () => {
    const club_tv = ZTvToday.parse(await (await fetch(url('/api/public/tv'))).json());
    expect(club_tv.torneos.map((t) => t.nombre)).not.toContain('Torneo del Sábado');
    screen = await newPage(club.browser, TV);
    const { page } = screen;
    // Today's knockout (a match agreed for today) comes first by name: five seconds a page.
    await page.goto(`${address}?intervalo=5`);
    await page.getByRole('heading', { name: 'Torneo del Sábado' }).waitFor({ timeout: 30_000 });
    await page.getByRole('list', { name: 'Clasificación hándicap' }).waitFor();
    expect(await page.getByLabel('Email').count()).toBe(0);
    await shoot(page, 'tv-paired-1080p');
  });

  it("after 'Renovar dirección' the old address says the screen is not paired", async () => {
    const { page } = admin;
    const card = page
      .locator('[data-slot="card"]')
      .filter({ has: page.getByRole('heading', { name: 'Pantallas del club' }) });
    await card.getByRole('button', { name: 'Renovar dirección', exact: true }).click();
    await toast(page, 'Dirección renovada');
    const input = card.getByLabel('Dirección de la pantalla Bar', { exact: true });
    await expect.poll(() => input.inputValue()).not.toBe(address);
    // The TV left on finds out by itself (its next poll is a 404), without a sign-in page.
    await screen.page.getByText(NOT_PAIRED).waitFor({ timeout: 10_000 });
    expect(await screen.page.getByLabel('Email').count()).toBe(0);
    await screen.context.close();
    // So does a browser opening the old address afresh.
    const { context, page: tv } = await newPage(club.browser, TV);
    await tv.goto(address);
    await tv.getByText(NOT_PAIRED).waitFor();
    expect(tv.url()).toBe(address);
    await shoot(tv, 'tv-paired-unpaired-1080p');
    await context.close();
  });
});
