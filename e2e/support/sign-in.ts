import type { Page } from 'playwright-core';

/** Signs in through the /auth form and waits for the home screen. */
export async function signInThroughForm(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.locator('form').getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL(`${baseUrl}/`);
}
