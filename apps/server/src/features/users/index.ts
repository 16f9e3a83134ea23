export { usersRoutes } from './users.routes.js';
export { createUsersService, type UsersService } from './users.service.js';
export { createUsersRepository, type UsersRepository } from './users.repository.js';
