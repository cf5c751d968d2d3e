import { fixtureProductIds } from '../block-data/block-data.fixtures.ts';
import type { ProductSubscriptionBlok } from './product-subscription.schema.ts';

/*
 * Saving subscription offers as the content API delivers them, in the shop languages of the
 * markets that have the subscription (§2: not Italy). The lenses are the block data fixtures'.
 */

export const productSubscriptionFixtures = {
  de: {
    _uid: '1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6',
    component: 'product_subscription',
    _editable:
      '<!--#storyblok#{"name": "product_subscription", "space": "287411", "uid": "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6", "id": "531822961"}-->',
    headline: 'Kontaktlinsen im Spar-Abo',
    text: 'Ihre Linsen kommen automatisch zu Ihnen nach Hause, bevor die letzten aufgebraucht sind. Pausieren oder kündigen können Sie jederzeit in Ihrem Kundenkonto.',
    product_id: String(fixtureProductIds.dailyLenses),
    intervals: [],
    default_interval: '',
    cta_label: '',
  },
  fr: {
    _uid: '2e3f4a5b-6c7d-4e8f-9a01-b2c3d4e5f6a7',
    component: 'product_subscription',
    headline: 'Vos lentilles en abonnement épargne',
    text: 'Vos lentilles arrivent chez vous avant que la dernière paire ne soit utilisée. Suspendez ou résiliez quand vous le souhaitez dans votre compte client.',
    reference_key: 'HYL-CL0488',
    intervals: ['1', '3', '6'],
    default_interval: '3',
  },
  pl: {
    _uid: '3f4a5b6c-7d8e-4f9a-0b12-c3d4e5f6a7b8',
    component: 'product_subscription',
    headline: 'Soczewki w abonamencie oszczędnościowym',
    text: 'Soczewki dotrą do Ciebie, zanim skończy się ostatnia para. Dostawy możesz wstrzymać lub zrezygnować z nich w każdej chwili na swoim koncie.',
    product_id: String(fixtureProductIds.dailyLenses),
    intervals: ['1', '2', '3', '6'],
    default_interval: '2',
    cta_label: 'Zamawiam abonament',
  },
  cs: {
    _uid: '4a5b6c7d-8e9f-4a0b-1c23-d4e5f6a7b8c9',
    component: 'product_subscription',
    headline: 'Kontaktní čočky ve spořicím předplatném',
    text: 'Čočky vám přijdou domů dřív, než spotřebujete poslední pár. Dodávky můžete kdykoli pozastavit nebo zrušit ve svém zákaznickém účtu.',
    product_id: String(fixtureProductIds.monthlyToricLenses),
    intervals: ['3', '6'],
    default_interval: '6',
  },
  it: {
    _uid: '5b6c7d8e-9f0a-4b1c-2d34-e5f6a7b8c9d0',
    component: 'product_subscription',
    headline: 'Lenti a contatto in abbonamento risparmio',
    text: 'Le lenti arrivano a casa prima che finisca l’ultimo paio. Puoi sospendere o disdire le consegne in qualsiasi momento nel tuo account.',
    product_id: String(fixtureProductIds.dailyLenses),
  },
} satisfies Record<string, ProductSubscriptionBlok>;

/** Two-week lenses, which the subscription does not deliver: valid content, nothing to offer. */
export const productSubscriptionNotSubscribableFixture: ProductSubscriptionBlok = {
  _uid: '6c7d8e9f-0a1b-4c2d-3e45-f6a7b8c9d0e1',
  component: 'product_subscription',
  headline: 'Zwei-Wochen-Linsen im Spar-Abo',
  product_id: String(fixtureProductIds.twoWeekLenses),
};

/** A draft: no product, a first interval not offered. */
export const productSubscriptionDraftFixture: ProductSubscriptionBlok = {
  _uid: '7d8e9f0a-1b2c-4d3e-4f56-a7b8c9d0e1f2',
  component: 'product_subscription',
  headline: 'Kontaktlinsen im Spar-Abo',
  product_id: '',
  reference_key: '',
  intervals: ['1', '3'],
  default_interval: '6',
};
