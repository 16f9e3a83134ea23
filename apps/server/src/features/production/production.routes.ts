import {
  FiguresQuerySchema,
  FigureRowSchema,
  IdParamsSchema,
  MaterialBodySchema,
  MaterialSchema,
  TaskActionSchema,
  TaskCountsSchema,
  TaskCreateSchema,
  TaskListQuerySchema,
  TaskSchema,
  TemplateBodySchema,
  TemplateSchema,
  envelopeSchema,
  pageSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { workbook, xlsxHeaders } from '../../lib/xlsx.js';
import { requireUser, type Access } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import { FIGURE_HEADERS, FIGURES_TITLE, figureCells, type ProductionFigures } from './production-figures.js';
import type { ProductionService } from './production.service.js';

const manage = (key: 'view' | 'add' | 'edit' | 'delete' | 'export') => ({ access: { page: 'productionManagement' as const, key } });
const mine = (key: 'view' | 'edit') => ({ access: { page: 'myTask' as const, key } });
const CompanyQuerySchema = z.object({ companyId: z.coerce.number().int().positive().optional() });
const OperatorSchema = z.object({ id: z.number(), name: z.string() });

/** Production management (spec §2 productionManagement, task templates, production task, raw materials, my task; §7 SaveProduction / SelProDuction). */
export const productionRoutes: FastifyPluginAsyncZod<{ production: ProductionService; figures: ProductionFigures }> = async (
  app,
  { production, figures },
) => {
  const tags = ['production'];

  app.get('/production/materials', {
    config: manage('view'),
    schema: {
      tags,
      summary: 'Raw materials with their stock',
      querystring: CompanyQuerySchema,
      response: { 200: envelopeSchema(z.array(MaterialSchema)) },
    },
    handler: async (request) => ok(await production.materials(requireUser(request), request.query.companyId)),
  });
  app.post('/production/materials', {
    config: manage('add'),
    schema: { tags, summary: 'Add a raw material', body: MaterialBodySchema, response: { 200: envelopeSchema(MaterialSchema) } },
    handler: async (request) => ok(await production.createMaterial(requireUser(request), actorOf(request), request.body)),
  });
  app.put('/production/materials/:id', {
    config: manage('edit'),
    schema: {
      tags,
      summary: 'Save a raw material (stock set as counted)',
      params: IdParamsSchema,
      body: MaterialBodySchema,
      response: { 200: envelopeSchema(MaterialSchema) },
    },
    handler: async (request) =>
      ok(await production.updateMaterial(requireUser(request), actorOf(request), request.params.id, request.body)),
  });
  app.delete('/production/materials/:id', {
    config: manage('delete'),
    schema: {
      tags,
      summary: 'Delete a raw material no template or open task uses',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await production.removeMaterial(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });

  app.get('/production/templates', {
    config: manage('view'),
    schema: { tags, summary: 'Task templates', response: { 200: envelopeSchema(z.array(TemplateSchema)) } },
    handler: async (request) => ok(await production.templates(requireUser(request))),
  });
  app.post('/production/templates', {
    config: manage('add'),
    schema: { tags, summary: 'Add a task template', body: TemplateBodySchema, response: { 200: envelopeSchema(TemplateSchema) } },
    handler: async (request) => ok(await production.createTemplate(requireUser(request), actorOf(request), request.body)),
  });
  app.put('/production/templates/:id', {
    config: manage('edit'),
    schema: {
      tags,
      summary: 'Save a task template (tasks keep the figures they were created with)',
      params: IdParamsSchema,
      body: TemplateBodySchema,
      response: { 200: envelopeSchema(TemplateSchema) },
    },
    handler: async (request) =>
      ok(await production.updateTemplate(requireUser(request), actorOf(request), request.params.id, request.body)),
  });
  app.delete('/production/templates/:id', {
    config: manage('delete'),
    schema: { tags, summary: 'Delete a task template', params: IdParamsSchema, response: { 200: envelopeSchema(z.null()) } },
    handler: async (request) => {
      await production.removeTemplate(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });

  app.get('/production/operators', {
    config: manage('view'),
    schema: { tags, summary: 'Users a task can be assigned to', response: { 200: envelopeSchema(z.array(OperatorSchema)) } },
    handler: async (request) => ok(await production.operators(requireUser(request))),
  });

  /**
   * The task routes production management and my task share: the list, one task, its actions and
   * its counts, under `/production/tasks` (tasks in scope) and `/production/my-tasks` (only the
   * caller's own, on the myTask page's keys).
   */
  const taskRoutes = (
    base: 'tasks' | 'my-tasks',
    access: (key: 'view' | 'edit') => { access: Access },
    summaries: { list: string; one: string; action: string; counts: string },
  ) => {
    const own = base === 'my-tasks';
    app.get(`/production/${base}`, {
      config: access('view'),
      schema: {
        tags,
        summary: summaries.list,
        querystring: TaskListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(TaskSchema)) },
      },
      handler: async (request) => ok(await production.tasks(requireUser(request), own ? { ...request.query, mine: true } : request.query)),
    });
    app.get(`/production/${base}/:id`, {
      config: access('view'),
      schema: { tags, summary: summaries.one, params: IdParamsSchema, response: { 200: envelopeSchema(TaskSchema) } },
      handler: async (request) => ok(await production.task(requireUser(request), request.params.id, own)),
    });
    app.post(`/production/${base}/:id/action`, {
      config: access('edit'),
      schema: {
        tags,
        summary: summaries.action,
        params: IdParamsSchema,
        body: TaskActionSchema,
        response: { 200: envelopeSchema(TaskSchema) },
      },
      handler: async (request) =>
        ok(await production.act(requireUser(request), actorOf(request), request.params.id, request.body.action, own)),
    });
    app.put(`/production/${base}/:id/counts`, {
      config: access('edit'),
      schema: {
        tags,
        summary: summaries.counts,
        params: IdParamsSchema,
        body: TaskCountsSchema,
        response: { 200: envelopeSchema(TaskSchema) },
      },
      handler: async (request) =>
        ok(await production.setCounts(requireUser(request), actorOf(request), request.params.id, request.body, own)),
    });
  };
  taskRoutes('tasks', manage, {
    list: 'Production tasks (SelProDuction)',
    one: 'One production task with its progress',
    action: 'Start, pause or finish a task',
    counts: 'Enter scrap, and output where no counter counts it',
  });
  taskRoutes('my-tasks', mine, {
    list: 'The tasks assigned to the caller',
    one: 'One of the caller’s tasks with its live progress',
    action: 'Start, pause or finish one of the caller’s tasks',
    counts: 'Enter scrap (and output without a counter) on one of the caller’s tasks',
  });
  app.post('/production/tasks', {
    config: manage('add'),
    schema: {
      tags,
      summary: 'Plan a task from a template on a device for a shift (SaveProduction)',
      body: TaskCreateSchema,
      response: { 200: envelopeSchema(TaskSchema) },
    },
    handler: async (request) => ok(await production.createTask(requireUser(request), actorOf(request), request.body)),
  });
  app.delete('/production/tasks/:id', {
    config: manage('delete'),
    schema: { tags, summary: 'Delete a task', params: IdParamsSchema, response: { 200: envelopeSchema(z.null()) } },
    handler: async (request) => {
      await production.removeTask(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });

  app.get('/production/figures', {
    config: manage('view'),
    schema: {
      tags,
      summary: 'Output, attainment, cycle and OEE per task, device, shift or day',
      querystring: FiguresQuerySchema,
      response: { 200: envelopeSchema(z.array(FigureRowSchema)) },
    },
    handler: async (request) => ok(await figures.figures(requireUser(request), request.query, request.language)),
  });
  app.get('/production/figures/export', {
    config: { ...manage('export'), answers: 'file' },
    schema: { tags, summary: 'The figures as an Excel workbook', querystring: FiguresQuerySchema },
    handler: async (request, reply) => {
      const principal = requireUser(request);
      const rows = await figures.figures(principal, request.query, request.language);
      const zone = await app.companyZone(principal.companyId);
      const file = await workbook(FIGURES_TITLE[request.language], FIGURE_HEADERS[request.language], rows.map(figureCells));
      return reply.headers(xlsxHeaders(FIGURES_TITLE[request.language], zone)).send(file);
    },
  });
};
