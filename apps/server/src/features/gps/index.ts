export { gpsRoutes } from './gps.routes.js';
export { createGpsService, type GpsService } from './gps.service.js';
export { createGpsRepository, type GpsRepository } from './gps.repository.js';
export { geofencesRoutes } from './geofences.routes.js';
export { createGeofencesService, type GeofencesService, type GeofenceAlarms } from './geofences.service.js';
