import type { z } from 'zod';
import { HeroContentSchema } from '../hero/hero.schema.ts';
import { Hero } from '../hero/hero.tsx';
import { accordionBlock } from '../accordion/index.ts';
import { faceScanBlock } from '../face-scan/index.ts';
import { HearingTestContentSchema } from '../hearing-test/hearing-test.schema.ts';
import { HearingTest } from '../hearing-test/hearing-test.tsx';
import { iconSetContentSchemas } from '../icon-sets/icon-set.schema.ts';
import { IconSet } from '../icon-sets/icon-set.tsx';
import { prescriptionLoaderBlock } from '../prescription-loader/index.ts';
import { questionnaireBlock } from '../questionnaire/index.ts';
import { accountPromoBlock } from '../account-promo/index.ts';
import { brandListBlock } from '../brand-list/index.ts';
import { consentListBlock } from '../consent-list/index.ts';
import { contentPageBlock } from '../content-page/index.ts';
import { footerColumnBlock } from '../footer-column/index.ts';
import { heroTeaserBlock } from '../hero-teaser/index.ts';
import { logoSliderBlock } from '../logo-slider/index.ts';
import { videoEmbedBlock } from '../video-embed/index.ts';
import { newsletterBlock } from '../newsletter/index.ts';
import { productSliderBlock } from '../product-slider/index.ts';
import { productSubscriptionBlock } from '../product-subscription/index.ts';
import { productBlock } from '../product/index.ts';
import { defineBlock, type BlockRegistry } from './define-block.ts';

/**
 * Every content block the shop renders, by the name the CMS gives it (a block's `component`
 * field); each is one line here.
 */
export const blockRegistry = {
  hero: defineBlock({ schema: HeroContentSchema, Component: Hero }),
  product: productBlock,
  product_slider: productSliderBlock,
  product_subscription: productSubscriptionBlock,
  account_promo: accountPromoBlock,
  newsletter: newsletterBlock,
  accordion: accordionBlock,
  hero_teaser: heroTeaserBlock,
  brand_list: brandListBlock,
  logo_slider: logoSliderBlock,
  footer_column: footerColumnBlock,
  content_page: contentPageBlock,
  video_embed: videoEmbedBlock,
  consent_list: consentListBlock,
  questionnaire: questionnaireBlock,
  face_scan: faceScanBlock,
  prescription_loader: prescriptionLoaderBlock,
  hearing_test: defineBlock({ schema: HearingTestContentSchema, Component: HearingTest }),
  icon_set_colours: defineBlock({ schema: iconSetContentSchemas.colours, Component: IconSet }),
  icon_set_face_shapes: defineBlock({ schema: iconSetContentSchemas.face_shapes, Component: IconSet }),
  icon_set_frame_shapes: defineBlock({ schema: iconSetContentSchemas.frame_shapes, Component: IconSet }),
  icon_set_rim_types: defineBlock({ schema: iconSetContentSchemas.rim_types, Component: IconSet }),
  icon_set_head_widths: defineBlock({ schema: iconSetContentSchemas.head_widths, Component: IconSet }),
  icon_set_payment_methods: defineBlock({
    schema: iconSetContentSchemas.payment_methods,
    Component: IconSet,
  }),
} satisfies BlockRegistry;

/** The CMS component names this package renders. */
export type BlockName = keyof typeof blockRegistry;

/** The parsed props of one block, by its CMS component name. */
export type BlockProps<TName extends BlockName> = z.output<(typeof blockRegistry)[TName]['schema']>;
