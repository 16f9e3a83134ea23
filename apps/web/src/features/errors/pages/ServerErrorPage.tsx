import { ErrorResult } from '../components/ErrorResult';

export function ServerErrorPage() {
  return <ErrorResult code="500" />;
}
