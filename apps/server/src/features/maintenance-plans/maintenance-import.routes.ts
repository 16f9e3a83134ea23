import multipart from '@fastify/multipart';
import { MaintenanceImportQuerySchema, envelopeSchema } from '@fieldlink/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { xlsxHeaders } from '../../lib/xlsx.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import { maintenanceImportTemplate } from './maintenance-import.excel.js';
import type { MaintenanceImportService } from './maintenance-import.service.js';

const tags = ['maintenance'];

/** Project import for maintenance (spec §2 /projectImport): the template and the upload. */
export const maintenanceImportRoutes: FastifyPluginAsyncZod<{ imports: MaintenanceImportService }> = async (app, { imports }) => {
  app.get('/maintenance-imports/template', {
    config: { access: { page: 'projectImport', key: 'import' }, answers: 'file' },
    schema: { tags, summary: 'The Excel template for importing projects with maintenance plans' },
    handler: async (request, reply) => {
      const zone = await app.companyZone(requireUser(request).companyId);
      const title = request.language === 'zh-CN' ? '维保计划导入模板' : 'Maintenance plans import template';
      return reply.headers(xlsxHeaders(title, zone)).send(await maintenanceImportTemplate(request.language));
    },
  });

  // Multipart on the import route only; everywhere else it stays a 415.
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 0 } });
    upload.withTypeProvider<ZodTypeProvider>().post('/maintenance-imports', {
      config: { access: { page: 'projectImport', key: 'import' } },
      schema: {
        tags,
        summary:
          'Import plans from Excel (multipart "file"): mode=new creates the projects named, mode=old finds them; one bad row rejects the file and changes nothing',
        querystring: MaintenanceImportQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(z.object({ projects: z.number(), plans: z.number() })) },
      },
      handler: async (request) => {
        const file = await request.file();
        if (!file) throw new AppError('BAD_REQUEST', {}, 'error.fileType');
        return ok(
          await imports.importPlans(requireUser(request), actorOf(request), request.query, await file.toBuffer(), request.language),
        );
      },
    });
  });
};
