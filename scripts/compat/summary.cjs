// Prints one suite's pass count and the names of its failing tests from a jest --json result file.
const [file, suite] = process.argv.slice(2);
const result = require(file);
const skipped = result.numPendingTests + result.numTodoTests;
console.log(`${suite}: passed ${result.numPassedTests} of ${result.numTotalTests} (failed ${result.numFailedTests}, skipped ${skipped}, suites failed to run ${result.numRuntimeErrorTestSuites})`);
for (const suiteResult of result.testResults) {
  const relative = suiteResult.name.replace(/^.*\/packages\/core\/[^/]+\//, '');
  if (suiteResult.assertionResults.length === 0 && suiteResult.status === 'failed') console.log(`  FAIL ${relative}: ${suiteResult.message.split('\n').find((l) => l.trim()) ?? 'did not run'}`);
  for (const test of suiteResult.assertionResults) if (test.status === 'failed') console.log(`  FAIL ${relative} › ${test.fullName}`);
}
