// Imported first by the entry (src/main.tsx), so it runs before React's modules are evaluated:
// the first screen's data leaves as soon as the entry's code has arrived (decision 028).
import { startFirstRequests } from './app/firstRequests';

void startFirstRequests(location.pathname, location.search);
