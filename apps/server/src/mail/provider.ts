/** A file sent with an e-mail (a report's workbook). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}

/** An e-mail: one recipient, a subject, a plain-text body and optional attachments. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: readonly MailAttachment[];
}

/** Sends e-mail. `log` writes it down; `smtp` hands it to an SMTP server. */
export interface MailProvider {
  name: string;
  send(message: MailMessage): Promise<void>;
}

export class MailSendError extends Error {
  constructor(
    readonly provider: string,
    detail: string,
  ) {
    super(`${provider}: ${detail}`);
    this.name = 'MailSendError';
  }
}
