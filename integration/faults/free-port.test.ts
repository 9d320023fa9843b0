// Ports for throw-away stacks (scripts/processes.ts): outside the kernel's ephemeral range, where an outgoing
// connection could take one between the pick and the service binding it (a gateway died with EADDRINUSE in CI),
// never the same twice, and free when handed out.
import net from 'node:net';
import { freePort } from '../../scripts/processes';

const listenOn = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve(server));
  });

describe('freePort', () => {
  it('hands out distinct ports below the ephemeral range, each one bindable', async () => {
    const ports: number[] = [];
    for (let i = 0; i < 40; i++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(32_768);
    }
    const servers = await Promise.all(ports.slice(0, 5).map(listenOn));
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });
});
