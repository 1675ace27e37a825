import {
  GrantsRequestSchema,
  InviteCreatedResponseSchema,
  InviteRequestSchema,
  PeopleResponseSchema,
  staffPaths,
} from '@hs/contracts/staff-identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  invitePerson,
  listPeople,
  managerOf,
  removePerson,
  replaceGrants,
  revokeMemberPasskey,
} from '#api/modules/staff';
import {
  PersonPasskeyParams,
  StaffIdParams,
  staffContext,
  staffOf,
  staffRoutes,
} from '#api/routes/staff-api/staff-route-kit.js';

/** Invites, roles and removals ('manage-people'), each within the manager's own scope; no patient data. */
export const staffPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  staffRoutes(app);

  app.get(
    staffPaths.people,
    { preHandler: app.requireStaff, schema: { response: { 200: PeopleResponseSchema } } },
    async (request) => ({
      data: { people: await listPeople(app.deps.database.db, managerOf(staffOf(request))) },
    }),
  );

  app.post(
    staffPaths.invites,
    {
      preHandler: app.requireStaff,
      schema: { body: InviteRequestSchema, response: { 201: InviteCreatedResponseSchema } },
    },
    async (request, reply) => {
      const invite = await invitePerson(staffContext(app, request), managerOf(staffOf(request)), request.body);
      return reply.status(201).send({ data: invite });
    },
  );

  app.put(
    staffPaths.personGrants,
    { preHandler: app.requireStaff, schema: { params: StaffIdParams, body: GrantsRequestSchema } },
    async (request, reply) => {
      const actor = managerOf(staffOf(request));
      await replaceGrants(staffContext(app, request), actor, request.params.staffId, request.body.grants);
      return reply.status(204).send();
    },
  );

  app.post(
    staffPaths.personRemoval,
    { preHandler: app.requireStaff, schema: { params: StaffIdParams } },
    async (request, reply) => {
      await removePerson(staffContext(app, request), managerOf(staffOf(request)), request.params.staffId);
      return reply.status(204).send();
    },
  );

  app.delete(
    staffPaths.personPasskey,
    { preHandler: app.requireStaff, schema: { params: PersonPasskeyParams } },
    async (request, reply) => {
      const { staffId, passkeyId } = request.params;
      const actor = managerOf(staffOf(request));
      const revoked = await revokeMemberPasskey(staffContext(app, request), actor, staffId, passkeyId);
      if (revoked.sessionEnded) app.clearStaffCookie(reply);
      return reply.status(204).send();
    },
  );
};
