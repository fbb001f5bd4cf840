import { describe, expect, it, vi } from 'vitest';
import { newPdf, pdfResponse, put, REGULAR, yieldTurn, type Pdf } from './pdf';
import { readPdf } from './test-fixtures';

const PAGES = 300;

/** A long paper: each page filled with text (about 10 KB of content), a turn given after each page. */
function longPaper() {
  const drawn = { pages: 0, done: false };
  const draw = async (doc: Pdf) => {
    for (let n = 1; n <= PAGES; n++) {
      doc.addPage();
      doc.font(REGULAR).fontSize(8);
      for (let row = 0; row < 70; row++) {
        put(
          doc,
          `Página ${n}, fila ${row}: Núñez ${(n * 7919 + row * 104729).toString(36)}`,
          40,
          40 + row * 10,
          400,
        );
      }
      drawn.pages = n;
      await yieldTurn(doc);
    }
    drawn.done = true;
  };
  return { drawn, draw };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('pdfResponse', () => {
  it('draws at the pace the answer is read, and the whole paper once it is read', async () => {
    const { drawn, draw } = longPaper();
    const logger = { error: vi.fn() };
    const res = pdfResponse(newPdf('Prueba'), 'prueba.pdf', draw, logger);
    const reader = res.body!.getReader();
    const chunks: Uint8Array[] = [(await reader.read()).value!];
    await settle();
    // Nobody reads: the drawing waits with a couple of chunks queued instead of running to the end.
    expect(drawn.pages).toBeGreaterThan(0);
    expect(drawn.pages).toBeLessThan(PAGES / 2);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
    expect(drawn.done).toBe(true);
    const pages = await readPdf(new Uint8Array(Buffer.concat(chunks)));
    expect(pages).toHaveLength(PAGES);
    expect(pages[PAGES - 1]!.text).toContain('Página 300, fila 69: Núñez');
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('stops drawing when the download is cancelled, without logging an error', async () => {
    const { drawn, draw } = longPaper();
    const logger = { error: vi.fn() };
    const res = pdfResponse(newPdf('Prueba'), 'prueba.pdf', draw, logger);
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    await settle();
    const stoppedAt = drawn.pages;
    await settle();
    expect(drawn.pages).toBe(stoppedAt);
    expect(drawn.pages).toBeLessThan(PAGES);
    expect(logger.error).not.toHaveBeenCalled();
  });
});
