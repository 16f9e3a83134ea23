import { readableErrorMessage } from '@fieldlink/domain';
import { useTranslation } from '../../../i18n/useTranslation';

/** The text a reader is shown for a reported message: its own words, or the catalog's for a body without any (issue 37). */
export function useReadableErrorMessage(): (raw: string) => string {
  const { t } = useTranslation();
  return (raw) => {
    const readable = readableErrorMessage(raw);
    if ('text' in readable) return readable.text;
    const reason = t(`clientErrors:readable.${readable.reason}`);
    return readable.detail ? `${reason} (${readable.detail})` : reason;
  };
}

/** A reported message, readable (see useReadableErrorMessage). */
export function ClientErrorMessage({ message }: { message: string }) {
  const readable = useReadableErrorMessage();
  return <span data-testid="client-error-message">{readable(message)}</span>;
}
