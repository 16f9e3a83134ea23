import type { MailProvider } from '../../../mail/index.js';
import { absoluteLink, type NotificationChannel } from './channel.js';

/** E-mail through the configured provider (the log outbox by default, SMTP in production). */
export function emailChannel(provider: MailProvider, publicUrl: string | undefined): NotificationChannel {
  return {
    name: 'email',
    address: (destination) => (destination.kind === 'user' ? destination.email : null),
    async send(destination, outgoing) {
      if (destination.kind !== 'user' || !destination.email) throw new Error('no e-mail address');
      const link = absoluteLink(publicUrl, outgoing.link);
      const text = [outgoing.body, ...(link ? ['', link] : [])].join('\n');
      await provider.send({ to: destination.email, subject: `[Fieldlink] ${outgoing.title}`, text });
    },
  };
}
