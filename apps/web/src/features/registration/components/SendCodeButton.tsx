import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useCountdown } from '../hooks/useCountdown';

export interface SendCodeButtonProps {
  /** Resolves to the phone to send to (validating the phone field first), or rejects. */
  phone(): Promise<string>;
  send(phone: string): Promise<unknown>;
  testId?: string;
  block?: boolean;
}

/** "Send code", then a 60 s countdown before it can be asked again (the server refuses sooner). */
export function SendCodeButton({ phone, send, testId = 'send-code', block }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const click = async () => {
    const target = await phone().catch(() => null);
    if (target === null) return;
    setSending(true);
    try {
      await send(target);
      start();
    } catch {
      // The API client has shown the server's message (409 registered, 429 too soon).
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={() => void click()} disabled={left > 0} loading={sending} block={block} data-testid={testId}>
      {left > 0 ? t('account:code.resendIn', { seconds: left }) : t('account:code.send')}
    </Button>
  );
}
