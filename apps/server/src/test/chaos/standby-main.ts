// Run by the chaos test in place of src/main.ts: loads the server's modules while the previous life
// of the server still serves, then, on a line on stdin, runs src/main.ts, whose imports are loaded
// by then (or as soon as they are). A restart after kill -9 then costs mostly the server's own start.
import '../../app.ts';
import '../../db/client.ts';
import '../../plugins/env.ts';

// The test ended without needing this life (stdin closed): nothing to start.
const parentGone = () => process.exit(0);
process.stdin.once('end', parentGone);
await new Promise((resolve) => process.stdin.once('data', resolve));
process.stdin.off('end', parentGone);
process.stdin.pause();
await import('../../main.ts');
