import { describe, expect, it } from 'vitest';
import { ratingText, womenRatingText } from './tee-text';

const tee = { slope_damas: null, course_rating_damas: null, par_total: 72, par_total_damas: null };

describe('ratingText', () => {
  it('writes the course rating with a decimal comma, or a dash without one', () => {
    expect(ratingText(72.6)).toBe('72,6');
    expect(ratingText(71)).toBe('71');
    expect(ratingText(null)).toBe('—');
  });
});

describe('womenRatingText', () => {
  it('is null for a tee not rated for women', () => {
    expect(womenRatingText(tee)).toBeNull();
  });

  it("reads slope, course rating and the women's total par", () => {
    expect(
      womenRatingText({ ...tee, slope_damas: 140, course_rating_damas: 76.8, par_total_damas: 74 }),
    ).toBe('Damas: 140 · 76,8 · par 74');
  });

  it("shows a dash for a women's slope without course rating", () => {
    expect(womenRatingText({ ...tee, slope_damas: 128, par_total_damas: 72 })).toBe(
      'Damas: 128 · — · par 72',
    );
  });
});
