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
// A browser test may run twice (vitest.config.ts); one that passed the second time is named here.
const passedOnRetry = report.testResults.flatMap((result) =>
  result.assertionResults
    .filter((a) => a.status === 'passed' && a.failureMessages.length > 0)
    .map(
      (a) =>
        `${result.name.replace(`${process.cwd()}/`, '')} > ${a.fullName}\n    ${a.failureMessages[0].split('\n')[0]}`,
    ),
);
if (passedOnRetry.length > 0) console.log(`passed only when run again:\n  ${passedOnRetry.join('\n  ')}`);
const skipped = report.numPendingTests + report.numTodoTests;
console.log(`${report.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
