import { describe, expect, it } from 'vitest';
import type { TCreatedInvitation } from '@/shared/schemas/invitations';
import { invitationsCsv } from './invitation-sheet';

const invitation = (nombre: string): TCreatedInvitation => ({
  jugador_id: '6f1c2d3e-0000-4000-8000-000000000001',
  nombre,
  url: 'https://club.example/invitacion#abc-DEF_123',
  qr_svg: '<svg/>',
  expira_en: '2030-03-31T10:00:00.000Z',
});

/** The file's text with its byte-order mark (Blob.text() would drop it). */
const read = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());

describe('the invitations CSV', () => {
  it('is what a Spanish spreadsheet opens: BOM, ";", CRLF, name, link and expiry', async () => {
    const text = await read(invitationsCsv([invitation('Lucía Fernández'), invitation('Pérez; José')]));
    expect(text).toBe(
      '\uFEFFNombre;Enlace;Caduca\r\n' +
        'Lucía Fernández;https://club.example/invitacion#abc-DEF_123;31/03/2030\r\n' +
        '"Pérez; José";https://club.example/invitacion#abc-DEF_123;31/03/2030\r\n',
    );
  });

  it('never writes a live formula: a name starting with =, +, -, @, tab or CR is kept as text', async () => {
    const names = [
      '=HYPERLINK("http://evil.example","Ganador")',
      '+34 600',
      '-1+2',
      '-1',
      '@SUM(A1)',
      '\tTab',
      '\rCR',
    ];
    const text = await read(invitationsCsv(names.map(invitation)));
    const cells = text
      .slice(1)
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(';')[0]!);
    expect(cells).toEqual([
      `"'=HYPERLINK(""http://evil.example"",""Ganador"")"`,
      "'+34 600",
      "'-1+2",
      // A plain number is no formula: it stays as written (the shared CSV writer's rule).
      '-1',
      "'@SUM(A1)",
      "'\tTab",
      `"'\rCR"`,
    ]);
  });
});
