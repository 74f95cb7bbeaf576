import { applyTestClock } from '../../domain/clock';

// Every test process of a run reads the run's day (TERME_NOW, set by `npm run test:dates` or by
// hand) the same way the server does: vitest's setup files, its global setups and Playwright's
// configuration import this first. Test runners are test mode whatever NODE_ENV says.
applyTestClock({ ...process.env, NODE_ENV: 'test' });
