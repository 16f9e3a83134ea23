import { AuditLogTable } from '../components/AuditLogTable';

/** User log (/logs/user_log): sign-ins, failed attempts and sign-outs. */
export function UserLogPage() {
  return <AuditLogTable category="login" page="user_log" />;
}
