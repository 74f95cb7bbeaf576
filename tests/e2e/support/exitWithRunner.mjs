// Preloaded into the e2e server (NODE_OPTIONS=--import): when the Playwright runner that started it
// dies without its teardown (killed, Ctrl-C twice), the server stops too instead of staying behind
// on its port. The runner's process id is watched (E2E_RUNNER_PID), not the end of a stdin pipe:
// in CI the pipe's end was seen while the runner was alive and the server stopped during start-up.
const runner = Number(process.env.E2E_RUNNER_PID);
if (Number.isInteger(runner) && runner > 0) {
  const watch = setInterval(() => {
    try {
      process.kill(runner, 0);
    } catch {
      clearInterval(watch);
      console.error(`e2e server: the test runner (pid ${runner}) is gone, stopping`);
      process.kill(process.pid, 'SIGTERM');
    }
  }, 1000);
  watch.unref();
}
