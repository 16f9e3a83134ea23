export { assessmentRoutes } from './assessment.routes.js';
export { ratingsRoutes } from './ratings.routes.js';
export { createAssessmentService, type AssessmentService } from './assessment.service.js';
export { createAssessmentRepository, type AssessmentRepository } from './assessment.repository.js';
