import type { Page } from 'playwright-core';

/** Waits for the toast with this title (and description, when given). */
export async function waitForToast(page: Page, title: string, description?: string): Promise<void> {
  const item = page
    .locator('[data-sonner-toast]')
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter(description ? { has: page.getByText(description, { exact: true }) } : {});
  await item.first().waitFor();
}
