import type { Queryable } from '../db/db.ts';
import { tokenHash } from '../sessions/session-store.ts';
import type { PageViewReport } from './page-view-report.ts';

/** One stored page view: the report as the page sent it, with the bot flag the server settled on. */
export async function insertPageView(
  q: Queryable,
  report: PageViewReport,
  isBotTraffic: boolean,
): Promise<void> {
  await q.query(
    `insert into page_views (base_url, path, referrer, language, country, page_type, page_title,
                             cbd_token_hash, is_bot_traffic, user_agent, is_mobile)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      report.baseUrl,
      report.path,
      report.referrer || null,
      report.language,
      report.country,
      report.pageType,
      report.pageTitle,
      report.cbdToken ? tokenHash(report.cbdToken) : null,
      isBotTraffic,
      report.ua,
      report.uamb,
    ],
  );
}
