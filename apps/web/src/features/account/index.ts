// The account feature's entry: its settings sections (the settings page in settings puts them together
// with the inbox's notifications, so account never imports inbox) and the push switches the inbox reads.
export { useAccountSettings } from './hooks/useAccountMutations';
export { LogoTextSection } from './components/LogoTextSection';
export { LogOffSection } from './components/LogOffSection';
export { PasswordSection } from './components/PasswordSection';
export { ProfileSection } from './components/ProfileSection';
export { PushSection } from './components/PushSection';
export { WechatSection } from './components/WechatSection';
