import {
  addProductCartBody,
  createPurchaseBody,
  initPurchaseQuery,
  initQuery,
  myOrdersQuery,
  myOrdersSchema,
  purchaseParams,
  tableInitSchema,
  tableOrderSchema,
  updateOrderBody,
} from '@storefront/domain/on-table/on-table.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../lib/http.ts';
import { requestLang } from '../../lib/lang.ts';
import { stockChanged } from '../catalog/catalog.service.ts';
import { diner, dinerOnly, dinerOrder, errors, tableHeaders } from './route-kit.ts';
import { addProduct, cleanCart, cookProducts, receiveOrder, updateOrder } from './table-cart.service.ts';
import { createOrJoin, getTableOrder, initTable, myOrders } from './table-order.service.ts';

// spec §7 "Digital menu": the table's order (paths kept exactly, `.json` suffixes included). Bill,
// waiter, ratings and live updates are in on-table-bill.routes.ts and on-table-events.routes.ts.
const tags = ['on-table'];

export const onTableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/menudigital/init',
    {
      ...dinerOnly,
      schema: {
        tags,
        summary:
          'Identify the table (or room, seat area, counter) of a QR code: its class rules and open order',
        headers: tableHeaders,
        querystring: initQuery,
        response: { 200: tableInitSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { instanceId, profileId } = await diner(request);
      return reply
        .header('cache-control', NO_STORE)
        .send(await initTable(app, instanceId, profileId, request.query));
    },
  );

  app.post(
    '/menudigital/init.json',
    {
      ...dinerOnly,
      schema: {
        tags,
        summary: "Create the table's order, or join the one open at the table (join order); 201 when created",
        headers: tableHeaders,
        body: createPurchaseBody,
        response: { 200: tableOrderSchema, 201: tableOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { instanceId, profileId } = await diner(request);
      const result = await createOrJoin(app, request, instanceId, profileId, request.body.purchase);
      return reply.code(result.statusCode).header('cache-control', NO_STORE).send(result.body);
    },
  );

  app.get(
    '/menudigital/init/:purchase.json',
    {
      ...dinerOnly,
      schema: {
        tags,
        summary: 'Init of a purchase: the order of a diner who joined it',
        headers: tableHeaders,
        params: purchaseParams,
        querystring: initPurchaseQuery,
        response: { 200: tableOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { instanceId, profileId } = await diner(request);
      const order = await getTableOrder(app, instanceId, request.params.purchase, profileId);
      return reply.header('cache-control', NO_STORE).send(order);
    },
  );

  for (const url of ['/menudigital/add_product_cart', '/menudigital/add_product_cart.json']) {
    app.post(
      url,
      {
        ...dinerOnly,
        schema: {
          tags,
          summary: 'Add a product to the table order (priced and checked by the server; takes stock)',
          headers: tableHeaders,
          body: addProductCartBody,
          response: { 201: tableOrderSchema, ...errors },
        },
      },
      async (request, reply) => {
        const ids = await diner(request);
        const result = await addProduct(app, request, ids, request.body, requestLang(request));
        const slug = result.body.supplier.slug;
        stockChanged(app.catalog, ids.instanceId, slug);
        return reply.code(result.statusCode).header('cache-control', NO_STORE).send(result.body);
      },
    );
  }

  app.get(
    '/menudigital/cart/:purchase.json',
    {
      ...dinerOnly,
      schema: {
        tags,
        summary: 'Get the cart: the table order with who added what',
        headers: tableHeaders,
        params: purchaseParams,
        response: { 200: tableOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { instanceId, profileId } = await diner(request);
      const order = await getTableOrder(app, instanceId, request.params.purchase, profileId);
      return reply.header('cache-control', NO_STORE).send(order);
    },
  );

  app.put(
    '/menudigital/cart/:purchase',
    {
      ...dinerOnly,
      schema: {
        tags,
        summary: 'Order update: new counts of products pending to send (0 removes), or the nickname',
        headers: tableHeaders,
        params: purchaseParams,
        body: updateOrderBody,
        response: { 200: tableOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ids = await dinerOrder(request, request.params.purchase);
      const result = await updateOrder(app, request, ids, request.body);
      stockChanged(app.catalog, ids.instanceId, result.body.supplier.slug);
      return reply.header('cache-control', NO_STORE).send(result.body);
    },
  );

  app.put(
    '/menudigital/cook_products/:purchase.json',
    {
      ...dinerOnly,
      schema: {
        tags,
        summary: 'Send to kitchen: the pending products become the next round',
        headers: tableHeaders,
        params: purchaseParams,
        response: { 200: tableOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ids = await dinerOrder(request, request.params.purchase);
      const result = await cookProducts(app, request, ids);
      return reply.header('cache-control', NO_STORE).send(result.body);
    },
  );

  app.delete(
    '/menudigital/clean_cart/:purchase.json',
    {
      ...dinerOnly,
      schema: {
        tags,
        summary: "Clean cart: the diner's own products pending to send are removed",
        headers: tableHeaders,
        params: purchaseParams,
        response: { 200: tableOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ids = await dinerOrder(request, request.params.purchase);
      const result = await cleanCart(app, request, ids);
      stockChanged(app.catalog, ids.instanceId, result.body.supplier.slug);
      return reply.header('cache-control', NO_STORE).send(result.body);
    },
  );

  app.put(
    '/menudigital/receive_order/:purchase',
    {
      ...dinerOnly,
      schema: {
        tags,
        summary: 'Receive order: the diner has what the kitchen sent (pickup, room service)',
        headers: tableHeaders,
        params: purchaseParams,
        response: { 200: tableOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ids = await dinerOrder(request, request.params.purchase);
      const result = await receiveOrder(app, request, ids);
      return reply.header('cache-control', NO_STORE).send(result.body);
    },
  );

  app.get(
    '/menudigital/my_orders.json',
    {
      ...dinerOnly,
      schema: {
        tags,
        summary: "The diner's table orders at a branch, newest first",
        headers: tableHeaders,
        querystring: myOrdersQuery,
        response: { 200: myOrdersSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { instanceId, profileId } = await diner(request);
      const orders = await myOrders(app, instanceId, profileId, request.query.supplier_id);
      return reply.header('cache-control', NO_STORE).send({ orders });
    },
  );
};
