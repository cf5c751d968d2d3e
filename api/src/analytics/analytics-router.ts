import express from 'express';
import type { Request, Router } from 'express';
import { isbot } from 'isbot';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Db } from '../db/db.ts';
import { AppError } from '../rpc/app-error.ts';
import { describeDetails, zodIssuesToDetails } from '../rpc/error-details.ts';
import { insertPageView } from './page-view-repository.ts';
import { PageViewReportSchema, errorPageType } from './page-view-report.ts';
import type { PageViewReport } from './page-view-report.ts';

export interface AnalyticsDeps {
  db: Db;
  logger: Logger;
}

/** A page view report is a few hundred bytes; anything near this is not one. */
const maxReportBody = '16kb';

// sendBeacon sends a string as text/plain and a Blob with the Blob's type, so both are read as text.
const readText = express.text({ type: () => true, limit: maxReportBody });

const badBody = (message: string, field = 'body') =>
  new AppError('BAD_REQUEST', message, { details: [{ field, message }] });

function reportOf(req: Request): PageViewReport {
  if (req.is(['text/plain', 'application/json']) === false) {
    throw badBody('Content-Type must be text/plain or application/json', 'header.content-type');
  }
  if (typeof req.body !== 'string' || req.body === '') throw badBody('A page view report is required');
  let body: unknown;
  try {
    body = JSON.parse(req.body);
  } catch {
    throw badBody('Request body is not valid JSON');
  }
  const parsed = PageViewReportSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const details = zodIssuesToDetails(
    parsed.error.issues.map((issue): z.core.$ZodIssue => ({ ...issue, path: ['body', ...issue.path] })),
  );
  throw new AppError('VALIDATION_FAILED', `Invalid page view report: ${describeDetails(details)}`, {
    details,
  });
}

/**
 * §7 analytics: `POST /dt/report` (the api mounts it under `/api`) takes the page view beacon,
 * stores it in `page_views` and answers 204. An error page's report is answered alike and never
 * stored. §6 bot traffic: flagged when the page says so or a user agent (the report's, or the
 * request's own) is a known bot's.
 */
export function createAnalyticsRouter(deps: AnalyticsDeps): Router {
  const router = express.Router();

  router.post('/dt/report', readText, async (req, res) => {
    const report = reportOf(req);
    if (report.pageType === errorPageType) {
      deps.logger.debug({ path: report.path }, 'page view of an error page not stored');
    } else {
      const bot = report.isBotTraffic || isbot(report.ua) || isbot(req.get('user-agent'));
      await insertPageView(deps.db, report, bot);
    }
    res.status(204).end();
  });

  return router;
}
