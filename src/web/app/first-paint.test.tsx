import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from '@/web/components/layout/loading-screen';
import { LoggedOutHome } from '@/web/features/home/components/logged-out-home';
import { FIRST_PAINT_CLUB_NAME, firstPaintMarkup, withFirstPaint } from '@/shared/first-paint';

const indexHtml = fs.readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const staticRoot = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<!--/.exec(html)?.[1];

describe('the static first paint of / for a visitor (index.html, served without a session cookie)', () => {
  it('is exactly what React renders for the logged-out home, so the page does not change when React takes over', () => {
    const rendered = renderToStaticMarkup(
      <MemoryRouter>
        <LoggedOutHome clubName={FIRST_PAINT_CLUB_NAME} />
      </MemoryRouter>,
    );
    expect(firstPaintMarkup(indexHtml)).toBe(rendered);
  });
});

describe('the loading screen index.html paints inside #root before the app runs (every page)', () => {
  it('is exactly what React renders first (the loading screen of the route fallback)', () => {
    expect(staticRoot(indexHtml)).toBe(renderToStaticMarkup(<LoadingScreen />));
  });
});

describe('the page a visitor gets (withFirstPaint)', () => {
  const page = withFirstPaint(indexHtml, 'Peña "A" <B> & C');

  it('shows the card with the club name escaped, and drops the inert template', () => {
    expect(page).toContain('<div id="first-paint" class="fixed inset-0 z-40 overflow-auto">');
    expect(page).toContain('Peña &#34;A&#34; &#60;B&#62; &#38; C</h2>');
    expect(page).not.toContain('<template id="first-paint">');
    expect(page).not.toContain(FIRST_PAINT_CLUB_NAME);
    expect(page.indexOf('id="first-paint"')).toBeLessThan(page.indexOf('<div id="root">'));
    expect(staticRoot(page)).toBe(staticRoot(indexHtml));
  });

  it("keeps the home's target in 'Acceso / Registro', as React renders it for /?destino=…; a foreign one is not kept", () => {
    const withTarget = withFirstPaint(indexHtml, FIRST_PAINT_CLUB_NAME, '/mis-resultados');
    const rendered = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/?destino=%2Fmis-resultados']}>
        <LoggedOutHome clubName={FIRST_PAINT_CLUB_NAME} />
      </MemoryRouter>,
    );
    expect(rendered).toContain('href="/auth?destino=%2Fmis-resultados"');
    expect(withTarget).toContain(
      `<div id="first-paint" class="fixed inset-0 z-40 overflow-auto">${rendered}</div>`,
    );
    expect(withFirstPaint(indexHtml, 'X', '//evil.example/x')).toContain('href="/auth"');
    expect(page).toContain('href="/auth"');
  });

  it("shows the club's uploaded logo where the bundled one is, as React renders it with that logo", () => {
    const logo = '/api/files/club/logo.webp?v=17';
    const rendered = renderToStaticMarkup(
      <MemoryRouter>
        <LoggedOutHome clubName={FIRST_PAINT_CLUB_NAME} logoUrl={logo} />
      </MemoryRouter>,
    );
    const withLogo = withFirstPaint(indexHtml, FIRST_PAINT_CLUB_NAME, null, logo);
    expect(withLogo).toContain(
      `<div id="first-paint" class="fixed inset-0 z-40 overflow-auto">${rendered}</div>`,
    );
    expect(withLogo).not.toContain('/logo.svg');
    expect(page).toContain('src="/logo.svg"');
  });

  it('a page without the template is served unchanged', () => {
    const plain =
      '<html><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';
    expect(withFirstPaint(plain, 'X')).toBe(plain);
  });
});
