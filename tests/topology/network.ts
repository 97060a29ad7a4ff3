import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/**
 * A host of the test's own: a network namespace joined to this host by a veth pair, on the test's own addresses
 * (10.213.0.0/29) and nothing else. This side holds 10.213.0.3 (primary: the source of this host's connections to
 * the namespace) and 10.213.0.1 (where the database listens); the namespace holds 10.213.0.2. Cutting it off from the
 * database is a blackhole route to 10.213.0.1 inside the namespace: packets to the database vanish (no reset, as with
 * a cable pulled), while this host still reaches the namespace's services from 10.213.0.3.
 */
export class NamespaceHost {
  static readonly hostAddress = '10.213.0.3';
  static readonly databaseAddress = '10.213.0.1';
  static readonly address = '10.213.0.2';

  private constructor(
    readonly name: string,
    private readonly veth: string,
  ) {}

  /** Why no namespace can be made here (not root, no `ip`, no permission), or null. */
  static missing(): string | null {
    if (process.getuid?.() !== 0) return 'network namespaces need root';
    if (spawnSync('ip', ['-V']).status !== 0) return "no `ip` (Debian's iproute2)";
    return null;
  }

  /** Makes the namespace and the pair, or says why it could not; removed again by `remove` or when the process exits. */
  static create(): NamespaceHost | string {
    const id = randomBytes(3).toString('hex');
    const host = new NamespaceHost(`wltopo-${id}`, `wlt${id}h`);
    process.on('exit', host.remove);
    const peer = `wlt${id}n`;
    const steps = [
      ['netns', 'add', host.name],
      ['link', 'add', host.veth, 'type', 'veth', 'peer', 'name', peer],
      ['link', 'set', peer, 'netns', host.name],
      ['addr', 'add', `${NamespaceHost.hostAddress}/29`, 'dev', host.veth],
      ['addr', 'add', `${NamespaceHost.databaseAddress}/29`, 'dev', host.veth],
      ['link', 'set', host.veth, 'up'],
      ['-n', host.name, 'addr', 'add', `${NamespaceHost.address}/29`, 'dev', peer],
      ['-n', host.name, 'link', 'set', peer, 'up'],
      ['-n', host.name, 'link', 'set', 'lo', 'up'],
    ];
    for (const step of steps) {
      const done = spawnSync('ip', step, { encoding: 'utf8' });
      if (done.status !== 0) {
        host.remove();
        return `ip ${step.join(' ')} failed: ${done.stderr.trim()}`;
      }
    }
    return host;
  }

  /** The command prefix that runs a program inside the namespace. */
  get prefix(): string[] {
    return ['ip', 'netns', 'exec', this.name];
  }

  cutFromDatabase(): void {
    this.ip('-n', this.name, 'route', 'add', 'blackhole', `${NamespaceHost.databaseAddress}/32`);
  }

  reconnectToDatabase(): void {
    this.ip('-n', this.name, 'route', 'del', 'blackhole', `${NamespaceHost.databaseAddress}/32`);
  }

  /** Deleting the namespace deletes the pair with it; the host's end goes too, in case the move never happened. */
  remove = (): void => {
    spawnSync('ip', ['netns', 'del', this.name]);
    spawnSync('ip', ['link', 'del', this.veth]);
    process.off('exit', this.remove);
  };

  private ip(...args: string[]): void {
    const done = spawnSync('ip', args, { encoding: 'utf8' });
    if (done.status !== 0) throw new Error(`ip ${args.join(' ')} failed: ${done.stderr.trim()}`);
  }
}
