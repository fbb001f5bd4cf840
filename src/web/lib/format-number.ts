/**
 * Handicaps are written by the domain's `formatHandicap` (@/shared/domain/handicap-text: −0.8 → '+0,8'); import it
 * from there. This alias stays only while the spreadsheet dialogs still import it here, and goes with them.
 */
export { formatHandicap } from '@/shared/domain/handicap-text';
