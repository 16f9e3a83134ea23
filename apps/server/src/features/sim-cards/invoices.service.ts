import {
  scopeOf,
  type InvoiceApplication,
  type InvoiceApplicationCreate,
  type InvoiceListQuery,
  type InvoiceProcess,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { InvoiceRow, InvoicesRepository } from './invoices.repository.js';
import type { SimCardsRepository } from './sim-cards.repository.js';

const notFound = () => new AppError('NOT_FOUND', {}, 'error.invoiceNotFound');

function present(row: InvoiceRow): InvoiceApplication {
  const { companyId: _c, amountCents, createdAt, processedAt, ...rest } = row;
  return { ...rest, amount: amountCents / 100, createdAt: createdAt.toISOString(), processedAt: processedAt?.toISOString() ?? null };
}

/**
 * Invoice applications for the fees of SIM cards (spec §2 invoice_application, invoice_records_SIM):
 * applied for on cards the caller sees, all of one company; settled once, issued with the
 * invoice's number or rejected.
 */
export function createInvoicesService({
  repo,
  cards,
  audit,
}: {
  repo: InvoicesRepository;
  cards: SimCardsRepository;
  audit: AuditService;
}) {
  async function load(principal: UserPrincipal, id: number) {
    const row = await repo.find(scopeOf(principal), id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(principal: UserPrincipal, query: InvoiceListQuery) {
      const { items, total } = await repo.list(scopeOf(principal), query);
      return { items: items.map(present), total };
    },

    async get(principal: UserPrincipal, id: number) {
      return present(await load(principal, id));
    },

    async apply(principal: UserPrincipal, actor: Actor, body: InvoiceApplicationCreate): Promise<InvoiceApplication> {
      const scope = scopeOf(principal);
      const wanted = [...new Set(body.cardIds)];
      const visible = await cards.idsInScope(scope, wanted);
      if (visible.length !== wanted.length) throw new AppError('BAD_REQUEST', {}, 'error.invoiceCardsNotFound', 'cardIds');
      const first = await cards.find(scope, wanted[0]!);
      const companyId = first!.companyId;
      for (const id of wanted.slice(1)) {
        if ((await cards.find(scope, id))?.companyId !== companyId)
          throw new AppError('BAD_REQUEST', {}, 'error.invoiceCardsNotFound', 'cardIds');
      }
      const { cardIds: _ids, amount, ...fields } = body;
      const id = await repo.insert({ ...fields, companyId, amountCents: Math.round(amount * 100), applicantId: principal.userId }, wanted);
      const application = present(await load(principal, id));
      await audit.change(actor, { action: 'invoice.apply', objectType: 'invoice', objectId: id, after: application, companyId });
      return application;
    },

    async settle(principal: UserPrincipal, actor: Actor, id: number, body: InvoiceProcess): Promise<InvoiceApplication> {
      const before = await load(principal, id);
      if (before.status !== 'pending') throw new AppError('ILLEGAL_STATE', {}, 'error.invoiceSettled');
      const settled = await repo.settle(id, {
        status: body.outcome,
        invoiceNo: body.outcome === 'issued' ? body.invoiceNo : '',
        note: body.note,
        processedBy: principal.userId,
      });
      if (!settled) throw new AppError('ILLEGAL_STATE', {}, 'error.invoiceSettled');
      const after = present(await load(principal, id));
      await audit.change(actor, {
        action: body.outcome === 'issued' ? 'invoice.issue' : 'invoice.reject',
        objectType: 'invoice',
        objectId: id,
        before: present(before),
        after,
        companyId: before.companyId,
      });
      return after;
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
