// Registers Prism's c grammar after clike, which it extends (../grammars.ts).
import './clike';
import {registerGrammar} from '../registerGrammar';

// eslint-disable-next-line @typescript-eslint/no-require-imports
registerGrammar(() => require('prismjs/components/prism-c'));
