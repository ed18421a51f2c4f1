// Registers Prism's arduino grammar after cpp, which it extends (../grammars.ts).
import './cpp';
import {registerGrammar} from '../registerGrammar';

// eslint-disable-next-line @typescript-eslint/no-require-imports
registerGrammar(() => require('prismjs/components/prism-arduino'));
