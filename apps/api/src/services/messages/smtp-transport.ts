import type { Transporter } from 'nodemailer';
import { messageHtml, messageSubject, messageText, noticeHtml } from './message-text';
import type { MessageTransport, OutgoingMessage, OutgoingNotice } from './message-transport';

export interface SmtpOptions {
  /** smtp://, or smtps:// for TLS from the start; credentials in the URL. */
  url: string;
  /** The From header, e.g. `Akademi <no-reply@academy.test>`. */
  from: string;
  academyName: string;
}

/** E-mail over SMTP: a plain-text body and a simple HTML one, subject per purpose and language. */
export class SmtpTransport implements MessageTransport {
  readonly name = 'smtp';
  /** nodemailer, loaded with the first e-mail sent rather than at every start (decision 0187). */
  private mailer: Promise<Transporter> | undefined;

  constructor(private readonly options: SmtpOptions) {}

  private connection(): Promise<Transporter> {
    // A code is worth little after a minute: fail fast rather than hold the request for minutes.
    this.mailer ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({
        url: this.options.url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    );
    return this.mailer;
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'email') {
      throw new Error(`the SMTP transport sends e-mail only, not ${message.channel}`);
    }
    const { academyName } = this.options;
    const mailer = await this.connection();
    await mailer.sendMail({
      from: this.options.from,
      to: message.to,
      subject: messageSubject(academyName, message.purpose, message.language),
      text: messageText(academyName, message.purpose, message.code, message.language),
      html: messageHtml(academyName, message.purpose, message.code, message.language),
    });
  }

  async sendNotice(notice: OutgoingNotice): Promise<void> {
    if (notice.channel !== 'email') {
      throw new Error(`the SMTP transport sends e-mail only, not ${notice.channel}`);
    }
    const mailer = await this.connection();
    await mailer.sendMail({
      from: this.options.from,
      to: notice.to,
      subject: `${this.options.academyName}: ${notice.subject}`,
      text: notice.text,
      html: noticeHtml(this.options.academyName, notice.subject, notice.text),
    });
  }

  /** Closes the pool once made; a library that failed to load has nothing to close (the send said why). */
  close(): void {
    void this.mailer?.then(
      (mailer) => mailer.close(),
      () => undefined,
    );
  }
}
