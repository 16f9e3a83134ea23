import type { SmsProvider } from '../../../sms/index.js';
import type { NotificationChannel } from './channel.js';

/** SMS through the configured provider (the log outbox by default, Aliyun in production). */
export function smsChannel(provider: SmsProvider): NotificationChannel {
  return {
    name: 'sms',
    address: (destination) => (destination.kind === 'user' ? destination.phone : null),
    async send(destination, outgoing) {
      if (destination.kind !== 'user' || !destination.phone) throw new Error('no phone');
      const text = `${outgoing.title}: ${outgoing.body}`.slice(0, 300);
      await provider.send({ phone: destination.phone, text, params: { title: outgoing.title, content: outgoing.body.slice(0, 200) } });
    },
  };
}
