/**
 * Which patches of third-party code a build applies (plugins/README.md, "Building with a patch off").
 *
 * Every patch is on unless `DISABLE_PATCHES` names it: `DISABLE_PATCHES=prefetchIdle,leanEntry npm run build`
 * builds without those two, so a benchmark can compare the site with and without one patch (A/B).
 * A build with a patch off is a measurement build, not the site readers get: the plugins warn when
 * they build one. A name that is not a patch fails the build, so a typo never measures the
 * unpatched site by mistake. A patch that is on is applied exactly as before: its loader still fails
 * the build when the text it patches is missing (plugins/replaceExactly.cjs).
 */

export const DISABLE_PATCHES = 'DISABLE_PATCHES';

/** The switchable patches, by the name `DISABLE_PATCHES` takes; plugins/README.md names each in its table. */
export const PATCH_IDS = ['localPreconnect', 'searchPageMain', 'storageWarnings', 'prefetchIdle', 'leanEntry'] as const;

export type PatchId = (typeof PATCH_IDS)[number];

type Env = Record<string, string | undefined>;

function isPatchId(name: string): name is PatchId {
  return (PATCH_IDS as readonly string[]).includes(name);
}

/** The patches `DISABLE_PATCHES` turns off (comma- or space-separated). Throws on a name that is no patch. */
export function disabledPatches(env: Env = process.env): PatchId[] {
  const names = (env[DISABLE_PATCHES] ?? '').split(/[\s,]+/).filter(Boolean);
  const unknown = names.filter((name) => !isPatchId(name));
  if (unknown.length > 0) {
    throw new Error(
      `${DISABLE_PATCHES}: ${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not a patch. Patches: ${PATCH_IDS.join(', ')}.`,
    );
  }
  return PATCH_IDS.filter((id) => names.includes(id));
}

let warned = false;

/** Whether the build applies this patch (the default). Warns once per process when any patch is off. */
export function patchOn(id: PatchId, env: Env = process.env): boolean {
  const off = disabledPatches(env);
  if (off.length > 0 && !warned) {
    warned = true;
    console.warn(`[patches] ${DISABLE_PATCHES}=${off.join(',')}: a measurement build, not the site readers get.`);
  }
  return !off.includes(id);
}
