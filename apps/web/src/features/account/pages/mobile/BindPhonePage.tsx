import { BindPage } from './BindPage';

/** Mobile /home_page_bind_phone. */
export function BindPhonePage() {
  return <BindPage kind="phone" />;
}
