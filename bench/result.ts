/** The shape of one benchmark figure, printed by bench/run.ts. */
export type BenchResult = {
  name: string;
  value: number;
  unit: string;
  baseline?: { name: string; value: number; unit: string };
  ratio?: number;
};
