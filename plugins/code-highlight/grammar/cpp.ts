// Registers Prism's cpp grammar after c, which it extends (../grammars.ts).
import './c';
import {registerGrammar} from '../registerGrammar';

// eslint-disable-next-line @typescript-eslint/no-require-imports
registerGrammar(() => require('prismjs/components/prism-cpp'));
