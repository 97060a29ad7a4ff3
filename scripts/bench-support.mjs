// What both benchmark scripts share: a cookie-and-token HTTP client and starting the built server.
import { spawn } from 'node:child_process';

/** A browser-like caller of the API: keeps its session cookie and anti-forgery token. */
export class Client {
  cookie = '';
  token = '';

  constructor(base) {
    this.base = base;
  }

  async call(method, path, body, headers = {}) {
    if (method !== 'GET' && !this.token) this.token = (await this.call('GET', '/api/Utility/CsrfToken')).body.token;
    const response = await fetch(this.base + path, {
      method,
      headers: {
        'content-type': 'application/json',
        cookie: this.cookie,
        ...(method !== 'GET' ? { 'x-csrf-token': this.token } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    if (response.headers.get('x-csrf-invalid')) this.token = '';
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }
}

/** Benchmarks register all their users from one address: the caps on new users would stop them. */
export const BENCH_RATE_LIMITS = 'newUsersPerIp=1000000,newUsersSiteWide=1000000';

/**
 * The built server as a child process; resolves once it listens. BENCH_SERVER_ARGS adds Node options to it (e.g.
 * `--cpu-prof --cpu-prof-dir=<folder>` to profile the server under a bench). `script` and `ready` start another of the
 * built programs (the projector: `backend/dist/projector.js`, ready once it printed "Projector running").
 */
export async function startServer(env, { script = 'backend/dist/main.js', ready = 'serves on' } = {}) {
  const nodeArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  // The demo product feeds stay out of benches that do not measure them (bench-products imports them itself).
  const server = spawn(process.execPath, [...nodeArgs, script], {
    env: { PRODUCT_DEMO_FEEDS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (d) => d.toString().includes(ready) && resolve());
    server.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return server;
}

export const stopServer = (server) =>
  new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });
