// Preloaded into the e2e server (NODE_OPTIONS=--import): its stdin is a pipe from the Playwright
// runner. When the runner dies without its teardown (killed, Ctrl-C twice), the pipe closes and
// the server stops too instead of staying behind on its port.
process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.on('error', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();
process.stdin.unref?.();
