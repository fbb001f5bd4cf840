/** 'n word' in Spanish with the singular for one: `plural(1, 'participante')` → '1 participante'. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** '1 participante' / 'n participantes' (P§2: singular or plural wording). */
export const participantsLabel = (count: number): string => plural(count, 'participante');
