import { campaignSortOptions } from '@lumen/domain';
import type { ShopIdentity } from '@lumen/domain';
import type { Campaign, CampaignsEndpointResponseData } from '@scayle/storefront-api';
import { Router } from 'express';
import { z } from 'zod';
import type { CampaignRow } from '../catalog/catalog-rows.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { CatalogStore } from '../catalog/catalog-store.ts';
import { categoryPath, isCategoryShown } from '../catalog/project-category.ts';
import { pageOf, pageQueryShape } from '../catalog/project-page.ts';
import { wireTimestamp } from '../catalog/project-timestamp.ts';
import { isInShop } from '../catalog/shop-context.ts';
import { campaignTexts } from '../catalog/text-language.ts';
import { CommerceFailure } from '../commerce-failure.ts';
import { parseRequestPart, shopOf } from '../http/commerce-error.ts';

const CampaignsQuerySchema = z
  .object({
    ...pageQueryShape,
    sort: z.enum(campaignSortOptions).default('id'),
    sortDir: z.enum(['asc', 'desc']).default('asc'),
    shopId: z.string().optional(),
  })
  .strict();
const CampaignByIdQuerySchema = z.object({ shopId: z.string().optional() }).strict();
const CampaignIdSchema = z.object({
  campaignId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'must be a campaign id')
    .transform(Number),
});

type CampaignSort = (typeof campaignSortOptions)[number];

function sortValue(campaign: CampaignRow, sort: CampaignSort): number {
  switch (sort) {
    case 'id':
      return campaign.id;
    case 'reduction':
      return campaign.reductionPercent;
    case 'start_at':
      return Date.parse(campaign.startAt);
    case 'end_at':
      return Date.parse(campaign.endAt);
  }
}

/** The first category the campaign covers that the shop shows: where its banner links to. */
function campaignLink(catalog: Catalog, shop: ShopIdentity, campaign: CampaignRow): string {
  const category = (campaign.categoryIds ?? [])
    .map((id) => catalog.categories.get(id))
    .find((row) => row !== undefined && isCategoryShown(catalog, row, shop, false));
  return category ? `${categoryPath(catalog, category.id, shop.language)}/` : '';
}

/**
 * A campaign as the Storefront API's `Campaign`: its dates under both spellings the API sends, the
 * headline from its name and description, and a badge with the reduction as the shop writes it.
 */
function projectCampaign(catalog: Catalog, shop: ShopIdentity, campaign: CampaignRow): Campaign {
  const badge = new Intl.NumberFormat(shop.locale, { style: 'percent', signDisplay: 'always' });
  const { name, description } = campaignTexts(campaign, shop);
  return {
    id: campaign.id,
    key: campaign.key,
    name,
    description,
    reduction: campaign.reductionPercent,
    start_at: wireTimestamp(campaign.startAt),
    end_at: wireTimestamp(campaign.endAt),
    startsAt: wireTimestamp(campaign.startAt),
    endsAt: wireTimestamp(campaign.endAt),
    customData: {},
    headline: name,
    subline: description,
    link: campaignLink(catalog, shop, campaign),
    colorStyle: '',
    hideCountdown: false,
    product: { attributeId: 0, badgeLabel: badge.format(-campaign.reductionPercent / 100) },
    condition: '',
  };
}

/** GET campaigns (sortable, paged) and campaigns/{id} (§7): the campaigns of the shop, past ones included. */
export function campaignRoutes(deps: { store: CatalogStore }): Router {
  const router = Router();

  router.get('/campaigns', (req, res) => {
    const query = parseRequestPart(CampaignsQuerySchema, req.query, 'query');
    const shop = shopOf(res);
    const catalog = deps.store.catalog;
    const direction = query.sortDir === 'asc' ? 1 : -1;
    const campaigns = catalog.rows.campaigns
      .filter((campaign) => isInShop(campaign, shop))
      .sort((a, b) => direction * (sortValue(a, query.sort) - sortValue(b, query.sort)) || a.id - b.id)
      .map((campaign) => projectCampaign(catalog, shop, campaign));
    const answer: CampaignsEndpointResponseData = pageOf(campaigns, query.page, query.perPage);
    res.json(answer);
  });

  router.get('/campaigns/:campaignId', (req, res) => {
    const { campaignId } = parseRequestPart(CampaignIdSchema, req.params, 'path');
    parseRequestPart(CampaignByIdQuerySchema, req.query, 'query');
    const shop = shopOf(res);
    const catalog = deps.store.catalog;
    const campaign = catalog.rows.campaigns.find((row) => row.id === campaignId && isInShop(row, shop));
    if (!campaign) throw new CommerceFailure('not_found', `Campaign ${campaignId} not found`);
    const answer: Campaign = projectCampaign(catalog, shop, campaign);
    res.json(answer);
  });

  return router;
}
