import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@lumen/design-system';
import { frameFitOf, type Product } from '@lumen/domain';
import { lazyPart, useLazyPart } from '../lazy-part/lazy-part.ts';
import { productListingPath } from '../product/product-page-model.ts';
import { frontImageHash } from './frame-sprite.ts';

/** The try-on's code, and the face model after it, load when the shopper opens it (or points at the button). */
const tryOnPart = lazyPart(() => import('./try-on-dialog.tsx'));

/**
 * The product page's way into the §2 virtual try-on: offered for a frame whose width the catalogue
 * knows (the frame is shown at that width) and that has a picture from the front. Opening it is a
 * history entry (`?tryOn=1`), so Back closes it.
 */
export function TryOnEntry({ product, name, open }: { product: Product; name: string; open: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate({ from: '/p/$slug/' });
  const { frameWidthMm } = frameFitOf(product);
  const offered = frameWidthMm !== undefined && frontImageHash(product) !== undefined;
  const loaded = useLazyPart(tryOnPart, offered && open);
  if (!offered) return null;
  const setOpen = (tryOn: boolean) =>
    void navigate({
      search: (previous) => ({ ...previous, tryOn: tryOn ? ('1' as const) : undefined }),
      resetScroll: false,
    });
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        className="self-stretch sm:self-start"
        data-slot="try-on-open"
        onPointerEnter={() => void tryOnPart.load().catch(() => undefined)}
        onClick={() => setOpen(true)}
      >
        {t('tryOn.open')}
      </Button>
      {loaded && open && (
        <loaded.TryOnDialog
          product={product}
          name={name}
          frameWidthMm={frameWidthMm}
          listingPath={productListingPath(product)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
