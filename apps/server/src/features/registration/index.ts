export { registrationRoutes } from './registration.routes.js';
export { createRegistrationService, type RegistrationService } from './registration.service.js';
export { createRegistrationRepository } from './registration.repository.js';
