import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

/** The mail port's delivery side: the outbox is always written; a transport, when configured, delivers. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/** Delivers through an SMTP server named by a URL such as smtp://user:pass@mail.example.com:587. */
export class SmtpMailTransport implements MailTransport {
  private readonly transporter;

  constructor(url: string) {
    this.transporter = nodemailer.createTransport(url);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail(mail);
  }
}
