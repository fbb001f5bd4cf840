/**
 * 'Ajustes de la peña' (decision record 044): on an empty club (ADMIN_EMAIL, no seed), the administrator opens the
 * settings from the admin panel, names the club, saves ('Ajustes guardados') and, back on the home page through the
 * app's links (no reload), the header shows the new name. Then the administrator sets the new tournaments' categories
 * and special prizes there; the 'Nuevo torneo' dialog says what a new tournament starts with, and the tournament
 * created through it has them on its page. A logo uploaded there replaces the bundled one on the visitor's first
 * paint of '/' (before any JavaScript) and on the sign-in page.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiOf } from './support/api';
import { DESKTOP, newPage, PHONE, shoot, shootBoth } from './support/browser';
import { startEmptyClub, useClub, usePage } from './support/club';
import { signInThroughForm } from './support/sign-in';
import { waitForToast as toast } from './support/toast';

const ADMIN = { email: 'admin@club.es', password: 'admin-secreto-1' };
const NAME = 'Peña El Robledal';

const club = useClub(() => startEmptyClub('pena-e2e-settings-', ADMIN));
const { url } = club;
const admin = usePage(club);

describe('club settings', () => {
  it('the administrator renames the club and the header shows it without a reload', async () => {
    const { page } = admin;
    await signInThroughForm(page, club.server.baseUrl, ADMIN);
    await page.goto(url('/admin'));
    await page.getByRole('link', { name: /Ajustes de la peña/ }).click();
    await page.getByRole('heading', { name: 'Ajustes de la peña' }).waitFor();
    await page.getByLabel('Nombre de la peña').fill(NAME);
    await page.getByLabel('Método de desempate').selectOption('ultimos_hoyos');
    await page.getByLabel('Reductor de hándicap (%)').fill('85');
    await page.getByLabel('Cierre de inscripción: días antes').fill('2');
    await page.getByLabel('Cierre de inscripción: hora').fill('20:00');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast(page, 'Ajustes guardados');
    await shootBoth(page, 'club-settings');

    await page
      .getByRole('link', { name: /Administración|Volver/ })
      .first()
      .click();
    await page.getByRole('link', { name: 'Inicio' }).click();
    await page.getByText(NAME, { exact: true }).first().waitFor();
    await page.setViewportSize(PHONE);
    await shootBoth(page, 'club-settings-home');
  });

  it("sets the new tournaments' categories and special prizes, and a tournament created afterwards has them", async () => {
    const { page } = admin;
    await page.setViewportSize(DESKTOP);
    await page.goto(url('/admin/ajustes'));
    const categories = page
      .locator('[data-slot="card"]')
      .filter({ has: page.getByRole('heading', { name: 'Categorías de los torneos nuevos' }) });
    await categories.getByText('Los torneos nuevos no tienen categorías.').waitFor();
    await categories.getByRole('button', { name: 'Añadir categoría' }).click();
    await categories.getByRole('button', { name: 'Añadir categoría' }).click();
    await categories.getByLabel('Nombre de la categoría 1').fill('1ª');
    await categories.getByLabel('Índice hasta de la categoría 1').fill('12,4');
    await categories.getByLabel('Nombre de la categoría 2').fill('Damas');
    await categories.getByLabel('Tipo de la categoría 2').selectOption('sexo');
    await categories.getByRole('button', { name: 'Guardar categorías' }).click();
    await toast(page, 'Categorías guardadas');

    const prizes = page
      .locator('[data-slot="card"]')
      .filter({ has: page.getByRole('heading', { name: 'Premios especiales de los torneos nuevos' }) });
    await prizes.getByText('Los torneos nuevos no tienen premios especiales.').waitFor();
    // A 'Bola más cercana' needs its hole: refused in Spanish, nothing saved.
    await prizes.getByRole('button', { name: 'Añadir premio' }).click();
    await prizes.getByText('Indica el hoyo del premio').waitFor();
    await prizes.getByLabel('Hoyo', { exact: true }).selectOption('7');
    await prizes.getByRole('button', { name: 'Añadir premio' }).click();
    await prizes.getByText('Bola más cercana · Hoyo 7').waitFor();
    await prizes.getByLabel('Premio', { exact: true }).selectOption('otro');
    await prizes.getByLabel('Nombre', { exact: true }).fill('Mejor vestido');
    await prizes.getByRole('button', { name: 'Añadir premio' }).click();
    await prizes.getByText('Mejor vestido', { exact: true }).waitFor();
    await shootBoth(page, 'club-settings-defaults');

    // A course to play on (its screens have their own tests).
    const api = apiOf(page, club.server.baseUrl);
    const course = await api<{ id: string }>('POST', '/api/admin/courses', {
      nombre: 'Club de Golf El Encín',
      ubicacion: 'Alcalá de Henares',
    });
    const tee = await api<{ id: string }>('POST', `/api/admin/courses/${course.id}/tees`, {
      nombre: 'Amarillas',
      slope: 113,
      course_rating: 72,
    });
    await api('PUT', `/api/admin/tees/${tee.id}/holes`, {
      hoyos: Array.from({ length: 18 }, (_, i) => ({ numero_hoyo: i + 1, par: 4, handicap: i + 1 })),
    });

    await page.goto(url('/admin/torneos'));
    await page.getByRole('button', { name: 'Nuevo torneo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo torneo' });
    await dialog
      .getByText('Empezará con 2 categorías y 2 premios especiales de los ajustes de la peña.')
      .waitFor();
    await dialog.getByLabel('Nombre *').fill('Sábado de la peña');
    await dialog.getByLabel('Fecha de juego *').fill('2030-04-27');
    await dialog.getByLabel('Campo *').selectOption({ label: 'Club de Golf El Encín (Alcalá de Henares)' });
    await dialog.getByLabel('Salida hombres').selectOption({ label: 'Amarillas (slope 113)' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Torneo creado', 'Sábado de la peña');
    await page.getByRole('heading', { name: 'Sábado de la peña' }).waitFor();

    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Categorías' }) });
    await expect.poll(() => section.getByLabel('Nombre de la categoría 1').inputValue()).toBe('1ª');
    expect(await section.getByLabel('Nombre de la categoría 2').inputValue()).toBe('Damas');
    const list = page.getByRole('list', { name: 'Premios especiales' });
    await list.getByText('Bola más cercana · Hoyo 7').waitFor();
    await list.getByText('Mejor vestido').waitFor();
  });

  it("an uploaded logo is the one a visitor sees on the first paint of '/' and on the sign-in page", async () => {
    const { page } = admin;
    await page.goto(url('/admin/ajustes'));
    await page.getByRole('heading', { name: 'Ajustes de la peña' }).waitFor();
    const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#b91c1c' } })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'escudo.png', mimeType: 'image/png', buffer: png });
    await toast(page, 'Logo guardado');
    const logo = page.getByRole('img', { name: 'Logo de la peña' });
    await expect.poll(() => logo.getAttribute('src')).toMatch(/^\/api\/files\/club\/logo\.webp\?v=\d+$/);
    const logoUrl = (await logo.getAttribute('src'))!;

    // A visitor's '/' is painted by the server, before any JavaScript, with the club's logo.
    const html = await (await fetch(url('/'))).text();
    expect(html).toContain(`src="${logoUrl}"`);
    expect(html).not.toContain('src="/logo.svg"');

    const visitor = await newPage(club.browser, PHONE);
    try {
      await visitor.page.goto(url('/auth'));
      await visitor.page.getByText('Bienvenido').waitFor();
      await expect.poll(() => visitor.page.locator(`main img[src="${logoUrl}"]`).count()).toBe(1);
      await shoot(visitor.page, 'club-settings-logo-auth-phone');
    } finally {
      await visitor.context.close();
    }
  });
});
