// Prints the one closing line CI reads: the sum of every test the run executed.
import fs from 'node:fs';

const file = process.argv[2];
if (!fs.existsSync(file)) {
  console.log('0 passed, 1 failed');
  console.error('no test report: type check or lint failed before the tests ran');
  process.exit(0);
}
const report = JSON.parse(fs.readFileSync(file, 'utf8'));
// A file that failed outside its tests (a hook, an import) counts as one failure of its own.
const brokenFiles = report.testResults.filter(
  (result) => result.status === 'failed' && !result.assertionResults.some((a) => a.status === 'failed'),
).length;
const failed = report.numFailedTests + brokenFiles;
const skipped = report.numPendingTests + report.numTodoTests;
console.log(`${report.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
