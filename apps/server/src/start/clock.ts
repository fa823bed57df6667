/**
 * The server's clock: the real one, or with CLOCK_START one that reads that instant when the server
 * starts and then runs on in real time. The journeys that must happen on a given day (a Saturday, the
 * first of a month) start a server so; every reader of "now" (the routes, the demo, the jobs) shares it.
 */
export function serverClock(start: Date | undefined, realNow: () => number = Date.now): () => Date {
  if (!start) {
    return () => new Date(realNow());
  }
  const offset = start.getTime() - realNow();
  return () => new Date(realNow() + offset);
}
