import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../auth';
import { REDIRECT_TO_LOGIN_MS } from '../utils/redirect';

/** Goes to login REDIRECT_TO_LOGIN_MS after schedule() (registration and reset success). */
export function useRedirectToLogin() {
  const navigate = useNavigate();
  const timer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    timer.current = window.setTimeout(() => void navigate(LOGIN_PATH, { replace: true }), REDIRECT_TO_LOGIN_MS);
  }, [navigate]);
}
