// Diagnostics' calibrated thresholds for an answer from words: the least evidence (share of the query's
// inverse-document-frequency weight that a code entry or manual page explains, diagnose_retrieve) and the fewest of
// the query's words it must contain (all of a shorter query's). Chosen by `npm run eval:diagnose -- --calibrate` on
// the labelled (tuning) split only — the held-out split never sets them — as the pair with the fewest mistakes of
// either kind while wrongly refusing at most 3 % of the answerable questions (eval/calibrate.ts choosePoint); the
// figures they were chosen at are kept beside them. Re-run the calibration when the content, the vocabulary or the
// scoring changes.
export const CALIBRATION = {
  minEvidence: 0.08,
  minMatchedWords: 3,
  measuredOn: 'tuning split, 2026-12-07: 45/46 unanswerable refused, 0/190 answerable wrongly refused',
} as const;
