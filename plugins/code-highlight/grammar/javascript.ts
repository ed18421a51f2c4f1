// Registers Prism's javascript grammar after clike, which it extends (../grammars.ts).
import './clike';
import {registerGrammar} from '../registerGrammar';

// eslint-disable-next-line @typescript-eslint/no-require-imports
registerGrammar(() => require('prismjs/components/prism-javascript'));
