export { companiesRoutes } from './companies.routes.js';
export { createCompaniesService, type CompaniesService } from './companies.service.js';
export { createCompaniesRepository } from './companies.repository.js';
