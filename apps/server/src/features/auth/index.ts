export { authRoutes } from './auth.routes.js';
export { createAuthService, type AuthService, type UserPrincipal, type SharePrincipal } from './auth.service.js';
export { createAuthRepository, type AuthRepository } from './auth.repository.js';
export { createLoginKeys, type LoginKeys } from './login-keys.js';
export { createLoginKeysRepository } from './login-keys.repository.js';
