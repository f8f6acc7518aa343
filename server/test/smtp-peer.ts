import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

/**
 * A real SMTP peer for tests that send mail over the wire. It can be stopped and started again on
 * the same port (to test a peer that is down); port 0 picks a free one, which start() returns.
 */
export function smtpPeer(port = 0) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  return {
    received,
    async start(): Promise<number> {
      const peer = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          });
        },
      });
      server = peer;
      await new Promise<void>((resolve) => peer.listen(port, '127.0.0.1', resolve));
      return (peer.server.address() as AddressInfo).port;
    },
    async stop() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
  };
}
