/** The administrators' changes emit the tournaments module's standings event (tournaments/standings-events.ts). */
export {
  standingsInputsChanged,
  type AdminTournamentDeps,
} from '@/server/modules/tournaments/standings-events';
