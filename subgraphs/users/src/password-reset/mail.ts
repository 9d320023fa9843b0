// The configured mail transport (MAIL_TRANSPORT): `smtp://host:port` hands mail to that SMTP relay (plain SMTP,
// no authentication: a local relay such as the machine's MTA); `log`, the default outside production, prints each
// mail to the server log (development: the reset link is read there). In production without a transport no mail
// leaves and nothing secret is logged: the notification inbox still has it.
import { connect } from 'node:net';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  /** What it is, for the log ('smtp://relay:25', 'log', 'none'). */
  readonly name: string;
  send(mail: Mail): Promise<void>;
}

type Log = (line: string) => void;

export function mailTransportFromEnv(env: NodeJS.ProcessEnv, log: Log = console.log): MailTransport {
  const configured = env.MAIL_TRANSPORT?.trim() ?? '';
  const from = env.MAIL_FROM?.trim() || 'Stays <no-reply@stays.local>';
  if (configured.startsWith('smtp://')) return smtpTransport(new URL(configured), from);
  if (configured === 'log' || (!configured && env.NODE_ENV !== 'production')) return logTransport(log);
  if (configured && configured !== 'none')
    throw new Error(`MAIL_TRANSPORT must be smtp://host:port, log or none, not ${configured}`);
  return {
    name: 'none',
    send: async (mail) =>
      log(`[users] no MAIL_TRANSPORT: a mail to ${mail.to} ("${mail.subject}") was not sent`),
  };
}

function logTransport(log: Log): MailTransport {
  return {
    name: 'log',
    send: async (mail) => log(`[users] mail to ${mail.to}: ${mail.subject}\n${mail.text}`),
  };
}

/** The address inside a "Name <address>" form. */
const addressOf = (value: string) => /<([^>]+)>/.exec(value)?.[1] ?? value;

/** One message through an SMTP relay: EHLO, MAIL FROM, RCPT TO, DATA, QUIT; any non-2xx/3xx reply fails it. */
export function smtpTransport(url: URL, from: string, timeoutMs = 10_000): MailTransport {
  const port = Number(url.port) || 25;
  return {
    name: `smtp://${url.hostname}:${port}`,
    send: (mail) =>
      new Promise<void>((resolve, reject) => {
        const socket = connect({ host: url.hostname, port });
        socket.setEncoding('utf8');
        socket.setTimeout(timeoutMs, () => socket.destroy(new Error('SMTP relay timed out')));
        const body = [
          `From: ${from}`,
          `To: ${mail.to}`,
          `Subject: ${mail.subject}`,
          `Date: ${new Date().toUTCString()}`,
          'MIME-Version: 1.0',
          'Content-Type: text/plain; charset=utf-8',
          'Content-Transfer-Encoding: 8bit',
          '',
          // Dot-stuffing: a line starting with '.' gets another one.
          ...mail.text.split(/\r?\n/).map((line) => (line.startsWith('.') ? `.${line}` : line)),
          '.',
        ].join('\r\n');
        const steps = [
          `EHLO ${url.searchParams.get('helo') ?? 'stays.local'}`,
          `MAIL FROM:<${addressOf(from)}>`,
          `RCPT TO:<${addressOf(mail.to)}>`,
          'DATA',
          body,
          'QUIT',
        ];
        let buffer = '';
        let done = false;
        socket.on('data', (chunk: string) => {
          buffer += chunk;
          // A reply ends with a line "NNN text" (continuations are "NNN-text").
          const lines = buffer.split('\r\n');
          buffer = lines.pop() ?? '';
          for (const line of lines) {
            if (!/^\d{3} /.test(line)) continue;
            const code = Number(line.slice(0, 3));
            if (code >= 400) {
              socket.destroy(new Error(`SMTP relay refused: ${line}`));
              return;
            }
            const next = steps.shift();
            if (next === undefined) {
              done = true;
              socket.end();
              resolve();
              return;
            }
            socket.write(`${next}\r\n`);
          }
        });
        socket.on('error', (error) => {
          if (!done) reject(error);
        });
        socket.on('close', () => {
          if (!done) reject(new Error('SMTP relay closed the connection'));
        });
      }),
  };
}
