import {
  BlockParamsSchema,
  BlockRequestSchema,
  BlocksResponseSchema,
  ClinicParamsSchema,
  ClosureParamsSchema,
  ClosureRequestSchema,
  ClosuresResponseSchema,
  HoursChangeResponseSchema,
  WeeklyHoursRequestSchema,
  WeeklyHoursResponseSchema,
} from '@hs/contracts/staff-hours';
import { staffPaths } from '@hs/contracts/staff-identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addClosure,
  blockTime,
  listBlocks,
  listClosures,
  readWeeklyHours,
  removeBlock,
  removeClosure,
  replaceWeeklyHours,
} from '#api/modules/clinic-desk';
import { deskRequest } from './desk-request.js';

const changed = { 200: HoursChangeResponseSchema };

/** A clinic's hours, closures and blocked time, changed through the directory's rules (decision 055). */
export const staffClinicHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireStaff;

  app.get(
    staffPaths.closures,
    { preHandler, schema: { params: ClinicParamsSchema, response: { 200: ClosuresResponseSchema } } },
    async (request) => ({
      data: { closures: await listClosures(deskRequest(app, request), request.params.clinicId) },
    }),
  );
  app.post(
    staffPaths.closures,
    { preHandler, schema: { params: ClinicParamsSchema, body: ClosureRequestSchema, response: changed } },
    async (request) => ({
      data: await addClosure(deskRequest(app, request), request.params.clinicId, request.body),
    }),
  );
  app.delete(
    staffPaths.closure,
    { preHandler, schema: { params: ClosureParamsSchema, response: changed } },
    async (request) => ({
      data: await removeClosure(deskRequest(app, request), request.params.clinicId, request.params.closureId),
    }),
  );

  app.get(
    staffPaths.blockedTimes,
    { preHandler, schema: { params: ClinicParamsSchema, response: { 200: BlocksResponseSchema } } },
    async (request) => ({ data: { blocks: await listBlocks(deskRequest(app, request), request.params.clinicId) } }),
  );
  app.post(
    staffPaths.blockedTimes,
    { preHandler, schema: { params: ClinicParamsSchema, body: BlockRequestSchema, response: changed } },
    async (request) => ({
      data: await blockTime(deskRequest(app, request), request.params.clinicId, request.body),
    }),
  );
  app.delete(
    staffPaths.blockedTime,
    { preHandler, schema: { params: BlockParamsSchema, response: changed } },
    async (request) => ({
      data: await removeBlock(deskRequest(app, request), request.params.clinicId, request.params.blockId),
    }),
  );

  app.get(
    staffPaths.weeklyHours,
    { preHandler, schema: { params: ClinicParamsSchema, response: { 200: WeeklyHoursResponseSchema } } },
    async (request) => ({
      data: { hours: await readWeeklyHours(deskRequest(app, request), request.params.clinicId) },
    }),
  );
  app.put(
    staffPaths.weeklyHours,
    { preHandler, schema: { params: ClinicParamsSchema, body: WeeklyHoursRequestSchema, response: changed } },
    async (request) => ({
      data: await replaceWeeklyHours(deskRequest(app, request), request.params.clinicId, request.body),
    }),
  );
};
