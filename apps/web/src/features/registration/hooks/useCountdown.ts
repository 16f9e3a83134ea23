import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from '../utils/countdown';

/** The resend countdown after a code was sent: seconds left (0: may send again) and start(). */
export function useCountdown(intervalMs?: number) {
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(sentAt, now, intervalMs);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);

  const start = useCallback(() => {
    const at = Date.now();
    setSentAt(at);
    setNow(at);
  }, []);

  return { left, start };
}
