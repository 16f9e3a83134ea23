export { recipesRoutes } from './recipes.routes.js';
export { createRecipesService, type RecipesService } from './recipes.service.js';
export { createRecipesRepository, type RecipesRepository } from './recipes.repository.js';
