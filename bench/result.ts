// One figure of `npm run bench`: a measured value and, where it has one, the baseline measured in the same run.
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
}

export interface BenchResult extends BenchFigure {
  baseline?: BenchFigure;
  /** value / baseline.value (or the inverse for lower-is-better units, as the producer states in the name). */
  ratio?: number;
}
