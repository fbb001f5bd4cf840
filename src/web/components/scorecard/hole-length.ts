/** A hole's length as the score entry shows it, '452 m'; null when the club has not entered it. */
export const holeLength = (hole: { metros?: number | null }): string | null =>
  hole.metros === null || hole.metros === undefined ? null : `${hole.metros} m`;

/** ' · 452 m' to follow 'Hoyo 4 · Par 5'; '' when the length is unknown (the text stays as it was). */
export const lengthSuffix = (hole: { metros?: number | null }): string => {
  const length = holeLength(hole);
  return length === null ? '' : ` · ${length}`;
};
