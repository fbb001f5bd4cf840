/** The score entry and the standings as a person reads them: shared by the browser tests of tournaments. */
import type { Page } from 'playwright-core';

/** Chooses a hole in the score entry's hole selector. */
export async function goToHole(page: Page, hole: number) {
  await page.getByRole('combobox', { name: 'Hoyo' }).click();
  await page.getByRole('option', { name: new RegExp(`^Hoyo ${hole} ·`) }).click();
  await page.getByRole('list', { name: `Resultados del hoyo ${hole}` }).waitFor();
}

/** The cards of the score entry on a hole. */
export const entries = (page: Page, hole: number) =>
  page.getByRole('list', { name: `Resultados del hoyo ${hole}` });

/** The text of a player's card on the hole (name, HCP, strokes, label). */
export async function cardText(page: Page, hole: number, nombre: string): Promise<string> {
  const item = entries(page, hole).locator(':scope > li', { hasText: nombre });
  return (await item.innerText()).replace(/\s+/g, ' ').trim();
}

/**
 * Opens the player's card on the hole and chooses `choice` ('5', '10+', 'Recogida'); the dialog closes. A tap that
 * opened nothing (a live update moved the cards under it) is tapped again, as a person would.
 */
export async function chooseStrokes(page: Page, hole: number, nombre: string, choice: string) {
  const card = entries(page, hole).getByRole('button', { name: new RegExp(nombre) });
  const dialog = page.getByRole('dialog', { name: `Resultado Hoyo ${hole}` });
  for (let attempt = 1; ; attempt++) {
    await card.click();
    try {
      await dialog.waitFor({ timeout: 4000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await dialog.getByRole('button', { name: new RegExp(`^${choice.replace('+', '\\+')}( |$)`) }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The standings rows as text ('1 DM Diego Molina Cruz HCP 11 3/18 -2'), up to the expanded details. */
export async function standings(page: Page): Promise<string[]> {
  // The rows have `content-visibility: auto`: a row React has just moved has no text until the next frame is
  // rendered (what a person sees). Read after one.
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
  );
  const items = page.getByRole('list', { name: 'Clasificación' }).locator(':scope > li');
  return (await items.allInnerTexts()).map(
    (t) => t.replace(/\s+/g, ' ').trim().split(' Resultados por Hoyo')[0]!,
  );
}
