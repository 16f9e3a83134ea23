import { useNavigate, useSearchParams } from 'react-router';
import { ViewEditor } from '../editor/components/ViewEditor';
import { ViewList } from '../editor/components/ViewList';
import { idFromQuery, shapePath } from '../editor/utils/shapePath';

/** The view designer (page shape, /shape): a project's views, or one view in the editor (`?viewId=`). */
export function ShapePage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const projectId = idFromQuery(query.get('projectId'));
  const viewId = idFromQuery(query.get('viewId'));
  if (viewId !== undefined) {
    return <ViewEditor key={viewId} viewId={viewId} onBack={(project) => void navigate(shapePath({ projectId: project ?? projectId }))} />;
  }
  return <ViewList projectId={projectId} onProjectChange={(id) => void navigate(shapePath({ projectId: id }), { replace: true })} />;
}
