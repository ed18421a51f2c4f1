/** @jest-environment node */
import {buildFilesWritten, writesBuildFiles} from '../../../plugins/postBuildOrder';

/**
 * One turn of the event loop, queued after the wait's own yield: by then the wait has seen its writers,
 * and everything that could settle has settled (Node runs the promise callbacks between two turns).
 */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('postBuildOrder', () => {
  it('waits for every writer of the folder, also one registered after the wait started (same tick)', async () => {
    // Each writer finishes when the test says so; the one registered last is still busy when the others are done.
    const finish: Record<string, () => void> = {};
    const writer = (name: string) => () => new Promise<void>((resolve) => (finish[name] = resolve));
    const done: string[] = [];
    void writesBuildFiles('/build', writer('search'));
    const waiting = buildFilesWritten('/build').then(() => done.push('offline'));
    void writesBuildFiles('/build', writer('host-config'));
    void writesBuildFiles('/build/en', writer('other folder'));
    finish.search!();
    await settled();
    expect(done).toEqual([]);
    finish['host-config']!();
    await waiting;
    // The writer of another folder never finished: the wait did not depend on it.
    expect(done).toEqual(['offline']);
  });

  it('a failed writer does not block the wait (its own error fails the build)', async () => {
    const failing = expect(writesBuildFiles('/failing', () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    await expect(buildFilesWritten('/failing')).resolves.toBeUndefined();
    await failing;
  });
});
