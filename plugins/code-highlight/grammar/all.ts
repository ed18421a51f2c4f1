// Every grammar of ../grammars.ts at once: the build's highlighter (../highlight.ts) needs
// them all, since any page may fence any of them.
import './markup';
import './clike';
import './javascript';
import './c';
import './cpp';
import './arduino';
import './bash';
import './json';
import './markdown';
import './python';
