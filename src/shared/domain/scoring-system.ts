/** The two points systems of a league (T§3 `ligas.sistema_puntuacion`: om_{product} | cervecita). */
export type ScoringSystem = 'om' | 'cervecita';

const OM_PREFIX = 'om_';

/** 'om' for any `om_{product}` value, 'cervecita' for any other value (P§2: "any other value as Cervecita"). */
export function scoringSystemOf(sistemaPuntuacion: string): ScoringSystem {
  return sistemaPuntuacion.startsWith(OM_PREFIX) ? 'om' : 'cervecita';
}

/**
 * The label of a league's scoring system (P§2: "om_{product} shows as OM {product}, any other value as
 * Cervecita"). The product keeps the text stored after 'om_': 'om_peugeot' → 'OM peugeot'.
 */
export function scoringSystemLabel(sistemaPuntuacion: string): string {
  if (scoringSystemOf(sistemaPuntuacion) === 'cervecita') return 'Cervecita';
  const product = sistemaPuntuacion.slice(OM_PREFIX.length).trim();
  return product === '' ? 'OM' : `OM ${product}`;
}
