import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

/**
 * Registers prism.additionalLanguages (arduino, bash, json) on the Prism of
 * prism-react-renderer, exactly as theme-classic's startup module does, but
 * only once a page with a code block loads (see plugins/prism-on-demand).
 * Module evaluation runs once per bundle, so the languages are registered once.
 */
prismIncludeLanguages(Prism);
