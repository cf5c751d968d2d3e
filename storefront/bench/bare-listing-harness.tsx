/**
 * The ceiling of `npm run bench:ssr`: a bare React 19 page on Express that streams the same 24-tile
 * grid the shop's listing page shows, with the same design-system cards built by the same
 * cms-blocks `productCardProps`, and nothing else (no router, no data loading, no header, no
 * queries). Bundled by the bench script with Vite, as the storefront's server renderer is.
 */
import type { Server } from 'node:http';
import express from 'express';
import { renderToPipeableStream } from 'react-dom/server';
import { ProductCard } from '@lumen/design-system';
import { productCardProps, productCardTexts } from '@lumen/cms-blocks';
import type { ProductTile, ShopIdentity } from '@lumen/domain';
import germanBlockTexts from '../../cms-blocks/src/i18n/messages/de.json' with { type: 'json' };

type Texts = { [key: string]: string | Texts };

/** The German card texts read the way i18next would (plural `_one`/`_other`, `{{value}}`). */
function germanCardTexts() {
  const scope = germanBlockTexts.productCard as Texts;
  const t = (key: string, values: Record<string, string | number> = {}) => {
    const plural = typeof values['count'] === 'number' ? (values['count'] === 1 ? '_one' : '_other') : '';
    const text = key
      .split('.')
      .reduce<string | Texts | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        scope,
      );
    const chosen = typeof text === 'string' ? text : scope[`${key}${plural}`];
    if (typeof chosen !== 'string') throw new Error(`No German card text ${key}`);
    return chosen.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
  };
  return productCardTexts(t);
}

function ListingPage({ tiles, shop }: { tiles: readonly ProductTile[]; shop: ShopIdentity }) {
  const texts = germanCardTexts();
  const cards = tiles.flatMap((tile, position) => {
    const card = productCardProps(tile, { shop, texts, position });
    return card.ok ? [{ id: tile.id, props: card.props, position }] : [];
  });
  return (
    <html lang={shop.locale}>
      <head>
        <meta charSet="utf-8" />
        <title>Listing</title>
      </head>
      <body>
        <main>
          <h1>Brillen</h1>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-4">
            {cards.map(({ id, props, position }) => (
              <li key={id} className="min-w-0">
                <ProductCard {...props} size="sm" imageLoading={position < 4 ? 'eager' : 'lazy'} />
              </li>
            ))}
          </ul>
        </main>
      </body>
    </html>
  );
}

/** Starts the harness on a free port of 127.0.0.1; `GET /` streams the page. */
export async function startBareListing(tiles: readonly ProductTile[], shop: ShopIdentity) {
  const app = express();
  app.get('/', (_request, response) => {
    const stream = renderToPipeableStream(<ListingPage tiles={tiles} shop={shop} />, {
      onShellReady() {
        response.status(200).set('content-type', 'text/html; charset=utf-8');
        stream.pipe(response);
      },
      onShellError() {
        response.status(500).end();
      },
    });
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The harness has no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
