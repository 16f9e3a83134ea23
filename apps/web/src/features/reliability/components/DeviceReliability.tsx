import { Spin } from 'antd';
import { useDeviceReliability } from '../hooks/useReliability';
import { FigureCards } from './FigureCards';

/** Desktop device page: the device's reliability figures over the last 90 days. */
export function DeviceReliability({ deviceId }: { deviceId: number }) {
  const figures = useDeviceReliability(deviceId);
  if (!figures.data) return <Spin />;
  return <FigureCards figures={figures.data.total} testId="device-reliability" />;
}
