// Prints one suite's pass count and the names of its failing tests from a jest --json result file.
import { readFileSync } from 'node:fs';

interface JestResult {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numRuntimeErrorTestSuites: number;
  testResults: Array<{ name: string; status: string; message: string; assertionResults: Array<{ status: string; fullName: string }> }>;
}

const [file, suite] = process.argv.slice(2);
if (!file || !suite) throw new Error('usage: summary.ts RESULTS_JSON SUITE_NAME');
const result = JSON.parse(readFileSync(file, 'utf8')) as JestResult;
const skipped = result.numPendingTests + result.numTodoTests;
const lines = [
  `${suite}: passed ${result.numPassedTests} of ${result.numTotalTests} (failed ${result.numFailedTests}, skipped ${skipped}, suites failed to run ${result.numRuntimeErrorTestSuites})`,
];
for (const suiteResult of result.testResults) {
  const relative = suiteResult.name.replace(/^.*\/packages\/core\/[^/]+\//, '');
  if (suiteResult.assertionResults.length === 0 && suiteResult.status === 'failed') {
    lines.push(`  FAIL ${relative}: ${suiteResult.message.split('\n').find((line) => line.trim() !== '') ?? 'did not run'}`);
  }
  for (const test of suiteResult.assertionResults) if (test.status === 'failed') lines.push(`  FAIL ${relative} › ${test.fullName}`);
}
process.stdout.write(`${lines.join('\n')}\n`);
