// Prints one plain closing line for CI: "tests: N passed, N failed" over jest's JSON report and node:test's log.
import { readFileSync, existsSync } from 'node:fs';

const [jestReport, e2eLog] = process.argv.slice(2);
let passed = 0;
let failed = 0;
if (jestReport && existsSync(jestReport)) {
  const report = JSON.parse(readFileSync(jestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  console.log(`unit and API tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
} else {
  failed += 1;
  console.log('unit and API tests: no report');
}
if (e2eLog && existsSync(e2eLog)) {
  const log = readFileSync(e2eLog, 'utf8');
  const pass = Number(/^# pass (\d+)/m.exec(log)?.[1] ?? 0);
  const fail = Number(/^# fail (\d+)/m.exec(log)?.[1] ?? 0);
  passed += pass;
  failed += fail;
  console.log(`browser tests: ${pass} passed, ${fail} failed`);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
