import type { AppModule } from './types';
import { accountsModule } from './accounts/routes';

/** Every journey's routes, in registration order. Each module adds one line here. */
export const modules: AppModule[] = [accountsModule];
