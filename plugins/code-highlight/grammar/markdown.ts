// Registers Prism's markdown grammar after markup, which it extends (../grammars.ts).
import './markup';
import {registerGrammar} from '../registerGrammar';

// eslint-disable-next-line @typescript-eslint/no-require-imports
registerGrammar(() => require('prismjs/components/prism-markdown'));
