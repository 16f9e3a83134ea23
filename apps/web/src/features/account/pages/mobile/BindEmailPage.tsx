import { BindPage } from './BindPage';

/** Mobile /home_page_bind_email. */
export function BindEmailPage() {
  return <BindPage kind="email" />;
}
