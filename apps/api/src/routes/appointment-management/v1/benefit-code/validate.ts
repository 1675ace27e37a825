import {
  BENEFIT_CODE_RATE_LIMIT,
  BenefitCodeQuerySchema,
  BenefitCodeResponseSchema,
  benefitCodeValidatePath,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validateBenefitCode } from '#api/modules/benefit-codes';

export const benefitCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    benefitCodeValidatePath,
    {
      config: { rateLimit: { ...BENEFIT_CODE_RATE_LIMIT } },
      schema: { querystring: BenefitCodeQuerySchema, response: { 200: BenefitCodeResponseSchema } },
    },
    async (request) => {
      const validation = await validateBenefitCode(
        { db: app.deps.database.db, clock: app.deps.clock },
        request.query['filter.benefitCode'],
      );
      return { data: { validation } };
    },
  );
};
