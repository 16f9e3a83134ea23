import { ErrorResult } from '../components/ErrorResult';

export function UnauthorizedPage() {
  return <ErrorResult code="401" />;
}
