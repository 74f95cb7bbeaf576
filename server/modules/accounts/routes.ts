import type { AppModule } from '../types';
import { publicUser } from './publicUser';

export const accountsModule: AppModule = async (app) => {
  // Never 401: the SPA asks on every load who is signed in.
  app.get('/api/user', async (request) => ({ user: request.user ? publicUser(request.user) : null }));
};
