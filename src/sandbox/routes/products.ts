import { PriceUpdateParams, ProductCreateParams, priceCreateParams } from '../../api/params.js';
import { type RouteSpec, SERVER_KEYS } from '../http/pipeline.js';
import { SandboxError, parseParams } from '../model/errors.js';
import { newId } from '../model/ids.js';
import { matchesMetadata, mergeMetadata, metadataOnCreate } from '../model/metadata.js';
import { renderPrice, renderProduct } from '../model/render.js';
import type { SandboxService } from '../model/service.js';
import { type Account, type PriceRecord, type ProductRecord, nextSeq } from '../model/state.js';
import { findOr404, listReply } from './list.js';

/**
 * Products and their prices (contract: Customers, saved cards, subscriptions and invoices): what a
 * subscription bills. Server keys; a restricted key needs `products` or `prices`.
 */

/** The `active` list filter: `true` or `false`. */
function activeFilter(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') {
    throw new SandboxError('parameter_invalid', 'Invalid active: must be true or false.', { param: 'active' });
  }
  return value === 'true';
}

const emitProduct = (service: SandboxService, account: Account, type: 'product.created' | 'product.updated', product: ProductRecord) =>
  service.emit(account, type, renderProduct(product, { version: account.defaultVersion, livemode: account.livemode }));
const emitPrice = (service: SandboxService, account: Account, type: 'price.created' | 'price.updated', price: PriceRecord) =>
  service.emit(account, type, renderPrice(price, { version: account.defaultVersion, livemode: account.livemode }));

export const productRoutes: RouteSpec[] = [
  {
    method: 'POST',
    path: '/v1/products',
    keys: SERVER_KEYS,
    permission: 'products',
    endpointClass: 'general',
    handle(ctx) {
      const params = parseParams(ProductCreateParams, ctx.body);
      const product = ctx.account.products.insert({
        id: newId('prod_'),
        seq: nextSeq(),
        createdAtMs: ctx.service.clock.now(),
        name: params.name,
        active: true,
        metadata: metadataOnCreate(params.metadata),
      });
      emitProduct(ctx.service, ctx.account, 'product.created', product);
      return { status: 201, body: renderProduct(product, ctx.render) };
    },
  },
  {
    method: 'GET',
    path: '/v1/products',
    keys: SERVER_KEYS,
    permission: 'products',
    endpointClass: 'general',
    handle(ctx) {
      return listReply(ctx, ctx.account.products, {
        filters: ['active'],
        metadataFilter: true,
        filter(filters, metadata) {
          const active = activeFilter(filters.active);
          return (product) => (active === undefined || product.active === active) && matchesMetadata(product.metadata, metadata);
        },
        render: (product) => renderProduct(product, ctx.render),
      });
    },
  },
  {
    method: 'GET',
    path: '/v1/products/:id',
    keys: SERVER_KEYS,
    permission: 'products',
    endpointClass: 'general',
    handle(ctx) {
      return { body: renderProduct(findOr404(ctx.account.products, ctx.params.id, 'product'), ctx.render) };
    },
  },
];

export const priceRoutes: RouteSpec[] = [
  {
    method: 'POST',
    path: '/v1/prices',
    keys: SERVER_KEYS,
    permission: 'prices',
    endpointClass: 'general',
    handle(ctx) {
      const params = parseParams(priceCreateParams(ctx.version), ctx.body);
      findOr404(ctx.account.products, params.product, 'product', 'product');
      const price = ctx.account.prices.insert({
        id: newId('price_'),
        seq: nextSeq(),
        createdAtMs: ctx.service.clock.now(),
        product: params.product,
        unitAmount: params.unitAmount,
        currency: params.currency,
        recurring: params.recurring ? { ...params.recurring } : null,
        active: true,
        metadata: metadataOnCreate(params.metadata),
      });
      emitPrice(ctx.service, ctx.account, 'price.created', price);
      return { status: 201, body: renderPrice(price, ctx.render) };
    },
  },
  {
    method: 'GET',
    path: '/v1/prices',
    keys: SERVER_KEYS,
    permission: 'prices',
    endpointClass: 'general',
    handle(ctx) {
      return listReply(ctx, ctx.account.prices, {
        filters: ['product', 'active'],
        metadataFilter: true,
        filter(filters, metadata) {
          const active = activeFilter(filters.active);
          return (price) =>
            (filters.product === undefined || price.product === filters.product) &&
            (active === undefined || price.active === active) &&
            matchesMetadata(price.metadata, metadata);
        },
        render: (price) => renderPrice(price, ctx.render),
      });
    },
  },
  {
    method: 'GET',
    path: '/v1/prices/:id',
    keys: SERVER_KEYS,
    permission: 'prices',
    endpointClass: 'general',
    handle(ctx) {
      return { body: renderPrice(findOr404(ctx.account.prices, ctx.params.id, 'price'), ctx.render) };
    },
  },
  {
    method: 'POST',
    path: '/v1/prices/:id',
    keys: SERVER_KEYS,
    permission: 'prices',
    endpointClass: 'general',
    handle(ctx) {
      const price = findOr404(ctx.account.prices, ctx.params.id, 'price');
      const params = parseParams(PriceUpdateParams, ctx.body);
      if (params.metadata !== undefined) price.metadata = mergeMetadata(price.metadata, params.metadata);
      if (params.active !== undefined) price.active = params.active;
      emitPrice(ctx.service, ctx.account, 'price.updated', price);
      return { body: renderPrice(price, ctx.render) };
    },
  },
];
