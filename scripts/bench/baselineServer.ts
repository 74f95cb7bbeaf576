// The API benchmark's yardsticks, in a process of their own: a bare Fastify route, and a Fastify
// route doing one indexed SELECT (a user by primary key) on PostgreSQL (BASELINE_PG_URL) and on
// an in-process PGlite. Prints "listening" when ready.
import Fastify from 'fastify';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';

const app = Fastify();
const pool = new pg.Pool({ connectionString: process.env.BASELINE_PG_URL, max: 10 });
const lite = new PGlite();
await lite.exec(
  "create table users (id serial primary key, email text not null); insert into users (email) select 'user' || i || '@terme.example' from generate_series(1, 1000) i;",
);
await pool.query('create table if not exists bench_users (id serial primary key, email text not null)');
await pool.query(
  "insert into bench_users (email) select 'user' || i || '@terme.example' from generate_series(1, 1000) i",
);

const SELECT = { name: 'user-by-id', text: 'select id, email from bench_users where id = $1' };
app.get('/bare', async () => ({ ok: true }));
app.get(
  '/one-select/postgres',
  async () => (await pool.query({ ...SELECT, values: [1 + Math.floor(Math.random() * 1000)] })).rows[0],
);
app.get(
  '/one-select/pglite',
  async () =>
    (await lite.query('select id, email from users where id = $1', [1 + Math.floor(Math.random() * 1000)])).rows[0],
);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => Promise.all([pool.end(), lite.close()]))
      .then(() => process.exit(0)),
);
