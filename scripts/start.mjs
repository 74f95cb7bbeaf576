// `npm start`: builds the site and the server if needed, then runs the compiled server in this
// same process: one node process, no compiler loaded (issue 10).
import { ensureBuilt } from './build/ensureBuilt.mjs';

if (process.env.SKIP_BUILD !== '1') ensureBuilt();
await import('../dist-server/main.js');
