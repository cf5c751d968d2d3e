import type { z } from 'zod';
import { HeroContentSchema } from '../hero/hero.schema.ts';
import { ProductContentSchema } from '../product/product.schema.ts';
import { ProductSliderContentSchema } from '../product-slider/product-slider.schema.ts';
import { ProductSubscriptionContentSchema } from '../product-subscription/product-subscription.schema.ts';
import { AccountPromoContentSchema } from '../account-promo/account-promo.schema.ts';
import { NewsletterContentSchema } from '../newsletter/newsletter.schema.ts';
import { AccordionContentSchema } from '../accordion/accordion.schema.ts';
import { HeroTeaserContentSchema } from '../hero-teaser/hero-teaser.schema.ts';
import { BrandListContentSchema } from '../brand-list/brand-list.schema.ts';
import { LogoSliderContentSchema } from '../logo-slider/logo-slider.schema.ts';
import { FooterColumnContentSchema } from '../footer-column/footer-column.schema.ts';
import { ContentPageContentSchema } from '../content-page/content-page.schema.ts';
import { VideoEmbedContentSchema } from '../video-embed/video-embed.schema.ts';
import { ConsentListContentSchema } from '../consent-list/consent-list.schema.ts';
import { QuestionnaireContentSchema } from '../questionnaire/questionnaire.schema.ts';
import { FaceScanContentSchema } from '../face-scan/face-scan.schema.ts';
import { PrescriptionLoaderContentSchema } from '../prescription-loader/prescription-loader.schema.ts';
import { HearingTestContentSchema } from '../hearing-test/hearing-test.schema.ts';
import { iconSetContentSchemas } from '../icon-sets/icon-set.schema.ts';
import { defineBlock, type BlockRegistry } from './define-block.ts';
import { lazyBlockComponent } from './lazy-block-component.tsx';

// Components load when a page first shows the block (lazy-block-component.tsx); schemas are here up front.
const Hero = lazyBlockComponent(() => import('../hero/hero.tsx'), 'Hero');
const ProductBlock = lazyBlockComponent(() => import('../product/product.tsx'), 'ProductBlock');
const ProductSlider = lazyBlockComponent(
  () => import('../product-slider/product-slider.tsx'),
  'ProductSlider',
);
const ProductSubscription = lazyBlockComponent(
  () => import('../product-subscription/product-subscription.tsx'),
  'ProductSubscription',
);
const AccountPromo = lazyBlockComponent(() => import('../account-promo/account-promo.tsx'), 'AccountPromo');
const Newsletter = lazyBlockComponent(() => import('../newsletter/newsletter.tsx'), 'Newsletter');
const AccordionSection = lazyBlockComponent(() => import('../accordion/accordion.tsx'), 'AccordionSection');
const HeroTeaser = lazyBlockComponent(() => import('../hero-teaser/hero-teaser.tsx'), 'HeroTeaser');
const BrandList = lazyBlockComponent(() => import('../brand-list/brand-list.tsx'), 'BrandList');
const LogoSlider = lazyBlockComponent(() => import('../logo-slider/logo-slider.tsx'), 'LogoSlider');
const FooterColumn = lazyBlockComponent(() => import('../footer-column/footer-column.tsx'), 'FooterColumn');
const ContentPage = lazyBlockComponent(() => import('../content-page/content-page.tsx'), 'ContentPage');
const VideoEmbed = lazyBlockComponent(() => import('../video-embed/video-embed.tsx'), 'VideoEmbed');
const ConsentList = lazyBlockComponent(() => import('../consent-list/consent-list.tsx'), 'ConsentList');
const Questionnaire = lazyBlockComponent(() => import('../questionnaire/questionnaire.tsx'), 'Questionnaire');
const FaceScan = lazyBlockComponent(() => import('../face-scan/face-scan.tsx'), 'FaceScan');
const PrescriptionLoader = lazyBlockComponent(
  () => import('../prescription-loader/prescription-loader.tsx'),
  'PrescriptionLoader',
);
const HearingTest = lazyBlockComponent(() => import('../hearing-test/hearing-test.tsx'), 'HearingTest');
const IconSet = lazyBlockComponent(() => import('../icon-sets/icon-set.tsx'), 'IconSet');

/**
 * Every content block the shop renders, by the name the CMS gives it (a block's `component`
 * field); each is one line here.
 */
export const blockRegistry = {
  hero: defineBlock({ schema: HeroContentSchema, Component: Hero }),
  product: defineBlock({ schema: ProductContentSchema, Component: ProductBlock }),
  product_slider: defineBlock({ schema: ProductSliderContentSchema, Component: ProductSlider }),
  product_subscription: defineBlock({
    schema: ProductSubscriptionContentSchema,
    Component: ProductSubscription,
  }),
  account_promo: defineBlock({ schema: AccountPromoContentSchema, Component: AccountPromo }),
  newsletter: defineBlock({ schema: NewsletterContentSchema, Component: Newsletter }),
  accordion: defineBlock({ schema: AccordionContentSchema, Component: AccordionSection }),
  hero_teaser: defineBlock({ schema: HeroTeaserContentSchema, Component: HeroTeaser }),
  brand_list: defineBlock({ schema: BrandListContentSchema, Component: BrandList }),
  logo_slider: defineBlock({ schema: LogoSliderContentSchema, Component: LogoSlider }),
  footer_column: defineBlock({ schema: FooterColumnContentSchema, Component: FooterColumn }),
  content_page: defineBlock({ schema: ContentPageContentSchema, Component: ContentPage }),
  video_embed: defineBlock({ schema: VideoEmbedContentSchema, Component: VideoEmbed }),
  consent_list: defineBlock({ schema: ConsentListContentSchema, Component: ConsentList }),
  questionnaire: defineBlock({ schema: QuestionnaireContentSchema, Component: Questionnaire }),
  face_scan: defineBlock({ schema: FaceScanContentSchema, Component: FaceScan }),
  prescription_loader: defineBlock({
    schema: PrescriptionLoaderContentSchema,
    Component: PrescriptionLoader,
  }),
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
