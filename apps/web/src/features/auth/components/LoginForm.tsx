import { isLanguage } from '@fieldlink/domain';
import { useEffectEvent, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { currentLanguage, switchLanguage } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { ApiError } from '../../../lib/http/ApiError';
import { clientStorage } from '../../../lib/storage/clientStorage';
import { ErrorIcon, EyeHiddenIcon, EyeIcon, LockIcon, PlayIcon, UserIcon } from '../../../ui/plainIcons';
import { useAuthOptions } from '../hooks/useAuthOptions';
import { useLogin } from '../hooks/useLogin';
import { loginFieldProblem } from '../utils/loginValidation';
import { takeStaticLogin, type StaticLoginField, type StaticLoginState } from '../../../boot/takeStaticLogin';
import styles from './LoginForm.module.css';

type Field = 'userName' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

function initialUserName(): { userName: string; remember: boolean } {
  const remember = clientStorage.get('remember') === '1';
  return { userName: remember ? (clientStorage.get('userName') ?? '') : '', remember };
}

/**
 * User name, password, remember me and (when offered) the demo account, in plain React: the sign-in
 * page loads no component library. The fields follow the domain's login rules (loginFieldProblem), checked as they
 * change once touched and all at once on submit. It takes over index.html's static form (src/boot): what
 * was typed there, the focus and caret, and a submit held until now.
 */
export function LoginForm() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [initial] = useState(initialUserName);
  const [userName, setUserName] = useState(initial.userName);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(initial.remember);
  const [shown, setShown] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [incomplete, setIncomplete] = useState(false);
  const login = useLogin();
  const options = useAuthOptions();
  const elements = useRef<Partial<Record<StaticLoginField, HTMLElement | null>>>({});
  const [takenOver, setTakenOver] = useState<StaticLoginState | null>(null);

  const problemText = (field: Field, value: string): string | undefined => {
    const problem = loginFieldProblem(field, value);
    return problem ? t(`messages:${problem.key}`, problem.params) : undefined;
  };
  const change = (field: Field, value: string) => {
    (field === 'userName' ? setUserName : setPassword)(value);
    setErrors((current) => ({ ...current, [field]: problemText(field, value) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ userName, password, remember });
  };

  const send = (values: { userName: string; password: string; remember: boolean }) => {
    const { userName, password, remember } = values;
    const found: FieldErrors = { userName: problemText('userName', userName), password: problemText('password', password) };
    setErrors(found);
    const stopped = found.userName !== undefined || found.password !== undefined;
    setIncomplete(stopped);
    if (stopped) return;
    login.reset();
    login.mutate(
      { kind: 'password', request: { userName: userName.trim(), password }, remember },
      {
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const fromServer: FieldErrors = {};
          for (const issue of error.issues)
            if (issue.path === 'userName' || issue.path === 'password') fromServer[issue.path] = issue.message;
          if (Object.keys(fromServer).length > 0) setErrors(fromServer);
        },
      },
    );
  };

  // Mounted where index.html's static form still stands: its state becomes this form's before the
  // first frame, the static form leaves in the same task, and a submit held by the boot script goes now.
  const takeOver = useEffectEvent(() => {
    const taken = takeStaticLogin();
    if (!taken) return;
    setUserName(taken.userName);
    setPassword(taken.password);
    setRemember(taken.remember);
    setShown(taken.shown);
    setTakenOver(taken);
    if (isLanguage(taken.language) && taken.language !== currentLanguage(i18n)) void switchLanguage(i18n, taken.language);
    if (taken.pending) send(taken);
  });
  useLayoutEffect(() => takeOver(), []);
  useLayoutEffect(() => {
    const element = takenOver?.focus ? elements.current[takenOver.focus] : null;
    element?.focus();
    if (element instanceof HTMLInputElement && takenOver?.selection)
      element.setSelectionRange(takenOver.selection.start, takenOver.selection.end);
  }, [takenOver]);

  const failure = login.error;
  const failureText = incomplete
    ? t('messages:validation.completeForm')
    : failure instanceof ApiError
      ? failure.message || (failure.status === 0 ? t('errors:http.network', { url: failure.url }) : t('errors:http.generic'))
      : failure
        ? t('errors:http.generic')
        : null;
  const passwordPending = login.isPending && login.variables?.kind === 'password';
  const demoPending = login.isPending && login.variables?.kind === 'demo';

  const field = (name: Field, label: string, input: ReactNode) => (
    <div className={styles.item}>
      <label className={styles.label} htmlFor={`${id}-${name}`}>
        {label}
      </label>
      {input}
      {errors[name] && (
        <div className={styles.fieldError} id={`${id}-${name}-error`} role="alert">
          {errors[name]}
        </div>
      )}
    </div>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {failureText && (
        <div className={styles.alert} role="alert" data-testid="login-error">
          <span className={styles.alertIcon}>
            <ErrorIcon />
          </span>
          {failureText}
        </div>
      )}
      {field(
        'userName',
        t('auth:login.userName'),
        <span className={errors.userName ? `${styles.control} ${styles.invalid}` : styles.control}>
          <span className={styles.prefix}>
            <UserIcon />
          </span>
          <input
            id={`${id}-userName`}
            ref={(element) => {
              elements.current.userName = element;
            }}
            className={styles.input}
            value={userName}
            onChange={(event) => change('userName', event.target.value)}
            autoComplete="username"
            aria-invalid={errors.userName !== undefined}
            aria-describedby={errors.userName ? `${id}-userName-error` : undefined}
            data-testid="login-username"
          />
        </span>,
      )}
      {field(
        'password',
        t('auth:login.password'),
        <span className={errors.password ? `${styles.control} ${styles.invalid}` : styles.control}>
          <span className={styles.prefix}>
            <LockIcon />
          </span>
          <input
            id={`${id}-password`}
            ref={(element) => {
              elements.current.password = element;
            }}
            className={styles.input}
            type={shown ? 'text' : 'password'}
            value={password}
            onChange={(event) => change('password', event.target.value)}
            autoComplete="current-password"
            aria-invalid={errors.password !== undefined}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
            data-testid="login-password"
          />
          <button
            type="button"
            ref={(element) => {
              elements.current.reveal = element;
            }}
            className={styles.reveal}
            aria-label={t(shown ? 'auth:login.hidePassword' : 'auth:login.showPassword')}
            aria-pressed={shown}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? <EyeIcon /> : <EyeHiddenIcon />}
          </button>
        </span>,
      )}
      <label className={styles.check}>
        <input
          type="checkbox"
          ref={(element) => {
            elements.current.remember = element;
          }}
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
          data-testid="login-remember"
        />
        {t('auth:login.remember')}
      </label>
      <button
        type="submit"
        ref={(element) => {
          elements.current.submit = element;
        }}
        className={`${styles.button} ${styles.primary}`}
        aria-busy={passwordPending}
        data-testid="login-submit"
      >
        {passwordPending && <span className={styles.spinner} aria-hidden="true" />}
        {t('auth:login.submit')}
      </button>
      {options.data?.demoLogin && (
        <>
          <div className={styles.divider}>{t('auth:login.or')}</div>
          <button
            type="button"
            className={styles.button}
            aria-busy={demoPending}
            onClick={() => {
              setIncomplete(false);
              login.mutate({ kind: 'demo' });
            }}
            data-testid="login-demo"
          >
            {demoPending ? <span className={styles.spinner} aria-hidden="true" /> : <PlayIcon />}
            {t('auth:login.demo')}
          </button>
        </>
      )}
    </form>
  );
}
