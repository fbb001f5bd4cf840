/**
 * How a name reads on a public page (design.md §17): as the club chose for the link — in full or
 * 'Nombre I.' (the default) — and by initials only for a player under 14 or one who chose 'No mostrar mi nombre
 * en páginas públicas'.
 */
export const PUBLIC_NAME_MODES = ['inicial', 'completo'] as const;
export type PublicNameMode = (typeof PUBLIC_NAME_MODES)[number];

/** Public pages show players under this age by their initials only. */
export const PUBLIC_MIN_AGE_FOR_NAME = 14;

const words = (nombre: string) => nombre.trim().split(/\s+/).filter(Boolean);
const initialOf = (word: string) => `${[...word][0]!.toLocaleUpperCase('es')}.`;

/** 'Marta García López' → 'M. G.' (the first two words); an empty name stays empty. */
export function initialsOf(nombre: string): string {
  return words(nombre).slice(0, 2).map(initialOf).join(' ');
}

/** 'Marta García López' → 'Marta G.'; a one-word name stays whole. */
export function firstNameAndInitial(nombre: string): string {
  const [first, second] = words(nombre);
  if (!first) return '';
  return second ? `${first} ${initialOf(second)}` : first;
}

/** Full years from `birth` to `today` (both 'YYYY-MM-DD'). */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export interface PublicNameInput {
  nombre: string;
  /** The player's birth date (null: unknown, or a guest). */
  fecha_nacimiento: string | null;
  /** 'No mostrar mi nombre en páginas públicas'. */
  ocultar: boolean;
}

/** The name a visitor reads. */
export function publicName(p: PublicNameInput, mode: PublicNameMode, today: string): string {
  const minor = p.fecha_nacimiento !== null && ageOn(p.fecha_nacimiento, today) < PUBLIC_MIN_AGE_FOR_NAME;
  if (p.ocultar || minor) return initialsOf(p.nombre);
  return mode === 'completo' ? p.nombre.trim() : firstNameAndInitial(p.nombre);
}
