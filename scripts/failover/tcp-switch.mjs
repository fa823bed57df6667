// One address in front of the database, as a managed PostgreSQL's endpoint: every connection is
// piped to the current server; `switchTo` points new connections at the promoted standby and ends
// the ones still open to the old primary (as its endpoint's DNS flip and the dead host would).
import { connect, createServer } from 'node:net';

export async function startTcpSwitch({ port, targetPort }) {
  let target = targetPort;
  const open = new Set();
  const server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    const pair = { client, upstream };
    open.add(pair);
    const end = () => {
      open.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    switchTo(next) {
      target = next;
      for (const { client, upstream } of open) {
        client.destroy();
        upstream.destroy();
      }
      open.clear();
    },
    close: () =>
      new Promise((resolve) => {
        for (const { client, upstream } of open) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
