/**
 * The playing conditions calculation's range (Rule 5.6: −1.0 to +3.0; zero when none was entered). A module of its
 * own: the PCC's schema reads these bounds without loading the rules engine into a page.
 */
export const PCC_MIN = -1;
export const PCC_MAX = 3;
