import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends account mail (codes): over SMTP when configured, otherwise into an outbox folder. */
export interface Mailer {
  /** Answers the written file's path when the message went to the outbox (for the log). */
  send(message: MailMessage): Promise<{ outboxFile: string } | undefined>;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:port` or `smtps://…`; null writes to `outboxDir` instead. */
  smtpUrl: string | null;
  /** Folder of `.eml` files when there is no SMTP server (under DATA_DIR by default). */
  outboxDir: string | null;
  from: string;
}

export function createMailer({ smtpUrl, outboxDir, from }: MailerOptions): Mailer {
  if (smtpUrl !== null) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        return undefined;
      },
    };
  }
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      if (outboxDir === null) throw new Error('no SMTP server and no outbox folder configured');
      const info = await composer.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      const outboxFile = join(outboxDir, name);
      await writeFile(outboxFile, info.message as Buffer, { mode: 0o600 });
      return { outboxFile };
    },
  };
}
