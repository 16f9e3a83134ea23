export { remoteAccessRoutes } from './remote-access.routes.js';
export { createRemoteAccessService, type RemoteAccessService } from './remote-access.service.js';
export { createRemoteAccessRepository, type RemoteAccessRepository } from './remote-access.repository.js';
export { createGatewayTunnels, type GatewayTunnels } from './gateway-tunnel.js';
