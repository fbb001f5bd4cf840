/**
 * Accounts end to end (decision record 005): a real Chromium against the real server with a temporary data folder and an
 * in-process SMTP server.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '@/server/test/smtp';
import { DESKTOP, launchBrowser, newPage, PHONE, shoot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let smtp: TestSmtp;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Peña de Golf <club@example.com>' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const email = 'nuevo.jugador@example.com';

function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}[^\\s]*`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[0];
}

async function toast(page: Page, title: string, description?: string) {
  await page.getByText(title, { exact: true }).first().waitFor();
  if (description) await page.getByText(description, { exact: true }).first().waitFor();
}

async function signIn(page: Page, password: string) {
  await page.goto(`${server.baseUrl}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.locator('form').getByRole('button', { name: 'Iniciar Sesión' }).click();
}

describe('accounts in a real browser', () => {
  it('sign-up, confirmation by e-mail, sign-in, profile, change password, sign-out, recovery, sign-in again', async () => {
    const { context, page } = await newPage(browser, PHONE);

    // Signed out, /profile goes to /auth, keeping /profile as the target.
    await page.goto(`${server.baseUrl}/profile`);
    await page.waitForURL(`${server.baseUrl}/auth?destino=%2Fprofile`);

    // Sign up: schema messages first, then the real thing.
    await page.getByRole('tab', { name: 'Registrarse' }).click();
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await page.getByText('El nombre es obligatorio').waitFor();
    await page.getByLabel('Nombre Completo').fill('Nuevo Jugador');
    await page.getByLabel('Teléfono').fill('612 345 678');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await page.getByText('La contraseña debe tener al menos 6 caracteres').waitFor();
    await page.getByLabel('Contraseña', { exact: true }).fill('primera1');
    await shoot(page, 'auth-signup-phone');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await toast(page, 'Registro exitoso', 'Revisa tu email para confirmar tu cuenta.');

    // Sign-in waits for the confirmation.
    await signIn(page, 'primera1');
    await toast(
      page,
      'Error en el inicio de sesión',
      'Debes confirmar tu email antes de iniciar sesión. Revisa tu bandeja de entrada.',
    );

    // The confirmation e-mail's link signs in and lands on the page the sign-up started from (/profile).
    const confirmation = await smtp.waitFor(email, /confirma tu cuenta/);
    await page.goto(linkIn(confirmation.text, '/api/auth/verify-email?'));
    await page.waitForURL(`${server.baseUrl}/profile`);
    await page.goto(`${server.baseUrl}/`);
    await page.getByText('Hola Nuevo Jugador').waitFor();

    // /auth signed in goes to /.
    await page.goto(`${server.baseUrl}/auth`);
    await page.waitForURL(`${server.baseUrl}/`);

    // Profile: validation error, then a successful edit that survives a reload.
    await page.goto(`${server.baseUrl}/profile`);
    await page.getByLabel('Nombre', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('El nombre es obligatorio').waitFor();
    await page.getByLabel('Nombre', { exact: true }).fill('Nuevo Jugador Editado');
    await page.getByLabel('Fecha de nacimiento').fill('1990-05-01');
    await page.getByLabel('Número de licencia federativa').fill('AM99999');
    expect(await page.getByLabel('Fecha de entrada en la peña').isEditable()).toBe(false);
    await page.getByText('Solo los administradores pueden modificar este campo').waitFor();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await toast(page, 'Perfil actualizado');
    await page.reload();
    expect(await page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Nuevo Jugador Editado');
    expect(await page.getByLabel('Fecha de nacimiento').inputValue()).toBe('1990-05-01');
    await shoot(page, 'profile-phone');

    // Change password: mismatch, wrong current password, then right.
    await page.getByLabel('Contraseña actual').fill('primera1');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('segunda2');
    await page.getByLabel('Confirmar nueva contraseña').fill('segunda3');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await toast(page, 'Las contraseñas no coinciden');
    await page.getByLabel('Contraseña actual').fill('no-es-esta');
    await page.getByLabel('Confirmar nueva contraseña').fill('segunda2');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await toast(page, 'No se pudo cambiar la contraseña: La contraseña actual no es correcta');
    await page.getByLabel('Contraseña actual').fill('primera1');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await toast(page, 'Contraseña actualizada');

    // Sign out always goes to /auth.
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL(`${server.baseUrl}/auth`);

    // Recovery: empty e-mail, then the e-mailed link, the reset page, and /mi-area.
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByRole('button', { name: 'Enviar enlace de recuperación' }).click();
    await toast(page, 'Email requerido', 'Por favor ingresa tu email para recuperar la contraseña');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace de recuperación' }).click();
    await toast(page, 'Email enviado', 'Revisa tu bandeja de entrada para recuperar tu contraseña.');
    const recovery = await smtp.waitFor(email, /recupera tu contraseña/);
    await page.goto(linkIn(recovery.text, '/api/auth/reset-password/'));
    await page.waitForURL(/\/auth\/reset-password\?token=/);
    await page.getByLabel('Nueva Contraseña').fill('tercera3');
    await page.getByLabel('Confirmar Contraseña').fill('tercera4');
    await page.getByRole('button', { name: 'Actualizar Contraseña' }).click();
    await toast(page, 'Las contraseñas no coinciden');
    await page.getByLabel('Confirmar Contraseña').fill('tercera3');
    await shoot(page, 'reset-password-phone');
    await page.getByRole('button', { name: 'Actualizar Contraseña' }).click();
    await page.waitForURL(`${server.baseUrl}/mi-area`);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${server.baseUrl}/auth`);

    // The old password no longer works; the new one does.
    await signIn(page, 'segunda2');
    await toast(page, 'Error en el inicio de sesión', 'Email o contraseña incorrectos');
    await signIn(page, 'tercera3');
    await toast(page, '¡Bienvenido!', 'Has iniciado sesión correctamente.');
    await page.waitForURL(`${server.baseUrl}/`);
    await page.getByText('Hola Nuevo Jugador Editado').waitFor();
    await context.close();
  });

  it('a tab notices when another tab signed out', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'tercera3');
    await page.waitForURL(`${server.baseUrl}/`);
    const other = await context.newPage();
    await other.goto(`${server.baseUrl}/profile`);
    await other.getByRole('button', { name: 'Guardar cambios' }).waitFor();
    await page.goto(`${server.baseUrl}/mi-area`);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${server.baseUrl}/auth`);
    await other.waitForURL(`${server.baseUrl}/auth?destino=%2Fprofile`);
    await context.close();
  });

  it('shows the 404 page and the server logs the attempted path', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${server.baseUrl}/no-existe/esta-ruta`);
    await page.getByText('Oops! Page not found').waitFor();
    await shoot(page, 'not-found-phone');
    await expect.poll(() => server.output()).toContain('/no-existe/esta-ruta');
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await page.getByRole('link', { name: 'Acceso / Registro' }).waitFor();
    await context.close();
  });

  it('screens at phone and desktop sizes', async () => {
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${server.baseUrl}/`);
      await page.getByText('Acceso / Registro').first().waitFor();
      await shoot(page, `home-signed-out-${size}`);
      await signIn(page, 'tercera3');
      await page.waitForURL(`${server.baseUrl}/`);
      await page.getByText('JUGAR').waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await shoot(page, `home-${size}`);
      await page.goto(`${server.baseUrl}/mi-area`);
      await page.getByText('Mis Torneos y Ligas').waitFor();
      await shoot(page, `mi-area-${size}`);
      // 'Mis Estadísticas' (design.md §16): a new member's page says there are no rounds yet.
      await page.goto(`${server.baseUrl}/mis-estadisticas`);
      await page
        .getByText(/Aún no has jugado ninguna vuelta en la peña|Medias por par/)
        .first()
        .waitFor();
      expect(await page.getByText('Próximamente').count()).toBe(0);
      await shoot(page, `mis-estadisticas-${size}`);
      await context.close();
    }
  });
});
