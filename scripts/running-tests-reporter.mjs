// A Vitest reporter that keeps, in the file named by RUNNING_TESTS_FILE, the test files still running
// and the test each one is in. When a step outlives its time limit, `npm test` prints that file, so
// that a hang names its test instead of leaving a silent log.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class RunningTestsReporter {
  running = new Map();

  onTestModuleStart(testModule) {
    this.running.set(testModule.moduleId, '(collecting or in a hook)');
    this.save();
  }

  onTestCaseReady(testCase) {
    this.running.set(testCase.module.moduleId, testCase.fullName);
    this.save();
  }

  onTestCaseResult(testCase) {
    this.running.set(testCase.module.moduleId, `after "${testCase.fullName}" (in a hook or between tests)`);
    this.save();
  }

  onTestModuleEnd(testModule) {
    this.running.delete(testModule.moduleId);
    this.save();
  }

  save() {
    const file = process.env.RUNNING_TESTS_FILE;
    if (!file) return;
    const lines = [...this.running].map(([id, where]) => `${relative(process.cwd(), id)} › ${where}`);
    writeFileSync(file, lines.join('\n'));
  }
}
