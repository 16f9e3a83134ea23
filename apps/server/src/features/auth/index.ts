export { authRoutes } from './auth.routes.js';
export { createAuthService, type AuthService, type UserPrincipal, type SharePrincipal } from './auth.service.js';
export { createAuthRepository, type AuthRepository } from './auth.repository.js';
