import type {Config} from '@docusaurus/types';
import config from './docusaurus.config';

/**
 * The configuration CI builds with: the committed config keeps 'warn', so a
 * local build with a broken link still shows the site, and this one turns every broken link, anchor, markdown link and
 * duplicate route into a failed build.
 */
const strictConfig: Config = {
  ...config,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onDuplicateRoutes: 'throw',
};

export default strictConfig;
