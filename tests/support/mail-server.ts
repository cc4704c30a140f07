/**
 * A real SMTP server on a free loopback port (the `smtp-server` package) that keeps every mail
 * it receives, for tests of the server's mail. It accepts any user and password (and records
 * them, so a test can check what the client sent) and offers no STARTTLS. It can refuse mail
 * for a while (`refusing`, `refusedRecipients`), as a server that is down or full does.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent (headers and body), line ends as received. */
  raw: string;
  subject: string;
  /** The body with quoted-printable soft line breaks and escapes undone. */
  text: string;
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = /^=([0-9A-F]{2})/i.exec(joined.slice(i, i + 3));
    if (hex) {
      bytes.push(parseInt(hex[1] as string, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header's value, with RFC 2047 encoded words (=?UTF-8?Q?…?= / ?B?) decoded. */
function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name}:`));
  const value = line?.slice(name.length + 1).trim() ?? '';
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_whole, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function bodyOf(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head))
    return decodeQuotedPrintable(body);
  if (/content-transfer-encoding:\s*base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

export class MailServer {
  readonly mails: ReceivedMail[] = [];
  /** While true, every mail is refused (451, try again later), as by a server in trouble. */
  refusing = false;
  /** Recipients refused (451) while the others are taken. */
  readonly refusedRecipients = new Set<string>();
  /** Mails and recipients refused so far. */
  refusals = 0;
  readonly logins: { username: string; password: string }[] = [];
  private waiting: { count: number; resolve: () => void }[] = [];
  private readonly server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: true,
      logger: false,
      onAuth: (auth, _session, callback) => {
        this.logins.push({ username: auth.username ?? '', password: auth.password ?? '' });
        callback(null, { user: auth.username });
      },
      onMailFrom: (_address, _session, callback) => {
        if (!this.refusing) return callback();
        this.refusals += 1;
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      },
      onRcptTo: (address, _session, callback) => {
        if (!this.refusedRecipients.has(address.address)) return callback();
        this.refusals += 1;
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            subject: headerOf(raw, 'subject'),
            text: bodyOf(raw),
          });
          this.waiting = this.waiting.filter((w) => {
            if (this.mails.length < w.count) return true;
            w.resolve();
            return false;
          });
          callback();
        });
      },
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  /** `smtp://user:pass@127.0.0.1:port` for `SMTP_URL`. */
  url(user = 'mailer', password = 'mail-secret-123'): string {
    return `smtp://${user}:${password}@127.0.0.1:${this.port}`;
  }

  /** Resolves once `count` mails in all were received (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs = 10_000): Promise<void> {
    if (this.mails.length >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`only ${this.mails.length} of ${count} mails arrived`)),
        timeoutMs,
      );
      this.waiting.push({
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
