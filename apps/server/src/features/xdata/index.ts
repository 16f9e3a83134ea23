export { xdataRoutes } from './xdata.routes.js';
export { xdataScreensRoutes } from './xdata-screens.routes.js';
export { createXDataRepository, type XDataRepository } from './xdata.repository.js';
export { createXDataSourcesService, type XDataSourcesService } from './xdata-sources.service.js';
export { createXDataModelsService, type XDataModelsService, type XDataQueryLimits } from './xdata-models.service.js';
export { createXDataScreensService, type XDataScreensService } from './xdata-screens.service.js';
