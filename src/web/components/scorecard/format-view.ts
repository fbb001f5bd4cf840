import type { FormatModule } from '@/shared/domain';
import { STROKE_GRID, type GridView } from '@/web/components/scorecard/hole-grid';

/**
 * What a standings screen reads of a format (`formatOf` in the rules engine): whether holes show points, whether a
 * pair's counting ball is marked, how the total reads. Screens never look at `modalidad` themselves.
 */
export interface FormatView extends GridView {
  totalLabel: 'Puntos' | 'Golpes';
}

export const STROKE_VIEW: FormatView = { ...STROKE_GRID, totalLabel: 'Golpes' };

export const viewOf = (format: FormatModule): FormatView => ({
  points: format.total.points,
  markCounting: format.side.members === 2 && !format.hole.oneBallPerSide,
  pickUp: format.hole.pickUp,
  totalLabel: format.total.label,
});
