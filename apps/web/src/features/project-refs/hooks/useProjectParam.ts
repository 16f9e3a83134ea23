import { useSearchParams } from 'react-router';
import { idParam, withDevice, withProject } from '../utils/projectParam';

/**
 * A list's project and device filters held in the address (`?projectId=&deviceId=`), so a link (the
 * configuration hub's) opens the list already narrowed, and the back button keeps it.
 */
export function useProjectParam() {
  const [params, setParams] = useSearchParams();
  return {
    projectId: idParam(params.get('projectId')),
    deviceId: idParam(params.get('deviceId')),
    setProjectId: (id: number | undefined) => setParams(withProject(params, id), { replace: true }),
    setDeviceId: (id: number | undefined) => setParams(withDevice(params, id), { replace: true }),
  };
}
