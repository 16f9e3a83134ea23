import { randomBytes } from 'node:crypto';
import {
  XDATA_CSV_PREVIEW_ROWS,
  csvHeaderIssue,
  inferColumnType,
  scopeOf,
  type XDataColumn,
  type XDataSource,
  type XDataSourceFields,
  type XDataSourceUpdate,
  type XDataUpdateMethod,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import { CsvMalformedError, readCsv } from './csv-stream.js';
import type { XDataRepository, XDataSourceRow } from './xdata.repository.js';

/** Rows read to guess the column types before the first batch is written. */
const SAMPLE_ROWS = 1000;
/** A batch is written when it holds this many rows or characters, whichever first. */
const BATCH_ROWS = 5000;
const BATCH_CHARS = 2 * 1024 * 1024;

export const sourceNotFound = () => new AppError('NOT_FOUND', {}, 'error.xdataSourceNotFound');

export function presentSource(row: XDataSourceRow): XDataSource {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    tableName: row.tableName,
    updateMethod: row.updateMethod,
    encoding: row.encoding,
    columns: row.columns,
    rowCount: row.rowCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The uploaded file: its name (for the type check) and its bytes as they arrive. */
export interface CsvUpload {
  fileName: string;
  bytes: AsyncIterable<Uint8Array>;
}

/**
 * Loads a CSV into a new load table, streamed: the header is checked (spec §5) before any row is
 * kept, types are guessed from the first rows, rows are written in batches while the rest of the
 * file is still arriving. Returns the load table, the columns and the encoding; on any failure the
 * load table is dropped.
 */
async function load(repo: XDataRepository, sourceId: number, tableName: string, upload: CsvUpload, expect?: readonly XDataColumn[]) {
  if (!/\.csv$/iu.test(upload.fileName)) throw new AppError('BAD_REQUEST', {}, 'error.xdataFileType', 'file');
  const table = `s_${sourceId}_load_${randomBytes(4).toString('hex')}`;
  let header: string[] = [];
  let created = false;
  const sample: string[][] = [];
  let batch: string[][] = [];
  let chars = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await repo.insertRows(table, header.length, batch);
    batch = [];
    chars = 0;
  };
  let line = 1;
  try {
    const { encoding } = await readCsv(upload.bytes, {
      onHeader: async (names) => {
        const issue = csvHeaderIssue(tableName, names);
        if (issue) throw new AppError('BAD_REQUEST', issue.params, issue.key, 'file');
        if (expect && (expect.length !== names.length || expect.some((c, i) => c.name !== names[i])))
          throw new AppError('BAD_REQUEST', {}, 'error.xdataColumnsChanged', 'file');
        header = names;
        await repo.createTable(table, names.length);
        created = true;
      },
      onRows: async (rows) => {
        for (const row of rows) {
          line++;
          if (row.length > header.length) throw new CsvMalformedError(line);
          if (sample.length < SAMPLE_ROWS) sample.push(row);
          batch.push(row);
          for (const field of row) chars += field.length;
          if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
            await flush();
          }
        }
      },
    });
    await flush();
    const columns: XDataColumn[] =
      expect?.map((c) => ({ ...c })) ??
      header.map((name, i) => ({ key: `c${i + 1}`, name, type: inferColumnType(sample.map((r) => r[i] ?? '')) }));
    return { table, columns, encoding };
  } catch (error) {
    if (created) await repo.dropTable(table).catch(() => {});
    if (error instanceof CsvMalformedError) throw new AppError('BAD_REQUEST', { line: error.line }, 'error.xdataCsvMalformed', 'file');
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('BAD_REQUEST', {}, 'error.xdataFileSize', 'file');
    throw error;
  }
}

/** Data sources (spec §3): a CSV file as a table of the caller's company, replaced or appended on update. */
export function createXDataSourcesService({ repo, audit }: { repo: XDataRepository; audit: AuditService }) {
  async function find(principal: UserPrincipal, id: number) {
    const row = await repo.source(scopeOf(principal), id);
    if (!row) throw sourceNotFound();
    return row;
  }

  async function checkNames(companyId: number | null, fields: { name: string; tableName: string }, exceptId = 0) {
    if (await repo.sourceNameTaken(companyId, 'name', fields.name, exceptId))
      throw new AppError('CONFLICT', {}, 'error.xdataNameTaken', 'name');
    if (await repo.sourceNameTaken(companyId, 'tableName', fields.tableName, exceptId))
      throw new AppError('CONFLICT', {}, 'error.xdataTableTaken', 'tableName');
  }

  return {
    async list(principal: UserPrincipal) {
      return (await repo.sources(scopeOf(principal))).map(presentSource);
    },

    async get(principal: UserPrincipal, id: number) {
      return presentSource(await find(principal, id));
    },

    /** The first 5 rows as stored (spec §9). */
    async preview(principal: UserPrincipal, id: number) {
      const row = await find(principal, id);
      return {
        columns: row.columns.map((c) => c.name),
        rows: await repo.firstRows(row.id, row.columns, XDATA_CSV_PREVIEW_ROWS),
        truncated: row.rowCount > 5,
      };
    },

    async create(principal: UserPrincipal, actor: Actor, fields: XDataSourceFields, upload: CsvUpload): Promise<XDataSource> {
      const companyId = principal.companyId;
      await checkNames(companyId, fields);
      const id = await repo.insertSource({ ...fields, companyId, columns: [], createdBy: principal.userId });
      try {
        const loaded = await load(repo, id, fields.tableName, upload);
        await repo.commitLoad(id, loaded.table, 'replace', { columns: loaded.columns, encoding: loaded.encoding });
      } catch (error) {
        await repo.removeSource(id);
        throw error;
      }
      const source = presentSource(await find(principal, id));
      await audit.change(actor, { action: 'xdataSource.create', objectType: 'xdataSource', objectId: id, after: source, companyId });
      return source;
    },

    /** A new file for the source: its rows replace the table's, or are appended (the same columns). */
    async upload(principal: UserPrincipal, actor: Actor, id: number, method: XDataUpdateMethod | undefined, upload: CsvUpload) {
      const before = await find(principal, id);
      const how = method ?? before.updateMethod;
      const loaded = await load(repo, id, before.tableName, upload, how === 'append' ? before.columns : undefined);
      await repo.commitLoad(id, loaded.table, how, { columns: loaded.columns, encoding: loaded.encoding });
      const after = presentSource(await find(principal, id));
      await audit.change(actor, {
        action: 'xdataSource.upload',
        objectType: 'xdataSource',
        objectId: id,
        before: presentSource(before),
        after,
        companyId: before.companyId,
      });
      return after;
    },

    /** The source's fields and its columns' types; a type every stored value must fit. */
    async update(principal: UserPrincipal, actor: Actor, id: number, body: XDataSourceUpdate) {
      const before = await find(principal, id);
      await checkNames(before.companyId, body, id);
      const columns = before.columns.map((c) => ({ ...c, type: body.columns.find((b) => b.key === c.key)?.type ?? c.type }));
      for (const column of columns) {
        const old = before.columns.find((c) => c.key === column.key);
        if (old?.type !== column.type && !(await repo.castFits(id, column.key, column.type)))
          throw new AppError('BAD_REQUEST', { column: column.name }, 'error.xdataColumnType', 'columns');
      }
      const { columns: _types, ...fields } = body;
      await repo.updateSource(id, { ...fields, columns });
      const after = presentSource(await find(principal, id));
      await audit.change(actor, {
        action: 'xdataSource.update',
        objectType: 'xdataSource',
        objectId: id,
        before: presentSource(before),
        after,
        companyId: before.companyId,
      });
      return after;
    },

    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await find(principal, id);
      if (await repo.sourceInUse(id)) throw new AppError('CONFLICT', {}, 'error.xdataSourceInUse');
      await repo.removeSource(id);
      await audit.change(actor, {
        action: 'xdataSource.delete',
        objectType: 'xdataSource',
        objectId: id,
        before: presentSource(before),
        companyId: before.companyId,
      });
    },
  };
}

export type XDataSourcesService = ReturnType<typeof createXDataSourcesService>;
