/**
 * A player chooses a partner on the enrolment page of a pairs tournament (design.md §14, decision 024), demo club:
 * Javier invites Carmen ('Invitar como pareja'), sees 'Pendiente de aceptar'; Carmen sees the invitation and
 * 'Aceptar'; both then see the pair 'Javier Martín López / Carmen Ruiz Ortega'. At 360 px and on desktop.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TCoursesResponse } from '@/shared/schemas/courses';
import { apiOf } from './support/api';
import { DESKTOP, newPage, PHONE, shoot } from './support/browser';
import { signInThroughForm } from './support/sign-in';
import { useClub } from './support/club';
import { startServer } from './support/server';

const club = useClub(() => startServer({ SEED: 'demo' }));

const JAVIER = { email: 'jugador@pena.golf', password: 'pena1234' };
const CARMEN = { email: 'admin@pena.golf', password: 'pena1234' };
const PAIR = 'Javier Martín López / Carmen Ruiz Ortega';

async function enrolled(page: Page, torneoId: string) {
  await apiOf(page, club.server.baseUrl)('POST', `/api/tournaments/${torneoId}/enrolment`);
  await page.goto(`${club.server.baseUrl}/torneos/${torneoId}/inscripcion`);
  return page.locator('[aria-labelledby="pareja-title"]');
}

describe('choosing a partner when enrolling', () => {
  it('invite, pending, accept, and the pair shown to both', async () => {
    const carmen = await newPage(club.browser, DESKTOP);
    await signInThroughForm(carmen.page, club.server.baseUrl, CARMEN);
    const api = apiOf(carmen.page, club.server.baseUrl);
    const [course] = await api<TCoursesResponse>('GET', '/api/courses');
    const created = await api<{ id: string }>('POST', '/api/admin/tournaments', {
      nombre: 'Parejas de Primavera',
      fecha_juego: '2099-04-04',
      campo_id: course!.id,
      modalidad: 'stableford_parejas',
      forma_parejas: 'mejor_bola',
      metodo_desempate: 'puntuacion_media',
      descripcion: null,
      activo: true,
      limite_golpes_hoyo: null,
      salida_hombre_id: course!.tee!.id,
      salida_mujer_id: course!.tee!.id,
      reductor_handicap: 85,
    });

    const javier = await newPage(club.browser, PHONE);
    await signInThroughForm(javier.page, club.server.baseUrl, JAVIER);
    const mine = await enrolled(javier.page, created.id);
    await expect.poll(() => mine.getByRole('heading', { name: 'Pareja' }).count()).toBe(1);
    // Carmen is not enrolled yet: nobody to invite.
    await mine.getByText('No hay jugadores inscritos sin pareja').waitFor();

    const hers = await enrolled(carmen.page, created.id);
    await javier.page.reload();
    await mine.getByLabel('Compañero').selectOption({ label: 'Carmen Ruiz Ortega' });
    await mine.getByRole('button', { name: 'Invitar como pareja' }).click();
    await mine.getByText('Pendiente de aceptar').waitFor();
    await shoot(javier.page, 'pair-pending-phone');

    await carmen.page.reload();
    await hers.getByText('te ha invitado como pareja').waitFor();
    await expect.poll(() => hers.getByRole('button', { name: 'Rechazar' }).count()).toBe(1);
    await hers.getByRole('button', { name: 'Aceptar' }).click();
    await hers.getByText(PAIR).waitFor();
    await shoot(carmen.page, 'pair-accepted-desktop');

    await javier.page.reload();
    await mine.getByText(PAIR).waitFor();
    const overflow = await javier.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await javier.context.close();
    await carmen.context.close();
  }, 120_000);
});
