import { ROW_STATUS_LABELS, type CompetitionFormat, type RowStatus } from '@/shared/domain';
import { STROKE_GRID, type GridView } from '@/web/components/scorecard/hole-grid';

/**
 * What a standings screen reads of a format (`formatOf` in the rules engine): whether holes show points, whether a
 * pair's counting ball is marked, how the total reads. Screens never look at `modalidad` themselves.
 */
export interface FormatView extends GridView {
  totalLabel: 'Puntos' | 'Golpes';
}

export const STROKE_VIEW: FormatView = { ...STROKE_GRID, totalLabel: 'Golpes' };

export const viewOf = (format: CompetitionFormat): FormatView => ({
  points: format.scoring === 'stableford',
  markCounting: format.pairs && !format.oneBall,
  pickUp: format.allowsPickUp,
  totalLabel: format.totalLabel,
});

/** The short status a standings row shows beside its name, unranked (design §14); its title is the long label. */
export const STATUS_SHORT: Readonly<Record<RowStatus, string>> = {
  NP: 'NP',
  RET: 'RET',
  DESC: 'DESC',
  INCOMPLETA: ROW_STATUS_LABELS.INCOMPLETA,
};
