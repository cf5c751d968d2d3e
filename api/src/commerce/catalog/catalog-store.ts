import type { ShopIdentity } from '@lumen/domain';
import type { Logger } from 'pino';
import type { Queryable } from '../../db/db.ts';
import type { CatalogRows } from './catalog-rows.ts';
import { AnswerCache } from './answer-cache.ts';
import { createCatalog } from './catalog.ts';
import type { Catalog } from './catalog.ts';
import { loadCatalogRows, loadVariantStock } from './load-catalog-rows.ts';
import { productFacts } from './product-query.ts';
import type { ProductFacts } from './product-query.ts';
import { shopContext } from './shop-context.ts';
import type { ShopContext } from './shop-context.ts';

async function readRevision(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ revision: string | number }>(
    'select revision from catalog_revision where id = 1',
  );
  return String(rows[0]?.revision ?? 0);
}

/**
 * A change of the read model: a reload names the catalogue revision it was built from (every
 * process on the database agrees on it); a stock refresh is this process's own (its orders).
 */
export type CatalogChange = { kind: 'reload'; revision: string } | { kind: 'stock' };

// Price facts depend on the clock only through campaigns starting and ending; a minute is close enough.
const factsLifetimeMs = 60_000;

/**
 * Holds the current catalogue read model and what is derived from it per shop. `reload` swaps in
 * a fresh model after catalogue changes; `refreshStock` follows stock changes of orders without
 * reloading everything. Listeners (the search index) hear about reloads.
 */
export class CatalogStore {
  #catalog: Catalog;
  #facts = new Map<string, { builtAt: number; facts: ProductFacts[]; ids: ReadonlySet<number> }>();
  #listeners: ((catalog: Catalog) => void)[] = [];
  #changeListeners: ((change: CatalogChange) => void)[] = [];
  /** Serialised catalogue answers; cleared with every change of the read model. */
  readonly answers = new AnswerCache();
  readonly #db: Queryable;
  readonly #logger: Logger | undefined;
  /** The catalogue revision the model was built from (undefined: built from rows in hand). */
  #revision: string | undefined;
  #watch: NodeJS.Timeout | undefined;

  private constructor(db: Queryable, catalog: Catalog, logger: Logger | undefined, revision?: string) {
    this.#db = db;
    this.#catalog = catalog;
    this.#logger = logger;
    this.#revision = revision;
  }

  static async load(db: Queryable, logger?: Logger): Promise<CatalogStore> {
    // The revision is read first: a change landing while the rows load is seen at the next check.
    const revision = await readRevision(db);
    return new CatalogStore(db, createCatalog(await loadCatalogRows(db)), logger, revision);
  }

  /** A store over rows already in hand (tests of catalogue reads, which never touch the database). */
  static fromRows(db: Queryable, rows: CatalogRows, logger?: Logger): CatalogStore {
    return new CatalogStore(db, createCatalog(rows), logger);
  }

  /** Reloads when the catalogue revision moved since the model was built; true when it did. */
  async reloadIfChanged(): Promise<boolean> {
    const revision = await readRevision(this.#db);
    if (revision === this.#revision) return false;
    await this.reload();
    return true;
  }

  /** Checks for catalogue changes every `intervalMs` (another process or an edit in the database). */
  watchForChanges(intervalMs: number): void {
    this.stopWatching();
    this.#watch = setInterval(() => {
      this.reloadIfChanged().catch((error: unknown) => {
        this.#logger?.error({ err: error }, 'checking the catalogue for changes failed');
      });
    }, intervalMs);
    this.#watch.unref();
  }

  stopWatching(): void {
    if (this.#watch) clearInterval(this.#watch);
    this.#watch = undefined;
  }

  /** The catalogue revision the model was built from (undefined: built from rows in hand). */
  get revision(): string | undefined {
    return this.#revision;
  }

  get catalog(): Catalog {
    return this.#catalog;
  }

  context(shop: ShopIdentity, options: { campaignKey?: string | undefined; now?: Date } = {}): ShopContext {
    return shopContext(this.#catalog, shop, options);
  }

  /** Facts of every product the shop offers, for filtering and sorting listings. */
  factsFor(context: ShopContext): ProductFacts[] {
    return this.#factsEntry(context).facts;
  }

  /** Ids of the products the shop offers (the same set as `factsFor`), for lookups by id. */
  offeredIds(context: ShopContext): ReadonlySet<number> {
    return this.#factsEntry(context).ids;
  }

  #factsEntry(context: ShopContext) {
    const key = `${context.shop.shopId}/${context.campaign?.key ?? ''}`;
    const cached = this.#facts.get(key);
    const now = Date.now();
    if (cached && now - cached.builtAt < factsLifetimeMs) return cached;
    const facts = productFacts(this.#catalog, context, this.#catalog.products.values());
    const entry = { builtAt: now, facts, ids: new Set(facts.map((fact) => fact.product.id)) };
    this.#facts.set(key, entry);
    return entry;
  }

  onReload(listener: (catalog: Catalog) => void): void {
    this.#listeners.push(listener);
  }

  /** Hears of every change of what the backend answers (the api's answer cache). */
  onChange(listener: (change: CatalogChange) => void): void {
    this.#changeListeners.push(listener);
  }

  async reload(): Promise<void> {
    this.#revision = await readRevision(this.#db);
    this.#catalog = createCatalog(await loadCatalogRows(this.#db));
    this.#facts.clear();
    this.answers.clear();
    for (const listener of this.#listeners) listener(this.#catalog);
    const change: CatalogChange = { kind: 'reload', revision: this.#revision };
    for (const listener of this.#changeListeners) listener(change);
    this.#logger?.info({ products: this.#catalog.products.size }, 'catalogue reloaded');
  }

  /** Reads the stock of some variants again (after an order took some). */
  async refreshStock(variantIds: readonly number[]): Promise<void> {
    for (const { id, stock } of await loadVariantStock(this.#db, variantIds)) {
      this.#catalog.setStock(id, stock);
    }
    this.#facts.clear();
    this.answers.clear();
    for (const listener of this.#changeListeners) listener({ kind: 'stock' });
  }
}
