export { alarmsRoutes } from './alarms.routes.js';
export { createAlarmsService, type AlarmsService } from './alarms.service.js';
export { createAlarmSourcesService, type AlarmSourcesService } from './alarm-sources.service.js';
export { createAlarmsRepository, type AlarmsRepository } from './alarms.repository.js';
export { createAlarmSourcesRepository, type AlarmSourcesRepository } from './alarm-sources.repository.js';
export { createAlarmEngine, type AlarmEngine } from './alarm-engine.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Alarm evaluation beside ingest (tests wait on `idle()`). */
    alarmEngine: import('./alarm-engine.js').AlarmEngine;
  }
}
