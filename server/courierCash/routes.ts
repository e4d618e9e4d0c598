import { Router, type Request, type Response } from 'express';
import multer from 'multer';
import type { z } from 'zod';
import { MAX_REPORT_BYTES, REPORT_FILE_FIELD } from '../../common/courierCash';
import { columnMappingSchema, reportFormSchema, statusWordsSchema } from '../../common/contract/courierCash';
import { actorOf } from '../activity/record';
import { requireAdmin } from '../auth/middleware';
import type { AppDeps } from '../deps';
import { AppError, parseWith } from '../http/errors';
import { route } from '../http/route';
import { importReport, previewReport, type ReportRequest } from './imports';
import { checkPayments, paymentCheckMessage } from './paymentStatus';
import { couriersKnown, reconciliation } from './reconciliation';
import { courierCashReceived, deliveryReport } from './report';

const receive = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_REPORT_BYTES, files: 1, fields: 5, parts: 7 },
}).single(REPORT_FILE_FIELD);

/** The report and the owner's choices from the multipart form; read only once the admin is known. */
function readReportForm(req: Request, res: Response, query: { courier: string; kind: 'payment' | 'status' }) {
  return new Promise<ReportRequest>((resolve, reject) => {
    receive(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError) {
        return reject(
          error.code === 'LIMIT_FILE_SIZE'
            ? new AppError(
                'PAYLOAD_TOO_LARGE',
                'This file is over 5 MB: a courier report is much smaller. Is it the right file?',
              )
            : new AppError('VALIDATION', `Send one report in the form field '${REPORT_FILE_FIELD}'.`),
        );
      }
      if (error) return reject(error as Error);
      if (!req.file)
        return reject(new AppError('VALIDATION', 'Choose the report file (CSV or Excel .xlsx) to import.'));
      const form = parseWith(reportFormSchema, req.body ?? {});
      resolve({
        ...query,
        fileName: req.file.originalname.slice(0, 200) || 'report',
        bytes: req.file.buffer,
        ...(form.columns !== undefined && { columns: jsonField(columnMappingSchema, form.columns, 'columns') }),
        ...(form.statusWords !== undefined && {
          statusWords: jsonField(statusWordsSchema, form.statusWords, 'statusWords'),
        }),
      });
    });
  });
}

function jsonField<S extends z.ZodType>(schema: S, text: string, name: string): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION', `${name} must be JSON`);
  }
  return parseWith(schema, value);
}

/** Couriers' reports and the Reconciliation screen (docs/architecture.md, Courier cash): for the admin only. */
export function courierCashRoutes(deps: AppDeps): Router {
  const router = Router();
  const admin = requireAdmin(deps);

  route(router, 'GET /api/admin/courier-cash/couriers', [admin], () => ({
    success: true,
    data: couriersKnown(deps.db),
  }));

  route(router, 'GET /api/admin/courier-cash/reconciliation', [admin], ({ query }) => ({
    success: true,
    data: reconciliation(deps.db, query.courier, deps.now()),
  }));

  route(router, 'POST /api/admin/courier-cash/imports/preview', [admin], async ({ query, req, res }) => ({
    success: true,
    data: await previewReport(deps.db, await readReportForm(req, res, query), deps.now()),
  }));

  route(router, 'POST /api/admin/courier-cash/imports', [admin], async ({ query, req, res }) => {
    const report = await readReportForm(req, res, query);
    const data = await importReport(deps.db, report, deps.now(), actorOf(req));
    res.status(201);
    return { success: true, data, message: importedMessage(data.kind, data.counts) };
  });

  route(router, 'POST /api/admin/courier-cash/payment-status', [admin], async ({ query, req }) => {
    const data = await checkPayments(deps, query.courier, actorOf(req));
    return { success: true, data, message: paymentCheckMessage(query.courier, data) };
  });

  route(router, 'GET /api/admin/courier-cash/delivery-report', [admin], ({ query }) => ({
    success: true,
    data: deliveryReport(deps.db, query),
  }));

  route(router, 'GET /api/admin/courier-cash/received', [admin], ({ query }) => ({
    success: true,
    data: courierCashReceived(deps.db, query),
  }));
  return router;
}

function importedMessage(kind: 'payment' | 'status', counts: Record<string, number>): string {
  const done =
    kind === 'payment'
      ? `${counts.paid} ${counts.paid === 1 ? 'order' : 'orders'} marked paid`
      : `${counts.delivered} delivered, ${counts.returned} back at the shop`;
  const asides = [
    counts['charges added'] &&
      `charges added to ${counts['charges added']} ${counts['charges added'] === 1 ? 'order' : 'orders'} paid before without them`,
    counts['imported before'] && `${counts['imported before']} imported before`,
    counts['charges only'] &&
      `charges only for ${counts['charges only']} ${counts['charges only'] === 1 ? 'parcel' : 'parcels'} that owed nothing`,
    counts['came back'] && `${counts['came back']} paid for parcels that came back`,
    counts.unknown && `${counts.unknown} unknown tracking ${counts.unknown === 1 ? 'number' : 'numbers'}`,
    counts.problem && `${counts.problem} ${counts.problem === 1 ? 'row' : 'rows'} left out`,
  ].filter(Boolean);
  return `Imported: ${done}${asides.length > 0 ? `; ${asides.join(', ')}` : ''}.`;
}
