export { productionRoutes } from './production.routes.js';
export { createProductionService, type ProductionService, type ProgressPublisher } from './production.service.js';
export { createProductionRepository, type ProductionRepository } from './production.repository.js';
export {
  createProductionFigures,
  figureCells,
  FIGURE_HEADERS,
  FIGURES_TITLE,
  type FiguresInQuery,
  type ProductionFigures,
} from './production-figures.js';
export { createCounterEngine, type CounterEngine } from './counter-engine.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Production output from counter points beside ingest (tests wait on `idle()`). */
    productionEngine: import('./counter-engine.js').CounterEngine;
  }
}
