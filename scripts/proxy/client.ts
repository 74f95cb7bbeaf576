/** A guest's HTTP client for `npm run test:proxy`: from an address of its own, with cookies and CSRF. */
import { request as http } from 'node:http';
import { request as https } from 'node:https';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function call(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: unknown;
    localAddress?: string;
    ca?: string;
  } = {},
): Promise<Answer> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? https : http;
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      {
        method: options.method ?? 'GET',
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
        localAddress: options.localAddress,
        ca: options.ca,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A browser's session: cookies kept, the page's CSRF token read (again after a login rotates it). */
export class Guest {
  private cookie = '';
  private csrf = '';

  constructor(
    private readonly base: string,
    private readonly from: { localAddress?: string; ca?: string; forwardedFor?: string } = {},
  ) {}

  private keep(answer: Answer) {
    const set = answer.headers['set-cookie'];
    if (set?.length) this.cookie = (set as string[]).map((c) => c.split(';')[0]).join('; ');
  }

  /** Loads a page as the browser does (no XHR headers: the server answers the HTML page). */
  async load(): Promise<void> {
    const page = await call(`${this.base}/en/`, {
      localAddress: this.from.localAddress,
      ca: this.from.ca,
      headers: {
        accept: 'text/html',
        cookie: this.cookie,
        ...(this.from.forwardedFor ? { 'x-forwarded-for': this.from.forwardedFor } : {}),
      },
    });
    this.keep(page);
    this.csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(page.body)?.[1] ?? '';
  }

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const answer = await call(`${this.base}${path}`, {
      method,
      body,
      localAddress: this.from.localAddress,
      ca: this.from.ca,
      headers: {
        cookie: this.cookie,
        'x-csrf-token': this.csrf,
        'x-requested-with': 'XMLHttpRequest',
        'x-locale': 'en',
        ...(this.from.forwardedFor ? { 'x-forwarded-for': this.from.forwardedFor } : {}),
        ...headers,
      },
    });
    this.keep(answer);
    return answer;
  }

  async login(email: string, password: string): Promise<number> {
    if (!this.csrf) await this.load();
    const answer = await this.send('POST', '/login', { email, password, remember: true });
    if (answer.status === 200) await this.load();
    else if (process.env.PROXY_VERBOSE) console.error(`login ${answer.status}: ${answer.body}`);
    return answer.status;
  }
}
