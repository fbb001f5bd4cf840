import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FIRST_ANSWER_PAGES,
  FIRST_ANSWERS_ID,
  modulePreloads,
  withFirstAnswers,
  withFirstPaintMarkup,
} from '@/shared/first-paint';
import type { TTournamentCard } from '@/shared/schemas/tournaments';
import { renderFirstPaint } from '@/web/app/first-paint-torneos';

const indexHtml = fs.readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const builtHead =
  '<head><script type="module" fetchpriority="low" crossorigin src="/assets/index-X.js"></script></head>';

const card = (over: Partial<TTournamentCard> = {}): TTournamentCard => ({
  id: '6f9b5a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  nombre: 'Torneo del Sábado',
  fecha_juego: '2026-11-28',
  descripcion: 'Salidas desde las 9:00',
  modalidad: 'individual_por_golpes',
  activo: true,
  campo: { id: '1f9b5a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', nombre: 'La Dehesa', ubicacion: 'Madrid' },
  inscritos: 16,
  finalizado: false,
  ligas: [],
  inscripcion: null,
  ...over,
});

describe("a page's first answers in its HTML (withFirstAnswers)", () => {
  it('reads back as the same answers, and no text inside them can end the script element', () => {
    const answers = {
      '/api/me': null,
      '/api/tournaments': [{ descripcion: '</script><script>alert(1)</script><!--' }],
    };
    const page = withFirstAnswers(indexHtml, answers, ['/assets/a.js']);
    const element = new RegExp(
      `<script type="application/json" id="${FIRST_ANSWERS_ID}">([^<]*)</script>`,
    ).exec(page);
    expect(element).not.toBeNull();
    expect(JSON.parse(element![1]!)).toEqual(answers);
    expect(page).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a.js"></head>',
    );
  });
});

describe("a page's code, from the web build's manifest (modulePreloads)", () => {
  it('each file once with what it imports statically, the entry left out', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      'pages/a.tsx': { file: 'assets/a.js', imports: ['index.html', '_ui.js', '_data.js'] },
      'pages/b.tsx': { file: 'assets/b.js', imports: ['_ui.js'] },
      '_ui.js': { file: 'assets/ui.js', imports: ['_data.js'] },
      '_data.js': { file: 'assets/data.js' },
    };
    expect(modulePreloads(manifest, ['pages/a.tsx', 'pages/b.tsx', 'pages/missing.tsx'])).toEqual([
      '/assets/a.js',
      '/assets/ui.js',
      '/assets/data.js',
      '/assets/b.js',
    ]);
  });

  it('/torneos preloads what its route imports lazily (app/routes/tournaments.tsx)', () => {
    const route = fs.readFileSync(new URL('./routes/tournaments.tsx', import.meta.url), 'utf8');
    for (const module of FIRST_ANSWER_PAGES['/torneos']!.modules) {
      expect(route).toContain(`import('@/web/${module.replace(/\.tsx?$/, '')}')`);
    }
  });
});

describe('a page painted by the server (withFirstPaintMarkup)', () => {
  it("shows the markup over the app, and asks for the entry and the page's code after the first frame", () => {
    const page = withFirstPaintMarkup(`${builtHead}<body><div id="root"></div></body>`, '<p>hola</p>', [
      '/assets/a.js',
      '/assets/b.js',
    ]);
    expect(page).toContain(
      '<div id="first-paint" class="fixed inset-0 z-40 overflow-auto"><p>hola</p></div>',
    );
    expect(page).toContain(
      '<script src="/first-paint.js" data-entry="/assets/index-X.js" data-modules="/assets/a.js /assets/b.js" defer></script>',
    );
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('modulepreload');
  });
});

describe("the visitor's /torneos painted by the server (renderFirstPaint)", () => {
  const answers = (tournaments: unknown, me: unknown = null) => ({
    '/api/me': me,
    '/api/tournaments': tournaments,
  });

  it("is the page with the visitor's cards: names, descriptions (escaped), the way in to enrol", () => {
    const html = renderFirstPaint(
      answers([
        card({ descripcion: '<b>Comida</b> & entrega' }),
        card({ id: '7f9b5a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', nombre: 'Copa de Otoño', finalizado: true }),
      ]),
    );
    expect(html).toContain('Torneos y Ligas</h1>');
    expect(html).toContain('Torneo del Sábado');
    expect(html).toContain('Copa de Otoño');
    expect(html).toContain('&lt;b&gt;Comida&lt;/b&gt; &amp; entrega');
    expect(html).toContain('href="/auth');
    expect(html).toContain('sábado, 28 de noviembre de 2026');
  });

  it("never renders a signed-in user's answers, nor answers of another shape", () => {
    expect(renderFirstPaint(answers([card()], { user: { id: 'x' } }))).toBeNull();
    expect(renderFirstPaint(answers([{ nombre: 'x' }]))).toBeNull();
    expect(renderFirstPaint(answers(undefined))).toBeNull();
  });
});
