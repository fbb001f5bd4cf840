import type { Page } from 'playwright-core';

/** Waits for the toast with this title (and description, when given). */
export async function waitForToast(page: Page, title: string, description?: string): Promise<void> {
  const item = page
    .locator('[data-sonner-toast]')
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter(description ? { has: page.getByText(description, { exact: true }) } : {});
  await item.first().waitFor();
}

/** Runs `shot` with the toasts hidden (a screenshot of what is under them), then shows them again. */
export async function withoutToasts(page: Page, shot: () => Promise<void>): Promise<void> {
  const style = await page.addStyleTag({
    content: '[data-sonner-toaster] { visibility: hidden !important; }',
  });
  try {
    await shot();
  } finally {
    await style.evaluate((el) => (el as Element).remove());
  }
}
