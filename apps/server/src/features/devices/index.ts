export { devicesRoutes } from './devices.routes.js';
export { createDevicesService, type DevicesService } from './devices.service.js';
export { createDevicesRepository, deviceColumns, type DevicesRepository, type DeviceRow } from './devices.repository.js';
export { protocolSettings, storedFields } from './devices.service.js';
