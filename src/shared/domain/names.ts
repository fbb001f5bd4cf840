/**
 * The order of players by name (es: accents and case ignored, '2' before '10'), shared by the standings, the
 * summaries and the admin players table.
 *
 * The collator is built at its first use, not when the engine is loaded: building one costs a phone tens of
 * milliseconds, and screens that never sort names (the score entry) load the engine too.
 */
let collator: Intl.Collator | null = null;

export function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator('es', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}
