// Prints one plain closing line ("tests: N passed, N failed, N skipped") that any CI can read.
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    console.log(`tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped`);
  }
}
module.exports = SummaryReporter;
