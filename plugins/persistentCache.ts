import type {Configuration} from 'webpack';

/**
 * Webpack's persistent cache keys ignore what plugins add through
 * configureWebpack (aliases, module replacements, loaders). A plugin that adds
 * such things salts the cache version, and names files its output depends on,
 * so a cache from before the change is never reused. Rspack builds (no
 * persistent cache configured) are left alone.
 */
export function saltPersistentCache(config: Configuration, salt: string, dependencies: Record<string, string[]> = {}): void {
  if (!config.cache || typeof config.cache !== 'object' || config.cache.type !== 'filesystem') return;
  config.cache.version = `${config.cache.version ?? ''}-${salt}`;
  config.cache.buildDependencies = {...config.cache.buildDependencies, ...dependencies};
}
