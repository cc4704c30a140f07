/**
 * Mail through the SMTP server `SMTP_URL` names (nodemailer), from `MAIL_FROM`. Without
 * `SMTP_URL` there is no mailer and nothing is sent. The address, which may hold a user name
 * and password, is never logged: a failure is logged by its code and the server's host only.
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends one mail; false (and a log line without secrets) when the server refused it. */
  send(mail: Mail): Promise<boolean>;
  close(): void;
}

/** The SMTP server's host and port as they may be logged. */
function hostOf(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return url.port ? `${url.hostname}:${url.port}` : url.hostname;
  } catch {
    return '?';
  }
}

export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  log: FastifyBaseLogger,
): Mailer | null {
  if (!smtpUrl) return null;
  // Bounded, so that one try ends well within the lease of a waiting mail (`board-alert-mails.ts`).
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  const host = hostOf(smtpUrl);
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        return true;
      } catch (error) {
        const failure = error as { code?: unknown; responseCode?: unknown };
        log.warn(
          {
            smtp: host,
            code: typeof failure.code === 'string' ? failure.code : undefined,
            responseCode:
              typeof failure.responseCode === 'number' ? failure.responseCode : undefined,
          },
          'mail not sent',
        );
        return false;
      }
    },
    close() {
      transport.close();
    },
  };
}
