import { AuditLogTable } from '../components/AuditLogTable';

/** Operation log (/logs/operation_log): who changed what, with before and after. */
export function OperationLogPage() {
  return <AuditLogTable category="operation" page="operation_log" />;
}
