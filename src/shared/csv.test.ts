import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv';

describe('the CSV writer', () => {
  it('neutralises a text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Ganador")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Ganador"")"`,
    );
    expect(csvCell('+34 600')).toBe("'+34 600");
    expect(csvCell('-x')).toBe("'-x");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
  });

  it('keeps plain numbers: to par, plus handicaps, decimals', () => {
    for (const n of ['-3', '+1', '+0,8', '-0.8', '36', '71,4', '0']) expect(csvCell(n)).toBe(n);
  });

  it('quotes what needs it and writes BOM, ";" and CRLF', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('Ana López')).toBe('Ana López');
    expect(
      csvText([
        ['a', 'b'],
        ['1', 'x"y'],
      ]),
    ).toBe('\uFEFFa;b\r\n1;"x""y"\r\n');
  });
});
