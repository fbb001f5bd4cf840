import { describe, expect, it } from 'vitest';
import { scoringSystemLabel, scoringSystemOf } from './scoring-system';

describe('scoring system', () => {
  it('P§2 "the scoring system (om_{product} shows as OM {product}, any other value as Cervecita)"', () => {
    expect(scoringSystemLabel('om_peugeot')).toBe('OM peugeot');
    expect(scoringSystemLabel('om_Renault Clio')).toBe('OM Renault Clio');
    expect(scoringSystemLabel('cervecita')).toBe('Cervecita');
    expect(scoringSystemLabel('')).toBe('Cervecita');
    expect(scoringSystemLabel('om_')).toBe('OM');
  });

  it('T§3 "sistema_puntuacion (om_{product} | cervecita)"', () => {
    expect(scoringSystemOf('om_peugeot')).toBe('om');
    expect(scoringSystemOf('cervecita')).toBe('cervecita');
    expect(scoringSystemOf('OM_peugeot')).toBe('cervecita');
  });
});
