/** @jest-environment node */
import {buildFilesWritten, writesBuildFiles} from '../../../plugins/postBuildOrder';

describe('postBuildOrder', () => {
  it('waits for every writer of the folder, also one registered after the wait started (same tick)', async () => {
    const done: string[] = [];
    const later = (name: string, ms: number) => () => new Promise<void>((resolve) => setTimeout(() => (done.push(name), resolve()), ms));
    void writesBuildFiles('/build', later('search', 30));
    const waiting = buildFilesWritten('/build').then(() => done.push('offline'));
    void writesBuildFiles('/build', later('host-config', 10));
    void writesBuildFiles('/build/en', later('other folder', 200));
    await waiting;
    expect(done).toEqual(['host-config', 'search', 'offline']);
  });

  it('a failed writer does not block the wait (its own error fails the build)', async () => {
    const failing = expect(writesBuildFiles('/failing', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(buildFilesWritten('/failing')).resolves.toBeUndefined();
    await failing;
  });
});
