import { ErrorResult } from '../components/ErrorResult';

export function NotFoundPage() {
  return <ErrorResult code="404" />;
}
