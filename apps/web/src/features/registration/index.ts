// The registration feature's entry: all that other features, the shells and the shared layers use of it.
export { PhoneCodeFields } from './components/PhoneCodeFields';
export { PublicFormLayout } from './components/PublicFormLayout';
export { SendCodeButton } from './components/SendCodeButton';
export { TargetCodeFields } from './components/TargetCodeFields';
export { useCountdown } from './hooks/useCountdown';
export { useRedirectToLogin } from './hooks/useRedirectToLogin';
export { REDIRECT_TO_LOGIN_MS } from './utils/redirect';
export { normalizeCodeInput } from './utils/verificationCode';
export { NewPasswordFields } from './components/NewPasswordFields';
