// Every grammar of src/prism/grammars.ts: for the server bundle, and for pages that use
// the CodeBlock component directly (their languages are not visible to the remark plugin).
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
