// The reliability feature (issue 39): the order's machine data, the figures page and a device's figures.
export { OrderEvidencePanel } from './components/OrderEvidencePanel';
export { MobileOrderEvidence } from './components/MobileOrderEvidence';
export { DeviceReliability } from './components/DeviceReliability';
export { MobileDeviceReliability } from './components/MobileDeviceReliability';
