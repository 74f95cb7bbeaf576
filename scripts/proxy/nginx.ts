/**
 * Debian's nginx in front of the app processes for `npm run test:proxy`: TLS with a certificate
 * made for the run, round robin over the processes, the guest's address in X-Forwarded-For
 * (replaced, never appended: a guest cannot claim another address), and the upstream that
 * answered in X-Upstream so that the checks see the requests spread.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** nginx opens its connections to the apps from this address, the only one they trust. */
export const PROXY_ADDRESS = '127.0.0.2';

export class Nginx {
  readonly dir = mkdtempSync(join(tmpdir(), 'terme-nginx-'));
  private child: ChildProcess | null = null;

  constructor(
    readonly port: number,
    private readonly upstreams: number[],
    private readonly tls: { cert: string; key: string },
  ) {}

  get url() {
    return `https://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    chmodSync(this.dir, 0o777);
    for (const temp of ['body', 'proxy']) mkdirSync(join(this.dir, temp), { mode: 0o777 });
    writeFileSync(join(this.dir, 'cert.pem'), this.tls.cert);
    writeFileSync(join(this.dir, 'key.pem'), this.tls.key);
    const conf = `
worker_processes 1;
daemon off;
pid ${this.dir}/nginx.pid;
error_log ${this.dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${this.dir}/body;
  proxy_temp_path ${this.dir}/proxy;
  upstream terme {
${this.upstreams.map((port) => `    server 127.0.0.1:${port};`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${this.port} ssl;
    ssl_certificate ${this.dir}/cert.pem;
    ssl_certificate_key ${this.dir}/key.pem;
    client_max_body_size 2m;
    location / {
      proxy_pass http://terme;
      proxy_bind ${PROXY_ADDRESS};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host:$server_port;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto https;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
    writeFileSync(join(this.dir, 'nginx.conf'), conf);
    this.child = spawn(NGINX, ['-c', join(this.dir, 'nginx.conf'), '-p', this.dir], { stdio: 'inherit' });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      try {
        readFileSync(join(this.dir, 'nginx.pid'));
        return;
      } catch {
        await new Promise((done) => setTimeout(done, 100));
      }
    }
    throw new Error(`nginx did not start: ${readFileSync(join(this.dir, 'error.log'), 'utf8')}`);
  }

  stop(): Promise<void> {
    if (!this.child || this.child.exitCode !== null) return Promise.resolve();
    const exited = new Promise<void>((done) => this.child!.once('exit', () => done()));
    this.child.kill('SIGQUIT');
    return exited;
  }
}
