/** A text message: the readable text, and the template parameters a gateway fills in. */
export interface SmsMessage {
  phone: string;
  text: string;
  params: Record<string, string>;
}

/** Sends text messages. `log` writes them down; `aliyun` sends them through Aliyun SMS. */
export interface SmsProvider {
  name: string;
  send(message: SmsMessage): Promise<void>;
}

export class SmsSendError extends Error {
  constructor(
    readonly provider: string,
    detail: string,
  ) {
    super(`${provider}: ${detail}`);
    this.name = 'SmsSendError';
  }
}
