import { describe, expect, it } from 'vitest';
import { sqlState } from './safe-error';

describe('sqlState', () => {
  it('finds the SQLSTATE code of an error or of the error it wraps', () => {
    expect(sqlState(Object.assign(new Error('x'), { code: '23503' }))).toBe('23503');
    expect(
      sqlState(new Error('Failed query', { cause: Object.assign(new Error('y'), { code: '22P02' }) })),
    ).toBe('22P02');
  });

  it('is undefined for anything else', () => {
    expect(sqlState(new Error('x'))).toBeUndefined();
    expect(sqlState(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBeUndefined();
    expect(sqlState(null)).toBeUndefined();
    expect(sqlState('23503')).toBeUndefined();
  });
});
