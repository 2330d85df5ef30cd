// A start's record: each step's finishing time since the process started, in the order recorded, and the CPU time
// used by then.
import { describe, expect, it } from 'vitest';
import { startupPhases } from './startup-phases';

describe('startupPhases', () => {
  it('records when each step finished, from the process start, and the CPU time so far', async () => {
    const phases = startupPhases();
    const before = performance.now();
    phases.done('first');
    await new Promise((resolve) => setTimeout(resolve, 30));
    const cpuBefore = process.cpuUsage();
    for (let spin = Date.now(); Date.now() - spin < 20;);
    phases.done('second');
    const report = phases.report();
    expect(Object.keys(report.doneAtMs)).toEqual(['first', 'second']);
    expect(report.doneAtMs.first).toBeGreaterThanOrEqual(Math.floor(before));
    expect(report.doneAtMs.second! - report.doneAtMs.first!).toBeGreaterThanOrEqual(25);
    expect(report.cpuAtMs.second! - report.cpuAtMs.first!).toBeGreaterThanOrEqual(10);
    expect(report.cpuAtMs.second).toBeGreaterThanOrEqual(Math.floor((cpuBefore.user + cpuBefore.system) / 1000));
    expect(report.cpuMs).toBeGreaterThanOrEqual(report.cpuAtMs.second!);
    // The report is a copy: later steps do not change one already taken.
    phases.done('third');
    expect(report.doneAtMs.third).toBeUndefined();
  });
});
