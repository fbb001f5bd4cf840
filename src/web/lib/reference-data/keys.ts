/** THE query keys of the reference data any feature may use, and of the installation's public config. */
export const referenceKeys = {
  config: () => ['config'] as const,
  players: () => ['players'] as const,
  courses: () => ['courses'] as const,
};
