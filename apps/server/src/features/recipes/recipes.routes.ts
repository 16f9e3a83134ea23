import {
  envelopeSchema,
  IdParamsSchema,
  pageSchema,
  RecipeBodySchema,
  RecipeDownloadBodySchema,
  RecipeDownloadSchema,
  RecipeListQuerySchema,
  RecipeLogQuerySchema,
  RecipeSchema,
  RecipeSummarySchema,
  RecipeVersionSchema,
} from '@fieldlink/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { xlsxHeaders } from '../../lib/xlsx.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import { RECIPE_FILE, recipeLogWorkbook, recipeValuesWorkbook } from './recipes.excel.js';
import type { RecipesService } from './recipes.service.js';

/** Recipe management (spec §2 /plan_page) and the recipe log (spec §7 logging/recipeLogList). */
export const recipesRoutes: FastifyPluginAsyncZod<{ recipes: RecipesService }> = async (app, { recipes }) => {
  const tags = ['recipes'];

  app.get('/recipes', {
    config: { access: { page: 'plan_page', key: 'view' } },
    schema: {
      tags,
      summary: "Recipes the caller may see; deviceId narrows to a device's recipes and its type's, deviceTypeId to a type's; keyword",
      querystring: RecipeListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(RecipeSummarySchema)) },
    },
    handler: async (request) => ok(await recipes.list(requireUser(request), request.query)),
  });

  app.post('/recipes', {
    config: { access: { page: 'plan_page', key: 'add' } },
    schema: { tags, summary: 'Add a recipe (its version 1)', body: RecipeBodySchema, response: { 200: envelopeSchema(RecipeSchema) } },
    handler: async (request) => ok(await recipes.create(requireUser(request), actorOf(request), request.body)),
  });

  app.get('/recipes/:id', {
    config: { access: { page: 'plan_page', key: 'view' } },
    schema: {
      tags,
      summary: 'One recipe with its values, rules, completion flag and conditions',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(RecipeSchema) },
    },
    handler: async (request) => ok(await recipes.get(requireUser(request), request.params.id)),
  });

  app.put('/recipes/:id', {
    config: { access: { page: 'plan_page', key: 'edit' } },
    schema: {
      tags,
      summary: 'Save a recipe as its next version (earlier versions are kept)',
      params: IdParamsSchema,
      body: RecipeBodySchema,
      response: { 200: envelopeSchema(RecipeSchema) },
    },
    handler: async (request) => ok(await recipes.update(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/recipes/:id', {
    config: { access: { page: 'plan_page', key: 'delete' } },
    schema: {
      tags,
      summary: 'Delete a recipe (its log entries stay)',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await recipes.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });

  app.get('/recipes/:id/versions', {
    config: { access: { page: 'plan_page', key: 'view' } },
    schema: {
      tags,
      summary: 'Every saved version of a recipe, newest first',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.array(RecipeVersionSchema)) },
    },
    handler: async (request) => ok(await recipes.versions(requireUser(request), request.params.id)),
  });

  app.get('/recipes/:id/values/export', {
    config: { access: { page: 'plan_page', key: 'export' }, answers: 'file' },
    schema: { tags, summary: "A recipe's value table as an Excel file (index, name, value)", params: IdParamsSchema },
    handler: async (request, reply) => {
      const principal = requireUser(request);
      const recipe = await recipes.valuesOf(principal, request.params.id);
      const zone = await app.companyZone(principal.companyId);
      const file = await recipeValuesWorkbook(recipe.items, request.language);
      return reply.headers(xlsxHeaders(`${recipe.name} ${RECIPE_FILE[request.language].values}`, zone)).send(file);
    },
  });

  // Multipart on the import route only; everywhere else it stays a 415.
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 0 } });
    upload.withTypeProvider<ZodTypeProvider>().post('/recipes/:id/values/import', {
      config: { access: { page: 'plan_page', key: 'import' } },
      schema: {
        tags,
        summary: 'Replace the value table from Excel (multipart "file"): every row valid and the rules still fitting, or nothing changes',
        params: IdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(RecipeSchema) },
      },
      handler: async (request) => {
        const file = await request.file();
        if (!file) throw new AppError('BAD_REQUEST', {}, 'error.fileType');
        return ok(
          await recipes.importValues(requireUser(request), actorOf(request), request.params.id, await file.toBuffer(), request.language),
        );
      },
    });
  });

  app.post('/recipes/:id/download', {
    config: { access: { page: 'plan_page', key: 'setValue' } },
    schema: {
      tags,
      summary:
        "Download a recipe to its device, or a device type's recipe to the device of that type named in the body: the device in the caller's scope, conditions checked on its live values, one download per device at a time; answers the log entry",
      params: IdParamsSchema,
      body: RecipeDownloadBodySchema,
      response: { 200: envelopeSchema(RecipeDownloadSchema) },
    },
    handler: async (request) =>
      ok(await recipes.download(requireUser(request), actorOf(request), request.params.id, request.body?.deviceId)),
  });

  app.get('/recipe-downloads', {
    config: { access: { page: 'plan_page', key: 'view' } },
    schema: {
      tags,
      summary: 'The recipe log (logging/recipeLogList): device, recipe, status, keyword (recipe or creator), time range',
      querystring: RecipeLogQuerySchema,
      response: { 200: envelopeSchema(pageSchema(RecipeDownloadSchema)) },
    },
    handler: async (request) => ok(await recipes.log(requireUser(request), request.query)),
  });

  app.get('/recipe-downloads/export', {
    config: { access: { page: 'plan_page', key: 'export' }, answers: 'file' },
    schema: {
      tags,
      summary: 'The recipe log with the same filters as an Excel file',
      querystring: RecipeLogQuerySchema.omit({ page: true, pageSize: true }),
    },
    handler: async (request, reply) => {
      const principal = requireUser(request);
      const rows = await recipes.logRows(principal, request.query);
      const zone = await app.companyZone(principal.companyId);
      return reply
        .headers(xlsxHeaders(RECIPE_FILE[request.language].log, zone))
        .send(await recipeLogWorkbook(rows, request.language, zone));
    },
  });
};
