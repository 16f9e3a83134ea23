export { chargingRoomsRoutes } from './charging-rooms.routes.js';
export { createChargingRoomsService, type ChargingRoomsService } from './charging-rooms.service.js';
export { createChargingRoomsRepository, type ChargingRoomsRepository } from './charging-rooms.repository.js';
