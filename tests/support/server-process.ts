import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const mainEntry = join(__dirname, '../../backend/dist/main.js');

/** The built server (`backend/dist/main.js`) as a child process that a test can SIGKILL and start again. */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private stderr = '';

  private constructor(
    readonly url: string,
    private readonly env: NodeJS.ProcessEnv,
    private readonly command: string[],
  ) {}

  /**
   * A server on a free port over `dataDir`, with cheap password hashes and the rate limits a load test needs raised.
   * `host`: the address it listens on; `prefix`: a command that runs node (e.g. `ip netns exec <name>`), which must
   * exec it so that a signal reaches the server itself.
   */
  static async on(
    dataDir: string,
    env: NodeJS.ProcessEnv = {},
    { host = '127.0.0.1', prefix = [] as string[] } = {},
  ): Promise<ServerProcess> {
    const port = await freePort();
    return new ServerProcess(
      `http://${host}:${port}`,
      {
        ...process.env,
        NODE_OPTIONS: '',
        DATA_DIR: dataDir,
        HOST: host,
        PORT: String(port),
        SCRYPT_COST: '1024',
        RATE_LIMITS: 'newUsersPerIp=1000000,newUsersSiteWide=1000000',
        PRODUCT_DEMO_FEEDS: 'off',
        ...env,
      },
      [...prefix, process.execPath, mainEntry],
    );
  }

  /** The last 4,000 characters the process wrote to stderr. */
  get errorOutput(): string {
    return this.stderr;
  }

  static get entry(): string {
    return mainEntry;
  }

  /** Starts the process and resolves once it answers HTTP. */
  async start(timeoutMs = 30_000): Promise<void> {
    this.stderr = '';
    const [program, ...args] = this.command;
    const child = spawn(program!, args, { env: this.env, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr!.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4000);
    });
    this.child = child;
    for (const started = Date.now(); Date.now() - started < timeoutMs; await sleep(50)) {
      if (child.exitCode !== null) break;
      const answer = await fetch(`${this.url}/api/Utility/CsrfToken`).catch(() => null);
      if (answer?.ok) return;
    }
    throw new Error(`The server did not start (exit ${child.exitCode}): ${this.stderr}`);
  }

  async stop(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
