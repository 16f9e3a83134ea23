export { analysisRoutes } from './analysis.routes.js';
export { createAnalysisService, type AnalysisService } from './analysis.service.js';
export { createAnalysisRepository, type AnalysisRepository } from './analysis.repository.js';
