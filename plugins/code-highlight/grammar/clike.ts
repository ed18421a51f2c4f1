// Registers Prism's clike grammar (../grammars.ts).
import {registerGrammar} from '../registerGrammar';

// eslint-disable-next-line @typescript-eslint/no-require-imports
registerGrammar(() => require('prismjs/components/prism-clike'));
