/**
 * Docusaurus calls every plugin's postBuild at the same time (Promise.all). The offline
 * plugin lists the files of the finished build for the service worker's precache, so it
 * must wait for the plugins that still write files there (host-config: redirect pages,
 * the 404 page's script, _headers; search: search-index.json). Those register their
 * work here at the start of their postBuild; `buildFilesWritten` waits for all of it.
 */
// On globalThis: Docusaurus loads each plugin file with its own module loader, so every
// plugin may get its own copy of this module; the registry must be one for the process.
const REGISTRY = Symbol.for('sensebox.postBuildOrder');
const pending: Map<string, Array<Promise<unknown>>> = ((globalThis as Record<symbol, unknown>)[REGISTRY] ??=
  new Map()) as Map<string, Array<Promise<unknown>>>;

/** Runs a postBuild that writes into `outDir`, so `buildFilesWritten(outDir)` waits for it. */
export function writesBuildFiles<T>(outDir: string, work: () => Promise<T>): Promise<T> {
  const job = work();
  pending.set(outDir, [...(pending.get(outDir) ?? []), job]);
  return job;
}

/**
 * Resolves once every registered writer of `outDir` has finished (or failed: its own
 * error fails the build). Yields to the event loop first: Docusaurus starts all
 * postBuilds synchronously, one after the other, so after that every writer has
 * registered, whatever the order of the plugins in the config.
 */
export async function buildFilesWritten(outDir: string): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await Promise.allSettled(pending.get(outDir) ?? []);
}
