import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Merge class names, letting later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** First letter of a name (or e-mail) in upper case, for avatar fallbacks. */
export function initialOf(text: string | null | undefined): string {
  const first = (text ?? '').trim().charAt(0);
  return first ? first.toLocaleUpperCase('es-ES') : '?';
}

/** Up to two initials of a full name ('Ana María López' → 'AM'). */
export function initialsOf(text: string | null | undefined): string {
  const parts = (text ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = parts.slice(0, 2).map((p) => p.charAt(0).toLocaleUpperCase('es-ES'));
  return letters.join('') || '?';
}
