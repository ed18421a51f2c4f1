import type {Plugin} from '@docusaurus/types';

/**
 * Drawings are files the build makes (./remarkDrawings.ts, ./render.ts); the
 * pages ship no drawing code. This plugin lets the bundler emit them: a
 * page's drawing module imports its SVGs as `*.drawing` files (so the site's
 * own rule for `.svg` imports, which turns them into React components, does
 * not apply), and each becomes `assets/drawings/<name>-<hash>.svg`: cached
 * for a year like every asset, listed in the offline precache, and served by
 * `npm start` as well.
 */
export default function drawingsPlugin(): Plugin {
  return {
    name: 'drawings',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /\.drawing$/,
              type: 'asset/resource',
              generator: {filename: 'assets/drawings/[name]-[contenthash:8].svg'},
            },
          ],
        },
      };
    },
  };
}
