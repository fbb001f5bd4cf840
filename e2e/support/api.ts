/** The JSON API as the signed-in page calls it (its cookies, same origin): for setting up a club's data. */
import type { Page } from 'playwright-core';

export function apiOf(page: Page, baseUrl: string) {
  return async function api<T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
    const res = await page.request.fetch(`${baseUrl}${path}`, {
      method,
      headers: { origin: baseUrl },
      ...(data !== undefined ? { data } : {}),
    });
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  };
}
