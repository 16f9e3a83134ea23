export { authRoutes } from './auth.routes.js';
export { createAuthService, type AuthService, type UserPrincipal } from './auth.service.js';
export { createAuthRepository, type AuthRepository } from './auth.repository.js';
