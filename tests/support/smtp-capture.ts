import { type ChildProcessByStdio, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

/** One message as the capture server read it (smtp-capture.py). Header names are lower case. */
export interface CapturedMail {
  rcptTo: string[];
  from: { name: string; address: string }[];
  to: { name: string; address: string }[];
  /** Unfolded and decoded (RFC 2047 words read), without the white space around them. */
  headers: Record<string, string>;
  /** As they were on the wire. */
  rawHeaders: Record<string, string>;
  contentType: string;
  parts: { type: string; charset: string | null; content: string }[];
}

export interface SmtpCapture {
  smtpUrl: string;
  received: CapturedMail[];
  /** The first message to `address` for which `matches` holds; waits for it. */
  mailTo(address: string, matches?: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** Debian's python3-aiosmtpd, run by the system Python (not a shim that may lack the package). */
const PYTHON = '/usr/bin/python3';

/** Why no capture server can start here (no Python with aiosmtpd), or null when it can. */
function smtpCaptureMissing(): string | null {
  const probe = spawnSync(PYTHON, ['-c', 'import aiosmtpd'], { stdio: 'ignore' });
  return probe.status === 0 ? null : `${PYTHON} with aiosmtpd (Debian's python3-aiosmtpd)`;
}

/**
 * A describe block whose tests need the capture server: skipped with the reason printed where it cannot start, and
 * required with `CI=true` (`.ci/run` installs it), as the browser and PostgreSQL tests are.
 */
export function describeSmtp(title: string, body: () => void): void {
  const missing = smtpCaptureMissing();
  if (missing && process.env.CI !== 'true') describe.skip(`${title} (needs ${missing})`, body);
  else describe(title, body);
}

/** Starts a real SMTP server on loopback that keeps what it receives (tests/support/smtp-capture.py). */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const child: ChildProcessByStdio<null, Readable, Readable> = spawn(PYTHON, [join(__dirname, 'smtp-capture.py')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const received: CapturedMail[] = [];
  const waiting = new Set<() => void>();
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`SMTP capture server exited (${code}): ${errors}`)));
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  lines.on('line', (line) => {
    received.push(JSON.parse(line) as CapturedMail);
    for (const wake of waiting) wake();
  });

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    mailTo(address, matches = () => true, timeoutMs = 10_000) {
      const find = () => received.find((mail) => mail.rcptTo.includes(address) && matches(mail));
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = find();
          if (!mail) return;
          cleanUp();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          cleanUp();
          reject(new Error(`No such mail to ${address}; received ${received.length}`));
        }, timeoutMs);
        const cleanUp = () => {
          clearTimeout(timer);
          waiting.delete(check);
        };
        waiting.add(check);
        check();
      });
    },
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
  };
}
