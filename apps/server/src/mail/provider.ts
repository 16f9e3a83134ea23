/** An e-mail: one recipient, a subject and a plain-text body. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
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
