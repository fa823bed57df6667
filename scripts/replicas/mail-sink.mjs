// The SMTP sink both replicas deliver to: it keeps each message with its recipient, and when the
// last one came (the mail proof waits for the sink to go quiet).
import { SMTPServer } from 'smtp-server';

/** Starts the sink on the port; `mails` fills as messages arrive. */
export async function startMailSink(port) {
  const mails = { delivered: [], lastDeliveryAt: performance.now() };
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let text = '';
      stream.on('data', (c) => {
        text += c;
      });
      stream.on('end', () => {
        mails.delivered.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), text });
        mails.lastDeliveryAt = performance.now();
        done();
      });
    },
  });
  await new Promise((r) => sink.listen(port, '127.0.0.1', r));
  return { sink, mails };
}
