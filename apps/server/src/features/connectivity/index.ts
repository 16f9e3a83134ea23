export { createConnectivity, type Connectivity } from './connectivity.js';
export { createConnectivityService, type ConnectivityService } from './connectivity.service.js';
export { connectivityRoutes } from './connectivity.routes.js';
export { streamRoutes } from './stream.routes.js';
export { mqttHookRoutes } from './mqtt-hooks.routes.js';
